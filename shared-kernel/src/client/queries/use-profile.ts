import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';

export const profilesKey = ['profiles'] as const;

/**
 * GET /api/users/profile (one's own, when `username` is undefined: a session is needed) or
 * /api/users/profile/{username}.
 */
export const fetchProfile = (username?: string) =>
  username === undefined
    ? callOperation(operations.getOwnProfile)
    : callOperation(operations.getProfile, { params: { username } });

/** GET /api/users/profile (one's own, when `username` is undefined) or /api/users/profile/{username}. */
export function useProfile(username?: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...profilesKey, username ?? null] as const,
    queryFn: () => fetchProfile(username),
    enabled: options.enabled ?? true,
  });
}
