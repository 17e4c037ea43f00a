/**
 * Rosters kept in a signed-in user's account: saved under the browser's key with a revision,
 * conflicts between two devices resolved with nothing lost (the later change keeps the key, the
 * other becomes a '(conflict copy)'), deletions that other devices learn of, and per-user limits.
 */
import type {
  AccountRoster,
  AccountRosterSaved,
  Game,
  RosterFile,
} from '@muster/shared-kernel/core';
import { playedGame } from '@muster/shared-kernel/testing';
import { sql } from 'drizzle-orm';
import {
  body,
  callsOf,
  logIn,
  signUp,
  useTestApp,
  type ErrorAnswer,
  type TestUser,
} from '../helpers/test-app.js';

const KEY = 'roster_orks_1700000000000';

const fileOf = (name: string, extra: Partial<RosterFile> = {}): RosterFile => ({
  version: 1,
  faction_title: 'Orks',
  faction_slug: 'orks',
  name,
  unit_list: [],
  point_limit: 1000,
  ...extra,
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 12, minute)).toISOString();

describe('rosters in the account', () => {
  const t = useTestApp({ ACCOUNT_ROSTERS_LIMIT: '4', ACCOUNT_ROSTER_MAX_BYTES: '2048' });
  const { call, get } = callsOf(t);

  const save = (
    user: TestUser | null,
    key: string,
    change: { baseRevision: number; changedAt: string; file: RosterFile; created?: number },
  ) =>
    call(user, 'POST', `/api/rosters/mine/${key}`, {
      created: 1_700_000_000_000,
      ...change,
    });
  const saved = async (...args: Parameters<typeof save>) => {
    const answer = await save(...args);
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
    return body<AccountRosterSaved>(answer);
  };
  const remove = (user: TestUser, key: string, baseRevision: number) =>
    call(user, 'DELETE', `/api/rosters/mine/${key}?baseRevision=${baseRevision}`);
  const listOf = (user: TestUser) => get<AccountRoster[]>(user, '/api/rosters/mine');

  it("keeps a device's roster and its changes, for that user only", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await saved(user, KEY, { baseRevision: 0, changedAt: at(0), file: fileOf('A') });
    expect(first).toEqual({
      saved: {
        key: KEY,
        created: 1_700_000_000_000,
        revision: 1,
        changedAt: at(0),
        deleted: false,
        file: fileOf('A'),
      },
    });
    const second = await saved(user, KEY, { baseRevision: 1, changedAt: at(1), file: fileOf('B') });
    expect(second.saved).toMatchObject({ revision: 2, file: { name: 'B' } });
    expect(await listOf(user)).toEqual([second.saved]);
    expect(await listOf(other)).toEqual([]);
    const answer = await call(user, 'GET', '/api/rosters/mine');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keeps both changes of two devices apart: the later one wins, the other is a copy', async () => {
    const user = await signUp(t.app);
    await saved(user, KEY, { baseRevision: 0, changedAt: at(0), file: fileOf('Warband') });
    // The phone changes it first; the laptop, which still had revision 1, changes it later.
    const phone = await saved(user, KEY, {
      baseRevision: 1,
      changedAt: at(5),
      file: fileOf('Warband', { point_limit: 1500 }),
    });
    expect(phone.conflictCopy).toBeUndefined();
    const laptop = await saved(user, KEY, {
      baseRevision: 1,
      changedAt: at(9),
      file: fileOf('Warband', { point_limit: 2000 }),
    });
    expect(laptop.saved).toMatchObject({ key: KEY, revision: 3, file: { point_limit: 2000 } });
    expect(laptop.conflictCopy).toMatchObject({
      revision: 1,
      deleted: false,
      file: { name: 'Warband (conflict copy)', point_limit: 1500 },
    });
    expect(laptop.conflictCopy?.key).toMatch(/^roster_orks_\d+$/);
    expect(laptop.conflictCopy?.key).not.toBe(KEY);

    // A change older than what is kept loses the key but is kept too.
    const late = await saved(user, KEY, {
      baseRevision: 2,
      changedAt: at(7),
      file: fileOf('Warband', { point_limit: 500 }),
    });
    expect(late.saved).toMatchObject({ revision: 4, file: { point_limit: 2000 } });
    expect(late.conflictCopy).toMatchObject({ file: { point_limit: 500 } });

    const limits = (await listOf(user)).map((roster) => roster.file?.point_limit).sort();
    expect(limits).toEqual([1500, 2000, 500].sort());
  });

  it('tells other devices of a deletion, and never lets one beat a later change', async () => {
    const user = await signUp(t.app);
    const key = 'roster_elves_1700000000001';
    await saved(user, key, { baseRevision: 0, changedAt: at(0), file: fileOf('Elves') });
    await saved(user, key, { baseRevision: 1, changedAt: at(1), file: fileOf('Elves 2') });
    // A device that had revision 1 deletes it: the change it did not see stays.
    const stale = await remove(user, key, 1);
    expect(stale.statusCode).toBe(200);
    expect(body<AccountRoster>(stale)).toMatchObject({ deleted: false, file: { name: 'Elves 2' } });

    const gone = await remove(user, key, 2);
    expect(body<AccountRoster>(gone)).toEqual({
      key,
      created: 1_700_000_000_000,
      revision: 3,
      changedAt: expect.any(String) as string,
      deleted: true,
    });
    expect((await listOf(user)).find((roster) => roster.key === key)).toMatchObject({
      deleted: true,
    });
    // A device that changed it meanwhile brings it back.
    const back = await saved(user, key, {
      baseRevision: 2,
      changedAt: at(3),
      file: fileOf('Elves 3'),
    });
    expect(back.saved).toMatchObject({ revision: 4, deleted: false, file: { name: 'Elves 3' } });
    expect(back.conflictCopy).toBeUndefined();
    expect((await remove(user, 'roster_none_1', 0)).statusCode).toBe(404);
  });

  it('forgets a deleted roster once every signed-in device has read of the deletion', async () => {
    const phone = await signUp(t.app);
    const laptop = await logIn(t.app, phone.username, 'correct horse battery');
    // A device that signed out, or whose session ended, holds nothing back.
    const gone = await logIn(t.app, phone.username, 'correct horse battery');
    expect((await call(gone, 'POST', '/api/users/logout', {})).statusCode).toBe(200);
    const key = 'roster_orks_1700000000077';
    await saved(phone, key, { baseRevision: 0, changedAt: at(0), file: fileOf('Tombstone') });
    expect((await remove(phone, key, 1)).statusCode).toBe(200);
    // Deleted a while ago, so that any read from now on has seen it.
    await t.database.db.execute(
      sql`UPDATE account_rosters SET changed_at = now() - interval '10 minutes' WHERE key = ${key}`,
    );
    const listed = async (device: TestUser) =>
      (await listOf(device)).find((roster) => roster.key === key);
    // The laptop has not read the list since: the deletion stays for it, however often the
    // phone reads.
    expect(await listed(phone)).toMatchObject({ deleted: true });
    expect(await listed(phone)).toMatchObject({ deleted: true });
    // The laptop reads it, the last device to: it is answered, then forgotten.
    expect(await listed(laptop)).toMatchObject({ deleted: true });
    expect(await listed(phone)).toBeUndefined();
    expect(await listed(laptop)).toBeUndefined();
    const counted = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM account_rosters WHERE key = ${key}`,
    )) as unknown as { rows: { n: number }[] };
    const [row] = counted.rows;
    expect(row?.n).toBe(0);
    // A device that still had it, changed, sends it back as a new roster.
    const back = await saved(laptop, key, {
      baseRevision: 1,
      changedAt: at(9),
      file: fileOf('Back'),
    });
    expect(back.saved).toMatchObject({ key, deleted: false, file: { name: 'Back' } });
  });

  it('takes no change as made later than now, so a clock far ahead cannot win every conflict', async () => {
    const user = await signUp(t.app);
    const key = 'roster_orks_1700000000009';
    await saved(user, key, { baseRevision: 0, changedAt: at(0), file: fileOf('Clock') });
    const before = Date.now();
    const ahead = await saved(user, key, {
      baseRevision: 1,
      changedAt: '9999-12-31T00:00:00.000Z',
      file: fileOf('Clock', { point_limit: 9999 }),
    });
    const kept = Date.parse(ahead.saved.changedAt);
    expect(kept).toBeGreaterThanOrEqual(before);
    expect(kept).toBeLessThanOrEqual(Date.now());
    // Another device, which had revision 1, changes it afterwards: that later change wins.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await saved(user, key, {
      baseRevision: 1,
      changedAt: new Date().toISOString(),
      file: fileOf('Clock', { point_limit: 1234 }),
    });
    expect(later.saved).toMatchObject({ key, file: { point_limit: 1234 } });
    expect(later.conflictCopy).toMatchObject({ file: { point_limit: 9999 } });
  });

  it('holds each user to the limits of count and size', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 4; i += 1) {
      await saved(user, `roster_orks_${i}`, {
        baseRevision: 0,
        changedAt: at(0),
        file: fileOf(`R${i}`),
      });
    }
    const fifth = await save(user, 'roster_orks_5', {
      baseRevision: 0,
      changedAt: at(0),
      file: fileOf('R5'),
    });
    expect(fifth.statusCode).toBe(409);
    expect(body<ErrorAnswer>(fifth).message).toBe(
      'You can keep at most 4 rosters in your account: delete some first',
    );
    // A deleted roster leaves room.
    await remove(user, 'roster_orks_0', 1);
    await saved(user, 'roster_orks_5', { baseRevision: 0, changedAt: at(0), file: fileOf('R5') });

    const other = await signUp(t.app);
    const big = await save(other, KEY, {
      baseRevision: 0,
      changedAt: at(0),
      file: fileOf('Big', {
        formations: Array.from({ length: 40 }, (_, i) => ({
          name: `Formation ${i} `.padEnd(70, 'x'),
        })),
      }),
    });
    expect(big.statusCode).toBe(413);
    expect(body<ErrorAnswer>(big).message).toMatch(
      /^This roster is too large to keep in your account \(\d+ KB, at most 2 KB\)$/,
    );
  });

  it('asks a session, a roster key and a roster file', async () => {
    const user = await signUp(t.app);
    expect((await call(null, 'GET', '/api/rosters/mine')).statusCode).toBe(401);
    const anonymous = await save(null, KEY, {
      baseRevision: 0,
      changedAt: at(0),
      file: fileOf('A'),
    });
    expect(anonymous.statusCode).toBe(401);
    const badKey = await save(user, 'not-a-key', {
      baseRevision: 0,
      changedAt: at(0),
      file: fileOf('A'),
    });
    expect(badKey.statusCode).toBe(400);
    const badFile = await save(user, KEY, {
      baseRevision: 0,
      changedAt: at(0),
      file: { ...fileOf('A'), unit_list: [{ count: 0 }] } as unknown as RosterFile,
    });
    expect(badFile.statusCode).toBe(400);
  });

  it("puts the rosters, with their games, in the download of the user's data", async () => {
    const user = await signUp(t.app);
    const game = playedGame(1_700_000_000_001, 'win');
    await saved(user, KEY, {
      baseRevision: 0,
      changedAt: at(0),
      file: fileOf('Mine', { games: [game] }),
    });
    const [kept] = await listOf(user);
    expect(kept?.file?.games).toEqual([game]);
    const data = await get<{ rosters: { key: string; name: string; games?: Game[] }[] }>(
      user,
      '/api/users/export',
    );
    expect(data.rosters).toEqual([
      expect.objectContaining({ key: KEY, name: 'Mine', games: [game] }),
    ]);
    // A game the schema refuses is refused with its roster.
    const broken = { ...game, events: [{ kind: 'teleport' }] };
    const refused = await save(user, KEY, {
      baseRevision: 1,
      changedAt: at(1),
      file: fileOf('Mine', { games: [broken as unknown as Game] }),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps a game whose hits took several wounds at once, and restored several', async () => {
    const user = await signUp(t.app);
    const played = playedGame(1_700_000_000_002, 'loss');
    const game: Game = {
      ...played,
      events: [
        ...played.events,
        { kind: 'wound', unit: 0, wounds: 4 },
        { kind: 'wound', unit: 0, wounds: -2 },
      ],
    };
    const answer = await save(user, KEY, {
      baseRevision: 0,
      changedAt: at(0),
      file: fileOf('Mine', { games: [game] }),
    });
    expect(answer.statusCode).toBe(200);
    const [kept] = await listOf(user);
    expect(kept?.file?.games?.[0]?.events.slice(-2)).toEqual(game.events.slice(-2));
  });
});
