/**
 * What makes the site work offline and tell of new versions, started after the first
 * paint in a chunk of its own, so no page waits for it or pays for it before it draws: the
 * service worker, the watch of the remotes' versions, and the reads kept for the rosters.
 */
import type { QueryClient } from '@tanstack/react-query';
import { del, get, keys, set } from 'idb-keyval';
import { rosterFactionSlugs, sessionStore } from '@muster/shared-kernel/client';
import { onRemoteLoaded } from '../remotes/federation';
import {
  keepOfflineQueries,
  restoreOfflineQueries,
  type PersistenceEnvironment,
  type Reader,
} from './query-persistence';
import { createRemoteVersionWatch } from './remote-versions';
import { keepRemotesInWorker, lookForNewWorker, registerServiceWorker } from './service-worker';
import { updateStore } from './update-store';

/** How often an open page looks for new versions besides focus and visibility changes. */
const CHECK_EVERY_MS = 5 * 60 * 1000;

/** The visitors' snapshot; a user's is this followed by `:user:` and their username. */
const SNAPSHOT_KEY = 'muster-offline-queries';
const USER_PREFIX = `${SNAPSHOT_KEY}:user:`;
const snapshotKey = (reader: Reader) => (reader === null ? SNAPSHOT_KEY : USER_PREFIX + reader);

function rosterSlugs(): Set<string> {
  try {
    return rosterFactionSlugs(localStorage);
  } catch {
    return new Set(); // storage refused: no roster outlives the page
  }
}

const browserPersistence: PersistenceEnvironment = {
  read: (reader) => get(snapshotKey(reader)),
  write: (reader, snapshot) => set(snapshotKey(reader), snapshot),
  remove: (username) => del(snapshotKey(username)),
  keptUsers: async () =>
    (await keys())
      .filter((key): key is string => typeof key === 'string' && key.startsWith(USER_PREFIX))
      .map((key) => key.slice(USER_PREFIX.length)),
  reader: () => {
    const { token, username } = sessionStore.get();
    return token === null ? null : username;
  },
  onSessionChange: (listener) => sessionStore.subscribe(listener),
  rosterSlugs,
  now: () => Date.now(),
};

async function keepRosterReads(client: QueryClient): Promise<void> {
  await restoreOfflineQueries(client, browserPersistence);
  keepOfflineQueries(client, browserPersistence);
}

/** Looks for new versions when the user comes back to the page, and every few minutes. */
function watchVersions(check: () => void): void {
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, CHECK_EVERY_MS);
}

/** Starts everything; `serviceWorker` is false in development, where there is no worker. */
export function startOffline(client: QueryClient, { serviceWorker }: { serviceWorker: boolean }) {
  void keepRosterReads(client);
  const remotes = createRemoteVersionWatch(
    { fetch: (...args) => fetch(...args), baseUrl: window.location.href },
    (remote) => {
      // The worker starts keeping the new files now, so Reload has little left to wait for.
      void keepRemotesInWorker().catch(() => undefined);
      updateStore.announce(`remote ${remote}`, keepRemotesInWorker);
    },
  );
  onRemoteLoaded((remote, entry) => remotes.track(remote, entry));
  const worker =
    serviceWorker && 'serviceWorker' in navigator
      ? registerServiceWorker(updateStore).catch(() => undefined)
      : Promise.resolve();
  watchVersions(() => {
    void remotes.check();
    void worker.then(lookForNewWorker).catch(() => undefined);
  });
}
