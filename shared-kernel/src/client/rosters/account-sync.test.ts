import { onlineManager } from '@tanstack/react-query';
import type { Roster } from '@muster/shared-kernel/core';
import { WARDEN, mockApi, mockSessionToken } from '@muster/shared-kernel/testing';
import { sessionStore } from '../session/session-store.js';
import { ApiRequestError } from '../api/http.js';
import {
  accountRosterApi,
  createAccountSync,
  syncStorageKey,
  type AccountSync,
} from './account-sync.js';
import { createRosterStore, memoryRosterStorage, type RosterStore } from './roster-store.js';

const api = mockApi();

/** Any valid unit: the rosters' lines need one. */
const unit = WARDEN;

/** One clock for every device, so 'later' means the same thing on each. */
let clock = 1_000_000;
const tick = () => (clock += 1000);

/** A browser of the user: its roster store and its sync, over storages of its own. */
interface Device {
  store: RosterStore;
  bookkeeping: ReturnType<typeof memoryRosterStorage>;
  sync: AccountSync;
}

function device(username = 'ada'): Device {
  const storage = memoryRosterStorage();
  const store = createRosterStore(storage, tick);
  const bookkeeping = memoryRosterStorage();
  return {
    store,
    bookkeeping,
    sync: createAccountSync({ store, storage: bookkeeping, username, now: tick }),
  };
}

async function make(on: Device, name: string): Promise<Roster> {
  const made = await on.store.create({
    faction_title: 'Orcs',
    faction_slug: 'orcs',
    name,
    unit_list: [{ count: 1, obj: unit }],
  });
  if (!made.ok) throw new Error(made.error);
  on.sync.noticeChange();
  return made.roster;
}

async function rename(on: Device, key: string, name: string): Promise<void> {
  const roster = on.store.get(key);
  if (!roster) throw new Error(`no roster ${key}`);
  const saved = await on.store.save({ ...roster, name });
  if (!saved.ok) throw new Error(saved.error);
  on.sync.noticeChange();
}

const names = (on: Device) =>
  on.store
    .list()
    .map((roster) => roster.name)
    .sort();
const account = () => api.db.accountRosters.ada ?? [];
const accountNames = () =>
  account()
    .filter((roster) => !roster.deleted)
    .map((roster) => roster.file?.name)
    .sort();
const writes = () => api.requests.filter((request) => !request.startsWith('GET'));

/** Two devices that both hold `name`, kept in the account. */
async function twoSyncedDevices(name: string) {
  const here = device();
  const there = device();
  await here.sync.run();
  await there.sync.run();
  const roster = await make(here, name);
  await here.sync.run();
  await there.sync.run();
  expect(there.store.get(roster.key)?.name).toBe(name);
  return { here, there, key: roster.key };
}

beforeEach(() => {
  sessionStore.set({
    token: mockSessionToken('ada'),
    username: 'ada',
    display: 'Ada',
    roles: [],
    likes: [],
  });
});
afterEach(() => {
  sessionStore.clear();
  onlineManager.setOnline(true);
});

