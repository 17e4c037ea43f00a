import { and, eq, inArray } from 'drizzle-orm';
import type { RosterRule } from '@muster/shared-kernel/core/model';
import type { Database } from '../db/client.js';
import { units } from '../db/schema.js';
import { badRequest } from '../errors.js';

/** A place where a roster rule names one unit: the field's path in the body, and the unit's id. */
interface NamedUnit {
  path: string;
  unit: string;
}

/** Every unit `rules` name (what a rule counts, what it requires), in order, with its path. */
function namedUnits(rules: readonly RosterRule[]): NamedUnit[] {
  const named: NamedUnit[] = [];
  rules.forEach((rule, index) => {
    const at = `body/rosterRules/${index}`;
    if ('subject' in rule && 'unit' in rule.subject)
      named.push({ path: `${at}/subject/unit`, unit: rule.subject.unit });
    if (rule.kind === 'requires' && 'unit' in rule.needs)
      named.push({ path: `${at}/needs/unit`, unit: rule.needs.unit });
  });
  return named;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A faction's rules may name only its own units: a 400 naming the first rule that names another
 * faction's unit, or none (`factionId` null: a faction not created yet, which has no units).
 */
export async function checkFactionRules(
  db: Database,
  rules: readonly RosterRule[],
  factionId: string | null,
): Promise<void> {
  const named = namedUnits(rules);
  if (named.length === 0) return;
  const ids = [...new Set(named.map((item) => item.unit).filter((id) => UUID.test(id)))];
  const rows =
    factionId && ids.length > 0
      ? await db
          .select({ id: units.id })
          .from(units)
          .where(and(eq(units.factionId, factionId), inArray(units.id, ids)))
      : [];
  const known = new Set(rows.map((row) => row.id));
  const stranger = named.find((item) => !known.has(item.unit));
  if (stranger) throw badRequest(`${stranger.path} is not a unit of this faction`);
}

/**
 * The ruleset's rules hold for every faction's rosters, so they name keywords, never a unit:
 * a 400 naming the first rule that does.
 */
export function checkSiteRules(rules: readonly RosterRule[]): void {
  const [first] = namedUnits(rules);
  if (first)
    throw badRequest(
      `${first.path}: a site-wide roster rule cannot name a unit; name a keyword instead`,
    );
}
