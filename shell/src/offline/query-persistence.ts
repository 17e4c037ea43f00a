/**
 * Keeps the reads a roster needs (offline-queries.ts) in IndexedDB and puts them back into the
 * query cache when the site starts, so a roster opens, counts and prints offline.
 * Each signed-in user has a snapshot of their own, and visitors share one: what a user read with
 * their token (an editor's working copy) is kept only in theirs, deleted when they sign out, and
 * never put back for anyone else; the visitors' snapshot holds only reads made without a token.
 * TanStack Query's own `dehydrate` / `hydrate` do the work (they are in the shared query-core
 * already on every page); the persister packages are not used: they pin an older query-core than
 * the site's singleton, which would be a second copy or a version warning on every page.
 */
import {
  dehydrate,
  hashKey,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import type { Faction } from '@muster/shared-kernel/core';
import { factionKey } from '@muster/shared-kernel/client';
import { isPublicRead, offlineQueryFilter, type ReadState } from './offline-queries';

/** Raised when what is kept changes shape: an older snapshot is dropped rather than misread. */
export const SNAPSHOT_VERSION = 2;

/** A snapshot older than this is dropped: a roster's faction has surely changed since. */
export const SNAPSHOT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long at most a change of the cache waits to be written, when it is not a read a roster
 * needs (those are written at once: the connection may drop a moment after a roster opened).
 */
export const SAVE_THROTTLE_MS = 1000;

/** What is stored. */
export interface OfflineSnapshot {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

/** Whose snapshot: a signed-in user's username, or null for the one visitors share. */
export type Reader = string | null;

/** Where the snapshots live and what decides their contents; replaced in tests. */
export interface PersistenceEnvironment {
  read(reader: Reader): Promise<unknown>;
  write(reader: Reader, snapshot: OfflineSnapshot): Promise<void>;
  /** Deletes a user's snapshot. */
  remove(username: string): Promise<void>;
  /** The users who have a snapshot in this browser. */
  keptUsers(): Promise<string[]>;
  /** Who is signed in now. */
  reader(): Reader;
  /** Calls `listener` after every change of the session; answers the stop. */
  onSessionChange(listener: () => void): () => void;
  /** The slugs of the factions with a roster in this browser. */
  rosterSlugs(): Iterable<string>;
  now(): number;
}

type KeptRead = DehydratedState['queries'][number];

function isSnapshot(value: unknown): value is OfflineSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { version, savedAt, state } = value as Partial<OfflineSnapshot>;
  return version === SNAPSHOT_VERSION && typeof savedAt === 'number' && typeof state === 'object';
}

/**
 * When the kept reads say they were answered: the dawn of time. They stand in until the server
 * answers, and no longer: stale at once, a screen that shows one asks the server again (offline,
 * the read waits for the connection), and a read the cache already holds is never replaced by one.
 */
const KEPT_ANSWERED_AT = 1;

/** The reads of `reader`'s snapshot, or none when there is none to trust. */
async function keptReads(env: PersistenceEnvironment, reader: Reader): Promise<KeptRead[]> {
  // Nothing kept, or IndexedDB refused (a private window): the site works online as before.
  const snapshot = await env.read(reader).catch(() => undefined);
  return isSnapshot(snapshot) && env.now() - snapshot.savedAt <= SNAPSHOT_MAX_AGE_MS
    ? snapshot.state.queries
    : [];
}

/**
 * Puts the kept reads of whoever is signed in back into the cache (their own, then the visitors'
 * for what theirs lacks; a visitor gets only the visitors'), older than anything the cache holds
 * (see above). Nothing is put back when the session changed while they were read.
 */
export async function restoreOfflineQueries(
  client: QueryClient,
  env: PersistenceEnvironment,
): Promise<void> {
  const reader = env.reader();
  const own = reader === null ? [] : await keptReads(env, reader);
  const shared = await keptReads(env, null);
  // Signed in or out while they were read: they may be someone else's, and the cache is the new
  // reader's now.
  if (env.reader() !== reader) return;
  for (const queries of [own, shared]) {
    hydrate(client, {
      mutations: [],
      queries: queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: KEPT_ANSWERED_AT },
      })),
    });
  }
}

/** The reads of `reads` that `wanted` keeps, with those of `before` that `reads` lacks. */
function merged(reads: KeptRead[], before: KeptRead[], wanted: (read: KeptRead) => boolean) {
  const live = new Set(reads.map((read) => read.queryHash));
  return [...reads, ...before.filter((read) => !live.has(read.queryHash))].filter(wanted);
}

/**
 * Writes the snapshots now. The signed-in user's: the wanted reads of the cache, and those of
 * their last snapshot the cache does not hold (a roster's faction stays kept). The visitors': the
 * same, of the reads made without a token only. The reads are taken from the cache at once, with
 * the reader they belong to (the cache is reset whenever the session changes).
 */
export async function saveOfflineQueries(
  client: QueryClient,
  env: PersistenceEnvironment,
): Promise<void> {
  const reader = env.reader();
  const { queries: live } = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
    shouldDehydrateMutation: () => false,
  });
  const ownBefore = reader === null ? [] : await keptReads(env, reader);
  const sharedBefore = await keptReads(env, null);
  const all = [...live, ...ownBefore, ...sharedBefore];
  const wanted = offlineQueryFilter(env.rosterSlugs(), (slug) => {
    const hash = hashKey(factionKey(slug));
    return (all.find((read) => read.queryHash === hash)?.state.data as Faction | undefined)?._id;
  });
  const write = (to: Reader, queries: KeptRead[]) =>
    env
      .write(to, {
        version: SNAPSHOT_VERSION,
        savedAt: env.now(),
        state: { mutations: [], queries },
      })
      .catch(() => undefined);
  if (reader !== null) await write(reader, merged(live, ownBefore, wanted));
  const shared = reader === null ? live : live.filter(isPublicRead);
  await write(null, merged(shared, sharedBefore, wanted));
}

/**
 * Writes the snapshots while the page lives: at once when a read a roster needs arrives, within
 * {@link SAVE_THROTTLE_MS} after any other change of the cache, and at once when the page is
 * hidden (a phone may end it then). A user's snapshot is deleted when they sign out, and those of
 * users no longer signed in here are deleted at the start. Writes and deletions run one after the
 * other, in order. Answers the function that stops it.
 */
export function keepOfflineQueries(client: QueryClient, env: PersistenceEnvironment): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let saveQueued = false;
  const then = (step: () => Promise<void>) => {
    queue = queue.then(step).catch(() => undefined);
  };
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (saveQueued) return;
    saveQueued = true;
    then(() => {
      saveQueued = false;
      return saveOfflineQueries(client, env);
    });
  };
  const forget = (username: string) => then(() => env.remove(username).catch(() => undefined));

  let reader = env.reader();
  then(async () => {
    for (const username of await env.keptUsers()) if (username !== env.reader()) forget(username);
  });
  const stopSession = env.onSessionChange(() => {
    const gone = reader;
    reader = env.reader();
    if (gone !== null && gone !== reader) forget(gone);
  });

  const isRosterRead = (read: ReadState) =>
    offlineQueryFilter(
      env.rosterSlugs(),
      (slug) => client.getQueryData<Faction>(factionKey(slug))?._id,
    )(read);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isRosterRead(event.query))
      save();
    else timer ??= setTimeout(save, SAVE_THROTTLE_MS);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    stopSession();
    document.removeEventListener('visibilitychange', onHidden);
  };
}
