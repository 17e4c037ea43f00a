/**
 * Keeps the reads a roster needs (offline-queries.ts) in IndexedDB and puts them back into the
 * query cache when the site starts, so a roster opens, counts and prints offline (issue 16).
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
import { offlineQueryFilter } from './offline-queries';

/** Raised when what is kept changes shape: an older snapshot is dropped rather than misread. */
export const SNAPSHOT_VERSION = 1;

/** A snapshot older than this is dropped: a roster's faction has surely changed since. */
export const SNAPSHOT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** How often at most the snapshot is written while the cache changes. */
export const SAVE_THROTTLE_MS = 1000;

/** What is stored. */
export interface OfflineSnapshot {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

/** Where the snapshot lives and what decides its contents; replaced in tests. */
export interface PersistenceEnvironment {
  read(): Promise<unknown>;
  write(snapshot: OfflineSnapshot): Promise<void>;
  /** The slugs of the factions with a roster in this browser. */
  rosterSlugs(): Iterable<string>;
  now(): number;
}

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

/** Puts the kept reads back into the cache, older than anything the cache holds (see above). */
export async function restoreOfflineQueries(
  client: QueryClient,
  env: PersistenceEnvironment,
): Promise<void> {
  // Nothing kept, or IndexedDB refused (a private window): the site works online as before.
  const snapshot = await keptSnapshot(env);
  if (!snapshot) return;
  hydrate(client, {
    ...snapshot.state,
    queries: snapshot.state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: KEPT_ANSWERED_AT },
    })),
  });
}

/** The kept snapshot, or null when there is none to trust. */
async function keptSnapshot(env: PersistenceEnvironment): Promise<OfflineSnapshot | null> {
  const snapshot = await env.read().catch(() => undefined);
  return isSnapshot(snapshot) && env.now() - snapshot.savedAt <= SNAPSHOT_MAX_AGE_MS
    ? snapshot
    : null;
}

/**
 * Writes the snapshot now: the wanted reads of the cache, and those of the last snapshot the cache
 * does not hold (it is emptied when the signed-in user changes: a roster's faction stays kept).
 */
export async function saveOfflineQueries(
  client: QueryClient,
  env: PersistenceEnvironment,
): Promise<void> {
  const before = (await keptSnapshot(env))?.state.queries ?? [];
  const keptFaction = (slug: string) =>
    before.find((query) => query.queryHash === hashKey(factionKey(slug)))?.state.data as
      Faction | undefined;
  const wanted = offlineQueryFilter(
    env.rosterSlugs(),
    (slug) => (client.getQueryData<Faction>(factionKey(slug)) ?? keptFaction(slug))?._id,
  );
  const state = dehydrate(client, { shouldDehydrateQuery: wanted });
  const live = new Set(state.queries.map((query) => query.queryHash));
  state.queries.push(...before.filter((query) => !live.has(query.queryHash) && wanted(query)));
  await env.write({ version: SNAPSHOT_VERSION, savedAt: env.now(), state }).catch(() => undefined);
}

/**
 * Writes the snapshot after every change of the cache (at most once a second), and at once when
 * the page is hidden (a phone may end it then). Answers the function that stops it.
 */
export function keepOfflineQueries(client: QueryClient, env: PersistenceEnvironment): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    void saveOfflineQueries(client, env);
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    timer ??= setTimeout(save, SAVE_THROTTLE_MS);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
  };
}
