/// <reference lib="webworker" />
/**
 * Muster's service worker, built by Workbox's InjectManifest from this file:
 * - the shell's own files, precached from the list the build injects (`self.__WB_MANIFEST`);
 * - each remote kept as whole sets of files (remote-sets.ts), read from /remotes.json at install
 *   and whenever the page asks (it saw a new version of a remote);
 * - files whose names carry their content hash, from any cache that holds them, else the
 *   network (kept for later); the API's stored images likewise (their address is their hash);
 * - navigations network first, with a kept page when the network cannot answer (pages.ts).
 * A new worker waits until the user presses Reload on the 'A new version is available' banner:
 * nothing changes under an open page.
 */
import { get, set } from 'idb-keyval';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { KEEP_REMOTES, SKIP_WAITING, type WorkerMessage } from '../offline/worker-messages';
import { keepStartPage, pagesRoute } from './pages';
import { createRemoteSets, isUnversionedRemoteFile, type SetIndex } from './remote-sets';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/**
 * Remotes the worker does not keep: the admin remote's files reach moderators and the
 * administrator only, and every one of its screens needs the server anyway.
 */
const NOT_KEPT = new Set(['admin']);

/** A built file whose name carries its content hash (the same rule as the server's caching). */
const HASHED = /\.[0-9a-f]{12,}\.(js|css|png|jpe?g|gif|webp|svg|woff2?)$/;

/** An image of the API's store: its address is its content's hash, so it never changes. */
const STORED_IMAGE = /^\/api\/image\/[0-9a-f]{64}$/;

const INDEX_KEY = 'muster-remote-sets';

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

const remoteSets = createRemoteSets({
  caches: self.caches,
  fetch: (...args) => self.fetch(...args),
  readIndex: () => get<SetIndex>(INDEX_KEY),
  writeIndex: (index) => set(INDEX_KEY, index),
  sha256: async (body) => hex(await crypto.subtle.digest('SHA-256', body)),
});

/** Keeps every remote of /remotes.json but those never kept; one failure stops no other. */
async function keepRemotes(): Promise<boolean> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) return false;
  const manifest = (await response.json()) as Record<string, unknown>;
  const entries = Object.entries(manifest)
    .filter(([name]) => !NOT_KEPT.has(name))
    .map(([, entry]) => entry)
    .filter((entry): entry is string => typeof entry === 'string');
  const results = await Promise.allSettled(
    entries.map((entry) => remoteSets.keep(new URL(entry, self.location.origin).href)),
  );
  return results.every((result) => result.status === 'fulfilled');
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// remoteEntry.js and precache.json from the remote's current set. A request that asks to
// revalidate (`cache: 'no-cache'`: the shell's check for a new version) goes to the server.
registerRoute(
  ({ request, url }) => isUnversionedRemoteFile(url) && request.cache !== 'no-cache',
  async ({ request }) => (await remoteSets.unversionedFile(request.url)) ?? fetch(request),
);

// A hashed file is the same wherever it is kept: a remote's set, or the files kept on use.
registerRoute(
  ({ url }) => HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: 'muster-files',
    plugins: [
      {
        cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
          cachedResponse ?? (await caches.match(request)) ?? null,
      },
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && STORED_IMAGE.test(url.pathname),
  new CacheFirst({
    cacheName: 'muster-images',
    plugins: [new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
  }),
);

registerRoute(pagesRoute());

self.addEventListener('install', (event) => {
  // A remote that cannot be kept now (its server is down) leaves the worker installable: it is
  // kept the next time the page asks.
  event.waitUntil(Promise.allSettled([keepStartPage(), keepRemotes()]));
});

// Pages opened before this worker (the first visit) are served by it from now on.
clientsClaim();

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === SKIP_WAITING) void self.skipWaiting();
  if (message?.type === KEEP_REMOTES) {
    const [port] = event.ports;
    const done = keepRemotes().then(
      (ok) => port?.postMessage({ ok }),
      () => port?.postMessage({ ok: false }),
    );
    event.waitUntil(done);
  }
});
