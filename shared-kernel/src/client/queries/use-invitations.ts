import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operations, type Invitation } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { modLogKey } from './use-mod-log.js';

export const invitationsKey = ['invitations'] as const;

/**
 * GET /api/users/invitations (administrator): the invitations the caller made that can still be
 * used, the soonest to expire first.
 */
export function useInvitations(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...invitationsKey, 'open'] as const,
    queryFn: () => callOperation(operations.listInvitations),
    enabled: options.enabled ?? true,
  });
}

/**
 * DELETE /api/users/invitations/{id} (administrator): the list drops it at once; the list and the
 * moderation log (which records the revocation) are read again either way, so an invitation used
 * or revoked elsewhere meanwhile (a refusal, toasted by the call) leaves the list too.
 */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(operations.revokeInvitation, { params: { id } }),
    onSuccess: (_answer, id) => {
      client.setQueriesData<Invitation[]>({ queryKey: invitationsKey }, (list) =>
        list?.filter((invitation) => invitation._id !== id),
      );
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: invitationsKey });
      void client.invalidateQueries({ queryKey: modLogKey });
    },
  });
}
