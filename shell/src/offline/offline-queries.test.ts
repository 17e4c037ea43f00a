import { QueryClient } from '@tanstack/react-query';
import {
  abilityTemplateListKey,
  activePointFormulaKey,
  factionKey,
  factionListKey,
  factionVersionKey,
  factionUnitsKey,
  factionWeaponsKey,
} from '@muster/shared-kernel/client';
import { offlineQueryFilter } from './offline-queries';
import {
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_VERSION,
  SAVE_THROTTLE_MS,
  keepOfflineQueries,
  restoreOfflineQueries,
  saveOfflineQueries,
  type OfflineSnapshot,
  type PersistenceEnvironment,
  type Reader,
} from './query-persistence';

const NOW = Date.UTC(2026, 10, 26);

/** A cache as a roster of Kell leaves it, with reads of another faction and a list beside. */
function filledCache(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(factionKey('kell'), { _id: 'f1', slug: 'kell', title: 'Kell' });
  client.setQueryData(factionUnitsKey('f1'), [{ _id: 'u1' }]);
  client.setQueryData(factionWeaponsKey('f1'), [{ _id: 'w1' }]);
  client.setQueryData(factionKey('ash'), { _id: 'f2', slug: 'ash', title: 'Ash' });
  client.setQueryData(factionUnitsKey('f2'), [{ _id: 'u2' }]);
  client.setQueryData(abilityTemplateListKey, [{ _id: 'a1' }]);
  client.setQueryData(activePointFormulaKey, { _id: 'p1', formula: '{}' });
  client.setQueryData(factionListKey('public', { page: 1, search: '' } as never), [
    { slug: 'kell' },
  ]);
  return client;
}

/** A browser's snapshots in memory, by reader, with a session that tests change. */
type MemoryEnvironment = PersistenceEnvironment & {
  stored: Map<Reader, unknown>;
  signIn(reader: Reader): void;
};

function memoryEnvironment(slugs: string[]): MemoryEnvironment {
  let reader: Reader = null;
  const listeners = new Set<() => void>();
  const stored = new Map<Reader, unknown>();
  return {
    stored,
    signIn(next) {
      reader = next;
      for (const listener of listeners) listener();
    },
    read: async (from) => stored.get(from),
    write: async (to, snapshot) => {
      stored.set(to, structuredClone(snapshot));
    },
    remove: async (username) => {
      stored.delete(username);
    },
    keptUsers: async () => [...stored.keys()].filter((key): key is string => key !== null),
    reader: () => reader,
    onSessionChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rosterSlugs: () => slugs,
    now: () => NOW,
  };
}

/** The keys of the reads of `client` that `keep` keeps. */
const keptBy = (client: QueryClient, keep: ReturnType<typeof offlineQueryFilter>) =>
  client
    .getQueryCache()
    .getAll()
    .filter(keep)
    .map((query) => query.queryKey);

/** The keys of the reads kept for `reader` (the visitors' by default). */
const keptKeys = (env: MemoryEnvironment, reader: Reader = null) =>
  (env.stored.get(reader) as OfflineSnapshot | undefined)?.state.queries.map(
    (query) => query.queryKey,
  ) ?? [];

