import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  operations,
  type RosterVerdict,
  type VerifyRosterPayload,
} from '@muster/shared-kernel/core';
import { callOperation } from '@muster/shared-kernel/client';
import { rosterVerdictKey, rosterVerdictsKey } from './use-roster-verdict';

/**
 * POST /api/rosters/verify: the server's verdict on a share link or a roster file. Not toasted:
 * the screens say in place what went wrong (a broken link, an unknown faction, too many checks).
 */
export const verifyRoster = (payload: VerifyRosterPayload): Promise<RosterVerdict> =>
  callOperation(operations.verifyRoster, { body: payload }, { quiet: true });

/** Keeps a verdict under its code too, so opening `/verify/{code}` after a check reads nothing. */
function keepVerdict(client: QueryClient, verdict: RosterVerdict): RosterVerdict {
  client.setQueryData(rosterVerdictKey(verdict.code), verdict);
  return verdict;
}

/**
 * Asks the server for its verdict on what an organiser gives (the /verify form): a link or a
 * file. The verdict is cached under its code.
 */
export function useVerifyRoster() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: VerifyRosterPayload) =>
      keepVerdict(client, await verifyRoster(payload)),
  });
}

/**
 * The server's verdict on one roster, asked once per roster while the page lives (a stamp shows
 * it beside the roster): the same question twice is one request. Idle while `payload` is
 * undefined; offline it waits for the connection, as reads do.
 */
export function useVerdictOf(payload: VerifyRosterPayload | undefined) {
  return useQuery({
    queryKey: [...rosterVerdictsKey, 'of', payload ?? null] as const,
    queryFn: async ({ client }) =>
      keepVerdict(client, await verifyRoster(payload as VerifyRosterPayload)),
    enabled: payload !== undefined,
    staleTime: Infinity,
  });
}
