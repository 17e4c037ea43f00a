import { useQuery } from '@tanstack/react-query';
import { operations, type RosterRule } from '@muster/shared-kernel/core';
import { callOperation } from '@muster/shared-kernel/client';

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
