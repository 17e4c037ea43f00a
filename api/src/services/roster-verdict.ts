/**
 * The server's verdict on a roster: the list rebuilt from an approved version's own units (a
 * file's copies of them are never trusted: only its counts, formation indexes and formation names
 * are read), costed by the kernel's points engine as the roster page costs it, and checked by the
 * kernel's rules engine, the same on the page and here. Its code is a hash of the verdict, so the
 * same list with the same verdict always gets the same code.
 */
import { createHash } from 'node:crypto';
import type {
  RosterEntry,
  RosterFile,
  RosterProblem,
  RosterRule,
  RosterVerdict,
  Unit,
  VerifiedLine,
} from '@muster/shared-kernel/core/model';
import {
  checkRoster,
  formationGroups,
  rosterPoints,
  withFormations,
} from '@muster/shared-kernel/core/points';
import { toUnit, toWeapon } from '../repositories/armoury.js';
import type { FactionVersion } from '../repositories/faction-versions.js';
import { toAbilityTemplate } from '../repositories/rules.js';

/** A verdict as stored: everything but its code and the time it was first given. */
export type VerdictContent = Omit<RosterVerdict, 'code' | 'checkedAt'>;

/** What a roster is checked against besides its faction version. */
export interface VerdictRules {
  /** The ruleset's site-wide rules, which every faction's rosters follow first. */
  siteRules: readonly RosterRule[];
  /** The text of the active point formula; undefined: the engine's default formula. */
  formula: string | undefined;
}

/** A line of the file, rebuilt: its unit from the version when the version has it. */
interface RebuiltLine {
  entry: RosterEntry;
  known: boolean;
}

/**
 * The verdict on `file` against `version` of its faction (`slug`): each line's unit is the
 * version's unit of the same `_id`; a line whose unit the version lacks counts no points, is left
 * out of the rules and is a problem of its own, first.
 */
export function verdictOf(
  file: RosterFile,
  slug: string,
  version: FactionVersion,
  rules: VerdictRules,
): VerdictContent {
  const units = new Map(version.units.map((row) => [row.id, toUnit(row)]));
  const rebuilt: RebuiltLine[] = file.unit_list.map((line) => {
    const unit: Unit | undefined = units.get(line.obj._id);
    const entry: RosterEntry = { count: line.count, obj: unit ?? line.obj };
    if (line.formation !== undefined) entry.formation = line.formation;
    return { entry, known: unit !== undefined };
  });
  // Arranged with every line, so a line left out below keeps the formations as the file has them.
  const arranged = withFormations({
    unit_list: rebuilt.map((line) => line.entry),
    ...(file.formations && { formations: file.formations }),
  });
  const known = arranged.unit_list.filter((_, index) => rebuilt[index]?.known);

  const costs = rosterPoints(
    { unit_list: known },
    {
      weapons: version.weapons.map(toWeapon),
      abilityTemplates: version.abilityTemplates.map(toAbilityTemplate),
      formula: rules.formula,
      cache: new WeakMap(),
    },
  );
  const pointsOf = new Map(costs.lines.map((line) => [line.entry, line.points]));
  const linePoints = known.map((entry) => pointsOf.get(entry) ?? 0);

  const factionTitle = version.faction.title;
  const unknownProblems: RosterProblem[] = arranged.unit_list.flatMap((entry, index) =>
    rebuilt[index]?.known
      ? []
      : [
          {
            message: `'${entry.obj.unitName}' is not in version ${version.number} of ${factionTitle}: remove it from the roster`,
            units: [entry.obj._id],
            ...(entry.formation === undefined ? {} : { formation: entry.formation }),
          },
        ],
  );
  const problems = [
    ...unknownProblems,
    ...checkRoster(
      {
        unit_list: known,
        ...(arranged.formations && { formations: arranged.formations }),
        point_limit: file.point_limit,
      },
      [...rules.siteRules, ...version.faction.rosterRules],
      {
        linePoints,
        unitNames: new Map(version.units.map((row) => [row.id, row.unitName])),
      },
    ),
  ];

  const lineOf = (entry: RosterEntry, index: number): VerifiedLine => {
    const isKnown = rebuilt[index]?.known ?? false;
    return {
      unit: entry.obj._id,
      unitName: entry.obj.unitName,
      count: entry.count,
      points: isKnown ? (pointsOf.get(entry) ?? 0) : 0,
      known: isKnown,
    };
  };
  return {
    faction: { slug, title: factionTitle },
    version: version.number,
    name: file.name,
    pointLimit: file.point_limit,
    total: costs.total,
    formations: formationGroups(arranged).map((group) => ({
      name: group.name,
      lines: group.lines.map((index) => lineOf(arranged.unit_list[index] as RosterEntry, index)),
    })),
    legal: problems.length === 0,
    problems,
  };
}

/**
 * A value as JSON with every object's keys in order: the same verdict gives the same text,
 * whatever order its fields were built (or read back from the database) in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Crockford's base 32: digits and letters but I, L, O and U, which read as others. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Eight base-32 characters (40 bits) of a SHA-256 digest per code: six codes in all. */
const CODE_BYTES = 5;

/**
 * The verification codes of a verdict, best first ('K7QX-M2PD'): each 40 bits of the SHA-256 of
 * its canonical JSON in turn. The first is its code; a later one serves only if an earlier one
 * already names another verdict (about one chance in a trillion per pair).
 */
export function verdictCodes(content: VerdictContent): string[] {
  const digest = createHash('sha256').update(canonicalJson(content)).digest();
  const codes: string[] = [];
  for (let start = 0; start + CODE_BYTES <= digest.length; start += CODE_BYTES) {
    let bits = 0n;
    for (const byte of digest.subarray(start, start + CODE_BYTES))
      bits = (bits << 8n) | BigInt(byte);
    let code = '';
    for (let shift = 35n; shift >= 0n; shift -= 5n) code += BASE32[Number((bits >> shift) & 31n)];
    codes.push(`${code.slice(0, 4)}-${code.slice(4)}`);
  }
  return codes;
}
