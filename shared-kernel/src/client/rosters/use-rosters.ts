import { useSyncExternalStore } from 'react';
import type { Roster } from '@muster/shared-kernel/core';
import { rosterStore } from './roster-store.js';

/**
 * Reads from the store once per store version, so a snapshot stays the same object until a roster
 * changes (as useSyncExternalStore requires) and a change is a fresh read.
 */
function perVersion<T>(read: () => T): () => T {
  let cached: { version: number; value: T } | null = null;
  return () => {
    const version = rosterStore.version();
    if (cached?.version !== version) cached = { version, value: read() };
    return cached.value;
  };
}

const listSnapshot = perVersion(() => rosterStore.list());
const rosterSnapshots = new Map<string, () => Roster | null>();

function rosterSnapshot(key: string): () => Roster | null {
  let snapshot = rosterSnapshots.get(key);
  if (!snapshot) {
    snapshot = perVersion(() => rosterStore.get(key));
    rosterSnapshots.set(key, snapshot);
  }
  return snapshot;
}

/** Every stored roster, newest first, re-rendering the caller after any roster change. */
export function useRosterList(): Roster[] {
  return useSyncExternalStore(rosterStore.subscribe, listSnapshot, listSnapshot);
}

/** One roster by key (null when missing), re-rendering the caller after any roster change. */
export function useRoster(key: string): Roster | null {
  const snapshot = rosterSnapshot(key);
  return useSyncExternalStore(rosterStore.subscribe, snapshot, snapshot);
}

/**
 * True while the store checks a roster it did not write itself (one from an older version of
 * the site) before it can be read: a screen shows it as loading, not as missing.
 */
export function useRosterChecking(key: string): boolean {
  return useSyncExternalStore(
    rosterStore.subscribe,
    () => rosterStore.checking(key),
    () => rosterStore.checking(key),
  );
}
