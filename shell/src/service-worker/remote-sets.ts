/**
 * The remotes the service worker keeps, each as whole sets of files: a set is one
 * version of a remote (its precache.json and every file it names) in a cache of its own, and
 * becomes the remote's current set only once every file is in it. remoteEntry.js and
 * precache.json, whose names do not change between versions, are answered from the current set,
 * so a page never starts a remote whose chunks are not all there, or mixes chunks of two
 * versions. The set before stays too: a page that started on it may still load its chunks.
 */
import { PRECACHE_FILE, isPrecacheList, type PrecacheList } from '../offline/worker-messages';

/** One kept version of a remote. */
export interface RemoteSet {
  revision: string;
  /** The name of the cache holding its files. */
  cache: string;
}

/** The kept sets of each remote, by its remoteEntry.js address: the current set first. */
export type SetIndex = Record<string, RemoteSet[]>;

/** What the sets need from the worker; replaced in tests. */
interface RemoteSetsEnvironment {
  caches: CacheStorage;
  fetch: typeof fetch;
  /** The index, kept across restarts of the worker (IndexedDB). */
  readIndex(): Promise<SetIndex | undefined>;
  writeIndex(index: SetIndex): Promise<void>;
  /** The lowercase hex SHA-256 of a body. */
  sha256(body: ArrayBuffer): Promise<string>;
}

/** How many versions of a remote are kept: the current one and the one before. */
const KEPT_VERSIONS = 2;

const CACHE_PREFIX = 'muster-remote';

/** The files whose names stay the same from version to version. */
const UNVERSIONED_NAMES = ['remoteEntry.js', PRECACHE_FILE];

/** Whether an address is a remote's remoteEntry.js or file list. */
export const isUnversionedRemoteFile = (url: URL): boolean =>
  UNVERSIONED_NAMES.some((name) => url.pathname.endsWith(`/${name}`));

/** The remoteEntry.js beside a file. */
const entryOf = (url: URL | string): string => new URL('remoteEntry.js', url).href;

/**
 * Fetches for the sets: CORS (a remote may live on another origin, which must allow it; an opaque
 * answer could not be checked), no cookies, and past the HTTP cache for files without a hash.
 */
function fetchFile(env: RemoteSetsEnvironment, url: string, revalidate: boolean) {
  return env.fetch(url, {
    mode: 'cors',
    credentials: 'omit',
    cache: revalidate ? 'no-cache' : 'default',
  });
}

/** The sets of one worker. */
export function createRemoteSets(env: RemoteSetsEnvironment) {
  // One change of the index at a time: two keeps of one remote would each write their own view.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const index = async (): Promise<SetIndex> => (await env.readIndex()) ?? {};

  /** Puts one file of a list into a set's cache, checked against its revision. */
  async function keepFile(cache: Cache, list: string, file: PrecacheList['files'][number]) {
    const url = new URL(file.url, list).href;
    if (await cache.match(url)) return; // kept by an earlier try of the same set
    const response = await fetchFile(env, url, file.revision !== null);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (file.revision !== null) {
      // A file without a hash in its name may already be the next version: check it is this one.
      const digest = await env.sha256(await response.clone().arrayBuffer());
      if (digest !== file.revision) throw new Error(`${url} is not the version its list names`);
    }
    await cache.put(url, response);
  }

  /**
   * Keeps the version of a remote its server offers now, unless it is already the current set:
   * every file first, then the list, then the index names it current and forgets the versions
   * before the one before. A failure leaves the current set as it was.
   */
  async function keep(entry: string): Promise<void> {
    const listUrl = new URL(PRECACHE_FILE, entry).href;
    const response = await fetchFile(env, listUrl, true);
    if (!response.ok) throw new Error(`${listUrl} answered ${response.status}`);
    const list: unknown = await response.clone().json();
    if (!isPrecacheList(list)) throw new Error(`${listUrl} is not a file list`);
    const key = entryOf(listUrl);
    if ((await index())[key]?.[0]?.revision === list.revision) return;
    const name = `${CACHE_PREFIX} ${key} ${list.revision}`;
    const cache = await env.caches.open(name);
    await Promise.all(list.files.map((file) => keepFile(cache, listUrl, file)));
    await cache.put(listUrl, response);
    await serially(async () => {
      const current = await index();
      const sets = [
        { revision: list.revision, cache: name },
        ...(current[key] ?? []).filter((set) => set.cache !== name),
      ];
      await env.writeIndex({ ...current, [key]: sets.slice(0, KEPT_VERSIONS) });
      await Promise.all(sets.slice(KEPT_VERSIONS).map((set) => env.caches.delete(set.cache)));
    });
  }

  /**
   * A remote's remoteEntry.js or file list from its current set; undefined when the worker keeps
   * no set of that remote (the caller asks the network).
   */
  async function unversionedFile(url: string): Promise<Response | undefined> {
    const address = new URL(url);
    address.search = '';
    const set = (await index())[entryOf(address)]?.[0];
    if (!set) return undefined;
    const cache = await env.caches.open(set.cache);
    return cache.match(address.href);
  }

  return { keep, unversionedFile };
}
