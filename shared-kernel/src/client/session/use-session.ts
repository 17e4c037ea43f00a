import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store.js';

/** The current session, re-rendering the caller whenever it changes. */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
