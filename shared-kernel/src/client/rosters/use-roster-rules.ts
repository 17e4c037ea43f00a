import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  operations,
  type Roster,
  type RosterProblem,
  type RosterRule,
} from '@muster/shared-kernel/core';
import { checkRoster, withFormations } from '@muster/shared-kernel/core/points';
import { callOperation } from '@muster/shared-kernel/client';
import type { RosterFaction } from './use-roster-faction.js';

/** The site-wide roster rules in the cache, under the ruleset's key (a ruleset save reads both). */
export const siteRosterRulesKey = ['ruleset', 'rosterRules'] as const;

const NO_RULES: readonly RosterRule[] = [];

/**
 * GET /api/ruleset/rosterrules: the rules every faction's rosters follow. Offline, or while the
 * read is on its way, there are none (a roster is then checked against its faction's alone).
 */
export function useSiteRosterRules(): readonly RosterRule[] {
  const { data } = useQuery({
    queryKey: siteRosterRulesKey,
    queryFn: () => callOperation(operations.getSiteRosterRules, {}, { quiet: true }),
  });
  return data ?? NO_RULES;
}

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
