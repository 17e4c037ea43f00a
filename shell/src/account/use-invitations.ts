import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operations, type GrantableRole, type Invitation } from '@muster/shared-kernel/core';
import {
  becomePublisher,
  callOperation,
  modLogKey,
  profilesKey,
} from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the account pages (chunks of their own) invite,
// redeem or revoke, so no other page downloads these calls.

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

/** POST /api/users/setpublisher: the session's roles and the profile follow. */
export function useSetPublisher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: becomePublisher,
    onSuccess: () => client.invalidateQueries({ queryKey: profilesKey }),
  });
}

/** What a new invitation gives, and whom it is for (the administrator's list shows the note). */
export interface NewInvitation {
  /** A publisher's when none are given. */
  roles?: readonly GrantableRole[];
  note?: string;
}

/**
 * GET /api/users/generateRegistrationKey (administrator): a fresh invite each time; a publisher's
 * unless other roles are given (`mutate({ roles: ['mod'] })` invites a moderator). The list of
 * unused invitations is read again.
 */
export function useGenerateRegistrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitation: NewInvitation | void) =>
      callOperation(operations.generateRegistrationKey, {
        query: {
          roles: invitation?.roles?.length ? invitation.roles.join(',') : undefined,
          note: invitation?.note?.trim() || undefined,
        },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey }),
  });
}
