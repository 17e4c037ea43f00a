import { useQuery } from '@tanstack/react-query';
import { getProfile } from '../api/calls.js';

export const profilesKey = ['profiles'] as const;

/** GET /api/users/profile (one's own, when `username` is undefined) or /api/users/profile/{username}. */
export function useProfile(username?: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...profilesKey, username ?? null] as const,
    queryFn: () => getProfile(username),
    enabled: options.enabled ?? true,
  });
}
