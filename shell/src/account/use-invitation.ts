import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '@muster/shared-kernel/client';
import { invitationsKey } from './use-invitations';

// Here rather than in the kernel's client: only the registration page reads an invitation.

/**
 * GET /api/users/invite/{token}: what an invite link grants while it can be used. Its error (not
 * toasted: the register page says in place why a link is refused) carries the server's reason:
 * 410 used, revoked or expired; 404 not this site's. Disabled while `token` is undefined.
 */
export function useInvitation(token: string | undefined) {
  return useQuery({
    queryKey: [...invitationsKey, 'token', token ?? null] as const,
    queryFn: () =>
      callOperation(operations.getInvitation, { params: { token: token ?? '' } }, { quiet: true }),
    enabled: token !== undefined,
  });
}
