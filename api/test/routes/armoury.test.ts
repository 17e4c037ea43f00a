import { body, signUp, type TestUser, useTestApp, callsOf } from '../helpers/test-app.js';

interface Unit {
  _id: string;
  faction: string;
  unitName: string;
  trainingType: number;
  health: number;
  movement: number;
  size: number;
  equippedWeapons: { weaponID: string; knack: number }[];
}
interface Weapon {
  _id: string;
  faction: string;
  name: string;
  type: string[];
  attacks: number;
  damage: number;
  effectiveTypes: number[];
}

describe('units and weapons', () => {
  const t = useTestApp();
  const { call } = callsOf(t);
  let author: TestUser;
  let factionId: string;
  let otherFactionId: string;

  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: author.headers,
      payload: payload as Record<string, unknown>,
    });

  /** A read by the author, who reads the working copy of the factions here. */
  const get = (url: string) => t.app.inject({ url, headers: author.headers });

  beforeAll(async () => {
    author = await signUp(t.app, { roles: ['publisher'] });
    factionId = body<{ _id: string }>(await post('/api/factions/', { title: 'Armoury Test' }))._id;
    otherFactionId = body<{ _id: string }>(await post('/api/factions/', { title: 'Other' }))._id;
  });

  it('saves weapons with defaults and lists them by faction', async () => {
    const saved = await post('/api/weapons/', {
      faction: factionId,
      name: 'Long Rifle',
      attacks: 2,
      damage: 3,
      type: ['ranged', 'heavy'],
      effectiveTypes: [1],
    });
    expect(saved.statusCode).toBe(200);
    expect(body<Weapon>(saved)).toMatchObject({
      faction: factionId,
      type: ['ranged', 'heavy'],
      effectiveTypes: [1],
      description: '',
    });
    const fist = body<Weapon>(
      await post('/api/weapons/', { faction: factionId, name: 'Fist', attacks: 1, damage: 1 }),
    );
    expect(fist.type).toEqual(['melee']);
    const list = body<Weapon[]>(await get(`/api/weapons/faction/${factionId}`));
    expect(list.map((w) => w.name)).toEqual(['Fist', 'Long Rifle']);
    const one = body<Weapon>(await get(`/api/weapons/${fist._id}`));
    expect(one.name).toBe('Fist');
  });

  it('saves units with defaults and equipment of the same faction only', async () => {
    const weapons = body<Weapon[]>(await get(`/api/weapons/faction/${factionId}`));
    const rifle = weapons.find((w) => w.name === 'Long Rifle');
    const saved = await post('/api/units/', {
      faction: factionId,
      unitName: 'Marksman',
      equippedWeapons: [{ weaponID: rifle?._id, knack: 3 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(body<Unit>(saved)).toMatchObject({
      description: '',
      trainingType: 1,
      health: 1,
      protectionTypes: [],
      movement: 6,
      size: 1,
      protectionValue: 0,
      abilities: [],
      structuredAbilities: [],
    });
    const foreign = body<Weapon>(
      await post('/api/weapons/', {
        faction: otherFactionId,
        name: 'Foreign',
        attacks: 1,
        damage: 1,
      }),
    );
    const refused = await post('/api/units/', {
      faction: factionId,
      unitName: 'Thief',
      equippedWeapons: [{ weaponID: foreign._id, knack: 2 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(body<{ message: string }>(refused).message).toMatch(/equippedWeapons\/0\/weaponID/);
    const list = body<Unit[]>(await get(`/api/units/faction/${factionId}`));
    expect(list.map((u) => u.unitName)).toEqual(['Marksman']);
  });

  it('refuses a unit or weapon that breaks a field rule and names the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ faction: factionId, unitName: '' }, /unitName/],
      [{ faction: factionId, unitName: 'X', health: 0 }, /health/],
      [{ faction: factionId, unitName: 'X', size: 6 }, /size/],
      [{ faction: factionId, unitName: 'X', trainingType: 7 }, /trainingType/],
      [{ faction: factionId, unitName: 'X', movement: -1 }, /movement/],
      [{ faction: factionId, unitName: 'X', protectionTypes: [4] }, /protectionTypes/],
      [
        { faction: factionId, unitName: 'X', equippedWeapons: [{ weaponID: factionId, knack: 1 }] },
        /knack/,
      ],
      [{ faction: factionId, unitName: 'X', health: '3' }, /health/],
      [{ faction: 'not-a-uuid', unitName: 'X' }, /faction/],
      [{ faction: factionId, unitName: 'X', points: 5 }, /additional|points/],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/units/', payload);
      expect([response.statusCode, body<{ message: string }>(response).message]).toEqual([
        400,
        expect.stringMatching(message),
      ]);
    }
    const weapon = await post('/api/weapons/', {
      faction: factionId,
      name: 'X',
      attacks: -1,
      damage: 1,
    });
    expect(body<{ message: string }>(weapon).message).toMatch(/attacks/);
    const missing = await post('/api/units/', {
      faction: '00000000-0000-4000-8000-000000000000',
      unitName: 'X',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('never moves a unit to another faction', async () => {
    const unit = body<Unit>(await post('/api/units/', { faction: factionId, unitName: 'Loyal' }));
    const moved = await post(`/api/units/${unit._id}`, {
      faction: otherFactionId,
      unitName: 'Loyal',
    });
    expect(moved.statusCode).toBe(400);
    const edited = await post(`/api/units/${unit._id}`, {
      ...unit,
      unitName: 'Loyal Veteran',
      health: 4,
    });
    expect(body<Unit>(edited)).toMatchObject({ unitName: 'Loyal Veteran', health: 4 });
  });

  it('unequips a deleted weapon from the units carrying it', async () => {
    const axe = body<Weapon>(
      await post('/api/weapons/', { faction: factionId, name: 'Axe', attacks: 1, damage: 2 }),
    );
    const unit = body<Unit>(
      await post('/api/units/', {
        faction: factionId,
        unitName: 'Axeman',
        equippedWeapons: [{ weaponID: axe._id, knack: 3 }],
      }),
    );
    const removed = await call(author, 'DELETE', `/api/weapons/${axe._id}`);
    expect(removed.statusCode).toBe(200);
    const after = body<Unit>(await get(`/api/units/${unit._id}`));
    expect(after.equippedWeapons).toEqual([]);
    expect((await get(`/api/weapons/${axe._id}`)).statusCode).toBe(404);
  });

  it('deletes units, and a faction takes its units and weapons with it', async () => {
    const unit = body<Unit>(
      await post('/api/units/', { faction: otherFactionId, unitName: 'Gone' }),
    );
    const removeUnit = () =>
      t.app.inject({ method: 'DELETE', url: `/api/units/${unit._id}`, headers: author.headers });
    expect((await removeUnit()).statusCode).toBe(200);
    expect((await removeUnit()).statusCode).toBe(404);
    await call(author, 'DELETE', `/api/factions/${otherFactionId}`);
    expect((await t.app.inject(`/api/weapons/faction/${otherFactionId}`)).statusCode).toBe(404);
  });
});
