/**
 * What the page and the shell's service worker say to each other (shared by both builds): one
 * place for the message names, so neither side can misspell the other's.
 */

/** Page → worker: a new worker waiting for the user's Reload takes over now. */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Page → worker: read /remotes.json and keep every remote's current files; the worker answers
 * `{ ok }` on the port sent with the message once done.
 */
export const KEEP_REMOTES = 'KEEP_REMOTES';

/** A message of the page to the worker. */
export type WorkerMessage = { type: typeof SKIP_WAITING } | { type: typeof KEEP_REMOTES };

/** The file list each remote's build writes beside its remoteEntry.js (precache-plugin.cjs). */
export const PRECACHE_FILE = 'precache.json';

/** A remote's file list: each file's address relative to the list, and its revision. */
export interface PrecacheList {
  /** Changes whenever any file of the remote does: one string compares two versions. */
  revision: string;
  /** `revision` is null for a file whose name carries its content hash, else its SHA-256. */
  files: { url: string; revision: string | null }[];
}

/** Whether a parsed JSON value is a file list. */
export function isPrecacheList(value: unknown): value is PrecacheList {
  if (typeof value !== 'object' || value === null) return false;
  const { revision, files } = value as Partial<PrecacheList>;
  return (
    typeof revision === 'string' &&
    Array.isArray(files) &&
    files.every(
      (file: unknown) =>
        typeof file === 'object' &&
        file !== null &&
        typeof (file as { url?: unknown }).url === 'string' &&
        ((file as { revision?: unknown }).revision === null ||
          typeof (file as { revision?: unknown }).revision === 'string'),
    )
  );
}

/** The address of a remote's file list, beside its remoteEntry.js. */
export const precacheListUrl = (entry: string, base: string): string =>
  new URL(PRECACHE_FILE, new URL(entry, base)).href;