describe('the reads kept offline', () => {
  it('are the roster factions, their units and weapons, the templates and the formula', () => {
    const client = filledCache();
    const keep = offlineQueryFilter(['kell'], (slug) => (slug === 'kell' ? 'f1' : undefined));
    const kept = keptBy(client, keep);
    expect(kept).toEqual(
      expect.arrayContaining([
        factionKey('kell'),
        factionUnitsKey('f1'),
        factionWeaponsKey('f1'),
        abilityTemplateListKey,
        activePointFormulaKey,
      ]),
    );
    expect(kept).toHaveLength(5);
  });

  it("take in every version of a roster faction read here, and no other faction's", () => {
    const client = filledCache();
    client.setQueryData(factionVersionKey('kell', 1), { number: 1 });
    client.setQueryData(factionVersionKey('kell', 2), { number: 2 });
    client.setQueryData(factionVersionKey('ash', 1), { number: 1 });
    const keep = offlineQueryFilter(['kell'], (slug) => (slug === 'kell' ? 'f1' : undefined));
    const kept = keptBy(client, keep);
    expect(kept).toEqual(
      expect.arrayContaining([factionVersionKey('kell', 1), factionVersionKey('kell', 2)]),
    );
    expect(kept).not.toContainEqual(factionVersionKey('ash', 1));
    expect(kept).toHaveLength(7);
  });

  it('leave out a read that failed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client
      .fetchQuery({
        queryKey: factionKey('kell'),
        queryFn: () => Promise.reject(new Error('down')),
      })
      .catch(() => undefined);
    const keep = offlineQueryFilter(['kell'], () => undefined);
    expect(client.getQueryCache().getAll().filter(keep)).toEqual([]);
  });

  it('are written to the store and put back into an empty cache', async () => {
    const env = memoryEnvironment(['kell']);
    await saveOfflineQueries(filledCache(), env);
    expect(keptKeys(env)).toHaveLength(5);
    expect(keptKeys(env)).not.toContainEqual(factionKey('ash'));

    const next = new QueryClient();
    await restoreOfflineQueries(next, env);
    expect(next.getQueryData(factionKey('kell'))).toMatchObject({ title: 'Kell' });
    expect(next.getQueryData(factionUnitsKey('f1'))).toEqual([{ _id: 'u1' }]);
    expect(next.getQueryData(factionUnitsKey('f2'))).toBeUndefined();
  });

  it('come back stale, and never over what the cache already holds', async () => {
    const env = memoryEnvironment(['kell']);
    await saveOfflineQueries(filledCache(), env);
    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    next.setQueryData(factionUnitsKey('f1'), [{ _id: 'u1', name: 'from the server' }]);
    await restoreOfflineQueries(next, env);
    expect(next.getQueryData(factionUnitsKey('f1'))).toEqual([
      { _id: 'u1', name: 'from the server' },
    ]);
    // A screen that shows a kept read asks the server again (the unit may have changed since).
    const weapons = next.getQueryCache().find({ queryKey: factionWeaponsKey('f1') });
    expect(weapons?.state.data).toEqual([{ _id: 'w1' }]);
    expect(weapons?.isStaleByTime(60_000)).toBe(true);
  });

  it('are not put back from a snapshot of another version or too old', async () => {
    const env = memoryEnvironment(['kell']);
    await saveOfflineQueries(filledCache(), env);
    const snapshot = env.stored.get(null) as OfflineSnapshot;

    env.stored.set(null, { ...snapshot, version: SNAPSHOT_VERSION + 1 });
    const other = new QueryClient();
    await restoreOfflineQueries(other, env);
    expect(other.getQueryData(factionKey('kell'))).toBeUndefined();

    env.stored.set(null, { ...snapshot, savedAt: NOW - SNAPSHOT_MAX_AGE_MS - 1 });
    await restoreOfflineQueries(other, env);
    expect(other.getQueryData(factionKey('kell'))).toBeUndefined();
  });

  it('stay kept when the cache no longer holds them', async () => {
    const env = memoryEnvironment(['kell']);
    const client = filledCache();
    await saveOfflineQueries(client, env);
    client.clear();
    client.setQueryData(factionListKey('public', { page: 1, search: '' } as never), []);
    await saveOfflineQueries(client, env);
    expect(keptKeys(env)).toHaveLength(5);
    expect(keptKeys(env)).toContainEqual(factionUnitsKey('f1'));
  });

  it('keep nothing of a faction once its last roster is gone', async () => {
    const env = memoryEnvironment([]);
    await saveOfflineQueries(filledCache(), env);
    expect(keptKeys(env)).toEqual([abilityTemplateListKey, activePointFormulaKey]);
  });
});

