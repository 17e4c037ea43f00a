import { useQuery } from '@tanstack/react-query';
import { isSignedIn, operations, sameUsername } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { sessionStore } from '../session/session-store.js';
import { isTokenExpired } from '../session/token.js';
import { useSession } from '../session/use-session.js';
import { profilesKey } from './use-profile.js';

/**
 * Reads the signed-in user's own profile once per page load and brings the session's roles,
 * display name and likes up to date. The server reads roles afresh on every request, so a role
 * the administrator grants or revokes works at once; with this, the screens follow on the next
 * page load too. A session the server refuses ends, as on any call.
 */
export function useFreshSession(): void {
  const session = useSession();
  useQuery({
    queryKey: [...profilesKey, 'session', session.username] as const,
    queryFn: async () => {
      const profile = await callOperation(operations.getOwnProfile);
      if (sameUsername(sessionStore.get().username, profile.username)) {
        sessionStore.update({
          roles: profile.roles,
          display: profile.display || null,
          likes: profile.likes,
        });
      }
      return profile;
    },
    // An expired session is ended by the shell with its own message, not by a refused call.
    enabled: isSignedIn(session) && session.token !== null && !isTokenExpired(session.token),
    staleTime: Infinity,
    retry: false,
  });
}
