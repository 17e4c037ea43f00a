import { useQuery } from '@tanstack/react-query';
import { getInvitation } from '../api/calls.js';
import { invitationsKey } from './use-invitations.js';

/**
 * GET /api/users/invite/{token}: what an invite link grants while it can be used. Its error (not
 * toasted) carries the server's reason: 410 used, revoked or expired; 404 not this site's.
 * Disabled while `token` is undefined.
 */
export function useInvitation(token: string | undefined) {
  return useQuery({
    queryKey: [...invitationsKey, 'token', token ?? null] as const,
    queryFn: () => getInvitation(token ?? ''),
    enabled: token !== undefined,
  });
}
