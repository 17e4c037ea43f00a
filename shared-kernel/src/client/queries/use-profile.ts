import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { SHOWN_ON_SCREEN, callOperation, type CallOptions } from '../api/call-operation.js';

export const profilesKey = ['profiles'] as const;

/**
 * GET /api/users/profile (one's own, when `username` is undefined: a session is needed) or
 * /api/users/profile/{username}.
 */
export const fetchProfile = (username?: string, options?: CallOptions) =>
  username === undefined
    ? callOperation(operations.getOwnProfile, undefined, options)
    : callOperation(operations.getProfile, { params: { username } }, options);

/**
 * GET /api/users/profile (one's own, when `username` is undefined) or /api/users/profile/{username},
 * for a screen that shows its failure itself (the profile page's message, an author's username).
 */
export function useProfile(username?: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...profilesKey, username ?? null] as const,
    queryFn: () => fetchProfile(username, SHOWN_ON_SCREEN),
    enabled: options.enabled ?? true,
  });
}
