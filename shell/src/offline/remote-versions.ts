/**
 * Finds a new version of a remote the page runs: the file list (precache.json) it
 * loaded is compared with the one its server offers now. The first read is the page's own (the
 * service worker answers it from the set that gave remoteEntry.js); a check is a conditional GET
 * past every cache (`cache: 'no-cache'`, which the worker passes to the server): a 304 of a few
 * bytes while nothing changed.
 */
import { isPrecacheList, precacheListUrl } from './worker-messages';

/** What the watch needs; replaced in tests. */
interface RemoteVersionsEnvironment {
  fetch: typeof fetch;
  /** The page's address, against which a relative remoteEntry.js is read. */
  baseUrl: string;
}

/** The revision of a file list, or null when it cannot be read (offline, or not deployed so). */
async function listRevision(
  env: RemoteVersionsEnvironment,
  url: string,
  cache: RequestCache,
): Promise<string | null> {
  try {
    const response = await env.fetch(url, { cache, mode: 'cors', credentials: 'omit' });
    if (!response.ok) return null;
    const list: unknown = await response.json();
    return isPrecacheList(list) ? list.revision : null;
  } catch {
    return null;
  }
}

/** The watch of one page. */
interface RemoteVersionWatch {
  /** Starts watching a remote the page loaded from `entry` (its remoteEntry.js address). */
  track(remote: string, entry: string): void;
  /** Reads every tracked remote's list again; `onNewVersion` hears of each changed one, once. */
  check(): Promise<void>;
}

/** Builds a watch that calls `onNewVersion` with the name of a remote whose files changed. */
export function createRemoteVersionWatch(
  env: RemoteVersionsEnvironment,
  onNewVersion: (remote: string) => void,
): RemoteVersionWatch {
  const loaded = new Map<string, { list: string; revision: Promise<string | null> }>();
  const announced = new Set<string>();
  let checking: Promise<void> | null = null;

  async function checkAll(): Promise<void> {
    for (const [remote, { list, revision }] of loaded) {
      if (announced.has(remote)) continue;
      const was = await revision;
      const now = was === null ? null : await listRevision(env, list, 'no-cache');
      if (now !== null && now !== was) {
        announced.add(remote);
        onNewVersion(remote);
      }
    }
  }

  return {
    track(remote, entry) {
      if (loaded.has(remote)) return;
      const list = precacheListUrl(entry, env.baseUrl);
      loaded.set(remote, { list, revision: listRevision(env, list, 'default') });
    },
    check() {
      // Focus and visibility come together: one check at a time is enough.
      checking ??= checkAll().finally(() => {
        checking = null;
      });
      return checking;
    },
  };
}
