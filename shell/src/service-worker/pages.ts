/**
 * Navigations: the server puts each page together per request (the remotes manifest and the first
 * reads inside it), so the worker asks the network first and keeps the answer; when the network
 * does not answer within a few seconds, or fails, it answers the page kept for that address, else
 * any kept page. Any is right for any address: the shell is the same, and the reads a page carries
 * are keyed by their API address (the kernel takes one only when a screen makes that very read),
 * so a kept page of `/` gives a roster page its site settings and formula, never another page's
 * data. They may be older than the network's: they stand in only when the network cannot answer.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/** The cache of pages. */
const PAGES_CACHE = 'muster-pages';

/** Long enough for a slow phone connection, short enough to be usable offline in lie-fi. */
const NETWORK_TIMEOUT_SECONDS = 4;

/** The page kept at install, so the site opens offline at any address after one visit. */
const START_PAGE = '/';

/** Any kept page: the one of `/` first. */
async function anyKeptPage(): Promise<Response | undefined> {
  const cache = await caches.open(PAGES_CACHE);
  const start = await cache.match(START_PAGE);
  if (start) return start;
  const [first] = await cache.keys();
  return first ? cache.match(first) : undefined;
}

/** The route of every navigation but the API's own pages (its OpenAPI documentation). */
export function pagesRoute(): NavigationRoute {
  const strategy = new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new ExpirationPlugin({ maxEntries: 30 }),
      { handlerDidError: async () => (await anyKeptPage()) ?? Response.error() },
    ],
  });
  return new NavigationRoute(strategy, { denylist: [/^\/api\//] });
}

/** Keeps the start page (at install: the page that registered the worker came before it). */
export async function keepStartPage(): Promise<void> {
  const response = await fetch(START_PAGE, { cache: 'no-cache', credentials: 'same-origin' });
  if (response.ok) await (await caches.open(PAGES_CACHE)).put(START_PAGE, response);
}
