import { useMemo, useSyncExternalStore } from 'react';
import type { Roster } from '../model/entities.js';
import { rosterStore } from './roster-store.js';

/** Every stored roster, newest first, re-rendering the caller after any roster change. */
export function useRosterList(): Roster[] {
  const version = useSyncExternalStore(
    rosterStore.subscribe,
    rosterStore.version,
    rosterStore.version,
  );
  // The version stands for the storage's contents: a new version, a fresh read.
  return useMemo(() => rosterStore.list(), [version]);
}

/** One roster by key (null when missing), re-rendering the caller after any roster change. */
export function useRoster(key: string): Roster | null {
  const version = useSyncExternalStore(
    rosterStore.subscribe,
    rosterStore.version,
    rosterStore.version,
  );
  return useMemo(() => rosterStore.get(key), [key, version]);
}
