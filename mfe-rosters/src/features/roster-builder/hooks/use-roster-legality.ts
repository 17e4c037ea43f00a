import { useMemo } from 'react';
import type { Roster, RosterProblem, RosterRule } from '@muster/shared-kernel/core';
import { checkRoster, withFormations } from '@muster/shared-kernel/core/points';
import { useSiteRosterRules, type RosterFaction } from '@muster/shared-kernel/client/rosters';

// Here rather than in the kernel's roster entry: only the builder checks rules on every change,
// and the roster list, which loads that entry too, must not download the rules engine.
/** What the builder and its printout show about a roster's legality. */
export interface RosterLegality {
  /** The rules checked: the site's, then the faction's (of the version the roster is pinned to). */
  rules: readonly RosterRule[];
  /** Every broken rule, in the rules' words with the fix; empty: the roster is legal. */
  problems: readonly RosterProblem[];
}

/**
 * The problems of a roster under the site's rules and its faction's, the same engine the server
 * verifies with. `linePoints` are the points of each line of `unit_list` (the builder has them
 * from `rosterPoints`). While the faction loads, only the site's rules and the formation rule
 * apply; a missing faction's own rules are unknown.
 */
export function useRosterLegality(
  roster: Roster,
  faction: RosterFaction,
  linePoints: readonly number[],
): RosterLegality {
  const siteRules = useSiteRosterRules();
  const factionRules = faction.status === 'ready' ? faction.faction.rosterRules : undefined;
  const units = faction.status === 'ready' ? faction.units : undefined;
  const rules = useMemo(
    () => (factionRules?.length ? [...siteRules, ...factionRules] : siteRules),
    [siteRules, factionRules],
  );
  const unitNames = useMemo(
    () => new Map((units ?? []).map((unit) => [unit._id, unit.unitName])),
    [units],
  );
  const problems = useMemo(
    () => checkRoster(withFormations(roster), rules, { linePoints, unitNames }),
    [roster, rules, linePoints, unitNames],
  );
  return { rules, problems };
}