/** Waits (at most `ms`) until `done` holds: the kept reads are written one after the other. */
async function until(done: () => boolean, ms = 200): Promise<void> {
  for (const start = Date.now(); !done() && Date.now() - start < ms;) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(done()).toBe(true);
}

describe('whose reads are kept', () => {
  const PRIVATE = [factionKey('kell'), factionUnitsKey('f1'), factionWeaponsKey('f1')];

  it("are a signed-in user's own; the visitors' keep only the reads made without a token", async () => {
    const env = memoryEnvironment(['kell']);
    env.signIn('ann');
    await saveOfflineQueries(filledCache(), env);
    expect(keptKeys(env, 'ann')).toEqual(expect.arrayContaining(PRIVATE));
    expect(keptKeys(env, 'ann')).toHaveLength(5);
    expect(keptKeys(env)).toEqual([abilityTemplateListKey, activePointFormulaKey]);
  });

  it('are forgotten when the user signs out, but for the reads made without a token', async () => {
    const env = memoryEnvironment(['kell']);
    env.signIn('ann');
    const client = filledCache();
    const stop = keepOfflineQueries(client, env);
    await saveOfflineQueries(client, env);
    expect(env.stored.has('ann')).toBe(true);

    env.signIn(null);
    client.clear();
    await until(() => !env.stored.has('ann'));
    expect(keptKeys(env)).toEqual([abilityTemplateListKey, activePointFormulaKey]);
    const next = new QueryClient();
    await restoreOfflineQueries(next, env);
    for (const key of PRIVATE) expect(next.getQueryData(key)).toBeUndefined();
    expect(next.getQueryData(abilityTemplateListKey)).toEqual([{ _id: 'a1' }]);
    stop();
  });

  it("are put back for their user only: a visitor gets none of a user's", async () => {
    const env = memoryEnvironment(['kell']);
    env.signIn('ann');
    await saveOfflineQueries(filledCache(), env);
    const ann = new QueryClient();
    await restoreOfflineQueries(ann, env);
    expect(ann.getQueryData(factionKey('kell'))).toMatchObject({ title: 'Kell' });

    env.signIn(null);
    const visitor = new QueryClient();
    await restoreOfflineQueries(visitor, env);
    for (const key of PRIVATE) expect(visitor.getQueryData(key)).toBeUndefined();
    expect(visitor.getQueryData(activePointFormulaKey)).toMatchObject({ _id: 'p1' });
  });

  it('are not put back when the user signs out while they are read', async () => {
    const env = memoryEnvironment(['kell']);
    env.signIn('ann');
    await saveOfflineQueries(filledCache(), env);
    const read = env.read;
    env.read = async (reader) => {
      env.signIn(null);
      return read(reader);
    };
    const client = new QueryClient();
    await restoreOfflineQueries(client, env);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('of a user no longer signed in here are deleted when the page starts keeping reads', async () => {
    const env = memoryEnvironment(['kell']);
    env.signIn('ann');
    await saveOfflineQueries(filledCache(), env);
    env.signIn('bob');
    await saveOfflineQueries(filledCache(), env);
    const stop = keepOfflineQueries(new QueryClient(), env);
    await until(() => !env.stored.has('ann'));
    expect(env.stored.has('bob')).toBe(true);
    stop();
  });
});

describe('the reads a roster opened with', () => {
  it('are kept as soon as they arrive, without waiting to gather more changes', async () => {
    const env = memoryEnvironment(['kell']);
    const client = new QueryClient();
    const stop = keepOfflineQueries(client, env);
    const start = Date.now();
    client.setQueryData(factionKey('kell'), { _id: 'f1', slug: 'kell', title: 'Kell' });
    client.setQueryData(factionUnitsKey('f1'), [{ _id: 'u1' }]);
    client.setQueryData(factionWeaponsKey('f1'), [{ _id: 'w1' }]);
    await until(() => keptKeys(env).length === 3, SAVE_THROTTLE_MS / 2);
    expect(Date.now() - start).toBeLessThan(SAVE_THROTTLE_MS);
    stop();
  });
});
