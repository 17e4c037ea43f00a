import { eq } from 'drizzle-orm';
import { units, weapons } from '../../src/db/schema.js';
import { body, logInAdmin, type TestUser, useTestApp, callsOf } from '../helpers/test-app.js';

/**
 * Deleting a weapon while units equipping it are being saved never leaves a
 * unit equipping the deleted weapon. Each round races one deletion against saves and a creation
 * of units that equip the weapon; whichever order the database picks, no unit may name a missing
 * weapon afterwards (run on PGlite and on PostgreSQL by `npm test`).
 */
describe('deleting a weapon while units are saved', () => {
  const t = useTestApp();
  const { call } = callsOf(t);
  let admin: TestUser;
  let factionId = '';

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
  /** Waits 0 to `ms` milliseconds, so that rounds try many interleavings of the racers. */
  const jitter = (ms: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * ms)));
  const created = async (url: string, payload: Record<string, unknown>) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(200);
    return body<{ _id: string }>(response)._id;
  };

  /** Units of the faction that equip a weapon the faction no longer has. */
  const dangling = async () => {
    const db = t.database.db;
    const known = new Set(
      (
        await db.select({ id: weapons.id }).from(weapons).where(eq(weapons.factionId, factionId))
      ).map((row) => row.id),
    );
    const rows = await db.select().from(units).where(eq(units.factionId, factionId));
    return rows.flatMap((row) =>
      row.equippedWeapons
        .filter((item) => !known.has(item.weaponID))
        .map((item) => `${row.unitName} equips ${item.weaponID}`),
    );
  };

  beforeAll(async () => {
    admin = await logInAdmin(t.app);
    factionId = await created('/api/factions/', { title: 'Race Faction' });
  });

  it('never leaves a unit equipping a deleted weapon', async () => {
    const saversPerRound = 4;
    const savers = await Promise.all(
      Array.from({ length: saversPerRound }, (_, n) =>
        created('/api/units/', { faction: factionId, unitName: `Saver ${n}` }),
      ),
    );
    const statuses = new Map<number, number>();
    for (let round = 0; round < 40; round++) {
      const weaponId = await created('/api/weapons/', {
        faction: factionId,
        name: `Blade ${round}`,
        attacks: 1,
        damage: 1,
      });
      const equip = [{ weaponID: weaponId, knack: 3 }];
      const responses = await Promise.all([
        ...savers.map(async (id, n) => {
          await jitter(8);
          return post(`/api/units/${id}`, {
            faction: factionId,
            unitName: `Saver ${n}`,
            equippedWeapons: equip,
          });
        }),
        ...[0, 1].map(async (n) => {
          await jitter(8);
          return post('/api/units/', {
            faction: factionId,
            unitName: `New ${round}.${n}`,
            equippedWeapons: equip,
          });
        }),
        (async () => {
          await jitter(8);
          return call(admin, 'DELETE', `/api/weapons/${weaponId}`);
        })(),
      ]);
      for (const response of responses.slice(0, -1))
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(responses.at(-1)?.statusCode).toBe(200);
      expect(await dangling()).toEqual([]);
    }
    // Saves that lost the race are refused as naming no weapon of the faction, never a 500; and
    // some won it (equipping the weapon before its deletion unequipped it), or nothing was raced.
    expect([...statuses.keys()].sort()).toEqual(
      [...statuses.keys()].filter((status) => status === 200 || status === 400).sort(),
    );
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  });

  it('gives each unit it unequips a new version, so an open editor gets a 409', async () => {
    const weaponId = await created('/api/weapons/', {
      faction: factionId,
      name: 'Doomed',
      attacks: 1,
      damage: 1,
    });
    const unit = body<{ _id: string; version: number }>(
      await post('/api/units/', {
        faction: factionId,
        unitName: 'Holder',
        equippedWeapons: [{ weaponID: weaponId, knack: 3 }],
      }),
    );
    const removed = await call(admin, 'DELETE', `/api/weapons/${weaponId}`);
    expect(removed.statusCode).toBe(200);
    const after = body<{ version: number; equippedWeapons: unknown[] }>(
      await t.app.inject({ url: `/api/units/${unit._id}`, headers: admin.headers }),
    );
    expect(after).toMatchObject({ version: unit.version + 1, equippedWeapons: [] });
  });
});
