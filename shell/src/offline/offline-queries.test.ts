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
  restoreOfflineQueries,
  saveOfflineQueries,
  type OfflineSnapshot,
  type PersistenceEnvironment,
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

function memoryEnvironment(slugs: string[]): PersistenceEnvironment & { stored?: unknown } {
  const env: PersistenceEnvironment & { stored?: unknown } = {
    read: async () => env.stored,
    write: async (snapshot) => {
      env.stored = structuredClone(snapshot);
    },
    rosterSlugs: () => slugs,
    now: () => NOW,
  };
  return env;
}

/** The keys of the reads of `client` that `keep` keeps. */
const keptBy = (client: QueryClient, keep: ReturnType<typeof offlineQueryFilter>) =>
  client
    .getQueryCache()
    .getAll()
    .filter(keep)
    .map((query) => query.queryKey);

const keptKeys = (env: { stored?: unknown }) =>
  (env.stored as OfflineSnapshot).state.queries.map((query) => query.queryKey);

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
    const snapshot = env.stored as OfflineSnapshot;

    env.stored = { ...snapshot, version: SNAPSHOT_VERSION + 1 };
    const other = new QueryClient();
    await restoreOfflineQueries(other, env);
    expect(other.getQueryData(factionKey('kell'))).toBeUndefined();

    env.stored = { ...snapshot, savedAt: NOW - SNAPSHOT_MAX_AGE_MS - 1 };
    await restoreOfflineQueries(other, env);
    expect(other.getQueryData(factionKey('kell'))).toBeUndefined();
  });

  it('stay kept when the cache is emptied (another user signs in)', async () => {
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