describe('the account sync', () => {
  it('offers the rosters made before the first sync on this device, and sends none of them', async () => {
    const here = device();
    const before = await make(here, 'Before');
    const outcome = await here.sync.run();
    expect(outcome.offer.map((roster) => roster.key)).toEqual([before.key]);
    // Offered is not kept: the account does not hold it.
    expect(outcome.kept).toEqual([]);
    expect(outcome).toMatchObject({ pushed: 0, pulled: 0, conflictCopies: [] });
    expect(outcome.error).toBeUndefined();
    expect(account()).toEqual([]);
    expect(writes()).toEqual([]);
    // Its bookkeeping is not a roster to the store.
    expect(here.bookkeeping.getItem(syncStorageKey('ada'))).not.toBeNull();
    expect(here.store.list()).toHaveLength(1);
  });

  it('sends the offered rosters once accepted, and offers them no more', async () => {
    const here = device();
    const first = await make(here, 'First');
    const second = await make(here, 'Second');
    expect((await here.sync.run()).offer).toHaveLength(2);
    const outcome = await here.sync.accept([first.key, second.key]);
    expect(outcome.offer).toEqual([]);
    expect(outcome.pushed).toBe(2);
    expect([...outcome.kept].sort()).toEqual([first.key, second.key].sort());
    expect(accountNames()).toEqual(['First', 'Second']);
    const kept = [...account()].sort((a, b) => a.created - b.created);
    expect(kept.map((roster) => [roster.key, roster.created, roster.revision])).toEqual([
      [first.key, first.created, 1],
      [second.key, second.created, 1],
    ]);
    api.requests.length = 0;
    expect((await here.sync.run()).offer).toEqual([]);
    expect(writes()).toEqual([]);
  });

  it('remembers a declined offer: never sent, never offered again, on a later page too', async () => {
    const here = device();
    const before = await make(here, 'Private');
    await here.sync.run();
    here.sync.decline([before.key]);
    expect(await here.sync.run()).toMatchObject({ offer: [], kept: [] });
    const later = createAccountSync({
      store: here.store,
      storage: here.bookkeeping,
      username: 'ada',
    });
    expect((await later.run()).offer).toEqual([]);
    expect(account()).toEqual([]);
    expect(here.store.get(before.key)?.name).toBe('Private');
  });

  it('sends a roster made after the first sync without asking', async () => {
    const here = device();
    await here.sync.run();
    const made = await make(here, 'New');
    expect(here.sync.pending()).toBe(true);
    const outcome = await here.sync.run();
    expect(outcome).toMatchObject({ pushed: 1, offer: [], kept: [made.key] });
    expect(accountNames()).toEqual(['New']);
    expect(account()[0]).toMatchObject({ key: made.key, created: made.created, revision: 1 });
    expect(here.sync.pending()).toBe(false);
  });

  it('sends a roster made after signing in even before the first sync here; offers older ones', async () => {
    const store = createRosterStore(memoryRosterStorage(), tick);
    const visitors = await store.create({
      faction_title: 'Orcs',
      faction_slug: 'orcs',
      name: 'Visitor',
      unit_list: [{ count: 1, obj: unit }],
    });
    if (!visitors.ok) throw new Error(visitors.error);
    const signedInAt = tick();
    const here: Device = {
      store,
      bookkeeping: memoryRosterStorage(),
      sync: createAccountSync({
        store,
        storage: memoryRosterStorage(),
        username: 'ada',
        signedInAt,
        now: tick,
      }),
    };
    const own = await make(here, 'Signed In');
    const outcome = await here.sync.run();
    expect(outcome.offer.map((roster) => roster.key)).toEqual([visitors.roster.key]);
    expect(outcome.pushed).toBe(1);
    expect(account().map((roster) => roster.key)).toEqual([own.key]);
  });

  it('brings a roster made on another device, under the same key and creation time', async () => {
    const there = device();
    await there.sync.run();
    const made = await make(there, 'Made There');
    await there.sync.run();
    const here = device();
    const outcome = await here.sync.run();
    expect(outcome).toMatchObject({ pulled: 1, offer: [] });
    expect(here.store.get(made.key)).toMatchObject({
      key: made.key,
      created: made.created,
      name: 'Made There',
      unit_list: [{ count: 1 }],
    });
    // Brought here is not changed here: nothing goes back.
    api.requests.length = 0;
    await here.sync.run();
    expect(writes()).toEqual([]);
  });

  it('sends a change made here, and the other device takes it', async () => {
    const { here, there, key } = await twoSyncedDevices('Before');
    await rename(here, key, 'After');
    expect((await here.sync.run()).pushed).toBe(1);
    expect(account()[0]).toMatchObject({ key, revision: 2, file: { name: 'After' } });
    expect((await there.sync.run()).pulled).toBe(1);
    expect(there.store.get(key)?.name).toBe('After');
  });

  it('keeps both changes when two devices changed a roster: the later keeps it, the other is a conflict copy', async () => {
    const { here, there, key } = await twoSyncedDevices('Plan');
    await rename(there, key, 'Plan There');
    await rename(here, key, 'Plan Here');
    await there.sync.run();
    // Here changed it later than there: here's change keeps the key, there's is the copy.
    const outcome = await here.sync.run();
    expect(outcome.conflictCopies).toEqual(['Plan There (conflict copy)']);
    expect(names(here)).toEqual(['Plan Here', 'Plan There (conflict copy)']);
    await there.sync.run();
    expect(names(there)).toEqual(['Plan Here', 'Plan There (conflict copy)']);
    expect(accountNames()).toEqual(['Plan Here', 'Plan There (conflict copy)']);
    expect(there.store.get(key)?.name).toBe('Plan Here');
  });

  it('takes the other device’s later change when its own was earlier, keeping its own as the copy', async () => {
    const { here, there, key } = await twoSyncedDevices('Plan');
    await rename(here, key, 'Plan Here');
    await rename(there, key, 'Plan There');
    await there.sync.run();
    const outcome = await here.sync.run();
    expect(outcome.conflictCopies).toEqual(['Plan Here (conflict copy)']);
    expect(here.store.get(key)?.name).toBe('Plan There');
    expect(names(here)).toEqual(['Plan Here (conflict copy)', 'Plan There']);
    // Nothing is sent again: what here holds is what the account holds.
    api.requests.length = 0;
    await here.sync.run();
    expect(writes()).toEqual([]);
  });

  it('deletes on the other device what was deleted here', async () => {
    const { here, there, key } = await twoSyncedDevices('Doomed');
    here.store.remove(key);
    here.sync.noticeChange();
    expect((await here.sync.run()).pushed).toBe(1);
    expect(account()[0]).toMatchObject({ key, deleted: true });
    expect(account()[0]?.file).toBeUndefined();
    expect((await there.sync.run()).pulled).toBe(1);
    expect(there.store.get(key)).toBeNull();
  });

  it('puts back a roster deleted here that another device changed meanwhile', async () => {
    const { here, there, key } = await twoSyncedDevices('Keep Me');
    await rename(there, key, 'Changed There');
    await there.sync.run();
    here.store.remove(key);
    here.sync.noticeChange();
    await here.sync.run();
    expect(here.store.get(key)?.name).toBe('Changed There');
    expect(account()[0]).toMatchObject({ key, deleted: false, file: { name: 'Changed There' } });
    expect(there.store.get(key)?.name).toBe('Changed There');
  });

  it('brings back a roster deleted elsewhere when it was changed here meanwhile', async () => {
    const { here, there, key } = await twoSyncedDevices('Both');
    there.store.remove(key);
    there.sync.noticeChange();
    await there.sync.run();
    await rename(here, key, 'Changed Here');
    await here.sync.run();
    expect(here.store.get(key)?.name).toBe('Changed Here');
    await there.sync.run();
    expect(there.store.get(key)?.name).toBe('Changed Here');
  });

  it('takes a save whose answer was lost (the page closed) as kept, and sends what followed from there', async () => {
    const store = createRosterStore(memoryRosterStorage(), tick);
    const bookkeeping = memoryRosterStorage();
    const options = { store, storage: bookkeeping, username: 'ada', now: tick };
    // The first page: its save reaches the account, and the page goes before the answer.
    const closing = createAccountSync({
      ...options,
      api: {
        ...accountRosterApi,
        save: async (key, change) => {
          await accountRosterApi.save(key, change);
          throw new ApiRequestError(0, 'The connection closed');
        },
      },
    });
    await closing.run();
    const made = await make({ store, bookkeeping, sync: closing }, 'Half Sent');
    expect((await closing.run()).offline).toBe(true);
    expect(account()).toMatchObject([{ key: made.key, revision: 1 }]);

    // The next page: a change made since goes from the account's revision, with no conflict.
    const next = createAccountSync(options);
    await rename({ store, bookkeeping, sync: next }, made.key, 'Fully Sent');
    const outcome = await next.run();
    expect(outcome.conflictCopies).toEqual([]);
    expect(accountNames()).toEqual(['Fully Sent']);
    expect(account()).toMatchObject([{ key: made.key, revision: 2 }]);
    expect(store.list().map((roster) => roster.name)).toEqual(['Fully Sent']);
  });

  it('gives up on a call that never answers, as offline, and the next run settles it', async () => {
    const store = createRosterStore(memoryRosterStorage(), tick);
    const bookkeeping = memoryRosterStorage();
    const options = { store, storage: bookkeeping, username: 'ada', now: tick };
    // The save reaches the account; its answer never comes back.
    const stuck = createAccountSync({
      ...options,
      callTimeoutMs: 20,
      api: {
        ...accountRosterApi,
        save: async (key, change) => {
          await accountRosterApi.save(key, change);
          return new Promise<never>(() => undefined);
        },
      },
    });
    await stuck.run();
    const made = await make({ store, bookkeeping, sync: stuck }, 'Caught Offline');
    const outcome = await stuck.run();
    expect(outcome).toMatchObject({ offline: true, error: 'The account did not answer in time' });

    await rename({ store, bookkeeping, sync: stuck }, made.key, 'Sent Later');
    const next = await createAccountSync(options).run();
    expect(next.conflictCopies).toEqual([]);
    expect(accountNames()).toEqual(['Sent Later']);
    expect(account()).toMatchObject([{ key: made.key, revision: 2 }]);
  });

  it('leaves everything to the next run while offline', async () => {
    const { here, there, key } = await twoSyncedDevices('Road Trip');
    await rename(here, key, 'Written Offline');
    const state = here.bookkeeping.getItem(syncStorageKey('ada'));
    onlineManager.setOnline(false);
    const outcome = await here.sync.run();
    expect(outcome.offline).toBe(true);
    expect(outcome.pushed).toBe(0);
    expect(here.bookkeeping.getItem(syncStorageKey('ada'))).toBe(state);
    expect(here.store.get(key)?.name).toBe('Written Offline');
    onlineManager.setOnline(true);
    const back = await here.sync.run();
    expect(back.pushed).toBe(1);
    expect(back.offline).toBeUndefined();
    await there.sync.run();
    expect(there.store.get(key)?.name).toBe('Written Offline');
  });

  it('keeps a roster the account refuses here, says why once, and sends it again once changed', async () => {
    const here = device();
    await here.sync.run();
    const made = await make(here, 'Huge');
    api.fail('post', '/api/rosters/mine/:key', 413);
    const outcome = await here.sync.run();
    expect(outcome.error).toBe('failed');
    expect(outcome.offline).toBeUndefined();
    expect(here.store.get(made.key)?.name).toBe('Huge');
    api.requests.length = 0;
    expect((await here.sync.run()).error).toBeUndefined();
    expect(writes()).toEqual([]);
    expect(here.sync.pending()).toBe(false);
    api.server.resetHandlers();
    await rename(here, made.key, 'Smaller');
    expect((await here.sync.run()).pushed).toBe(1);
    expect(accountNames()).toEqual(['Smaller']);
  });

  it('says what went wrong, and never throws, when the server fails', async () => {
    const here = device();
    api.fail('get', '/api/rosters/mine');
    const outcome = await here.sync.run();
    expect(outcome.error).toMatch(/failed/);
    expect(outcome.offline).toBeUndefined();
  });

  it('keeps each user’s bookkeeping apart', async () => {
    const here = device();
    await make(here, 'Mine');
    await here.sync.run();
    const other = createAccountSync({
      store: here.store,
      storage: here.bookkeeping,
      username: 'vex',
    });
    sessionStore.update({ token: mockSessionToken('vex'), username: 'vex' });
    expect((await other.run()).offer.map((roster) => roster.name)).toEqual(['Mine']);
    expect(here.bookkeeping.getItem(syncStorageKey('vex'))).not.toBeNull();
  });
});
