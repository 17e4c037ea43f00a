import { waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { Roster, RosterEntry, Unit } from '@muster/shared-kernel/core';
import { playedGame } from '@muster/shared-kernel/testing';
import { rosterFactionSlugs } from './roster-keys.js';
import {
  STORAGE_FULL_MESSAGE,
  createRosterStore,
  exportRoster,
  exportRosterText,
  memoryRosterStorage,
  parseRosterFile,
  rosterFileName,
  type RosterResult,
  type RosterStorage,
} from './roster-store.js';

const unit: Unit = {
  _id: 'u1',
  faction: 'f1',
  unitName: 'Grunt',
  description: 'A grunt',
  trainingType: 1,
  health: 2,
  protectionTypes: [1],
  protectionValue: 1,
  movement: 6,
  size: 1,
  equippedWeapons: [{ weaponID: 'w1', knack: 3 }],
  abilities: [{ name: 'Tough', description: '', pointCost: 2 }],
  structuredAbilities: [
    { templateID: 't1', overrides: [{ key: 'range', value: 6 }], customName: '' },
  ],
};

const newRoster = {
  faction_title: 'Orcs',
  faction_slug: 'orcs',
  name: 'My Orcs',
  point_limit: 100,
};

function store(storage: RosterStorage = memoryRosterStorage(), start = 1_000) {
  let clock = start;
  return { storage, rosters: createRosterStore(storage, () => (clock += 1)) };
}

async function created(pending: Promise<RosterResult>): Promise<Roster> {
  const result = await pending;
  if (!result.ok) throw new Error(result.error);
  return result.roster;
}

describe('the roster store', () => {
  it('writes a roster under the key and creation time it gives, as a roster kept in the account', async () => {
    const { rosters } = store();
    expect(rosters.has('roster_orcs_42')).toBe(false);
    const brought = await created(
      rosters.save({ ...newRoster, key: 'roster_orcs_42', created: 42, unit_list: [] }),
    );
    expect(brought).toMatchObject({ key: 'roster_orcs_42', created: 42, name: 'My Orcs' });
    expect(rosters.has('roster_orcs_42')).toBe(true);
    expect(rosters.get('roster_orcs_42')).toEqual(brought);
    expect(rosters.has('muster-roster-sync:ada')).toBe(false);
  });

  it('creates rosters under roster_{slug}_{timestamp} and lists them newest first', async () => {
    const { rosters, storage } = store();
    const first = await created(rosters.create(newRoster));
    const second = await created(rosters.create({ ...newRoster, name: 'Second' }));
    expect(first.key).toBe('roster_orcs_1001');
    expect(first).toEqual({ key: 'roster_orcs_1001', created: 1001, ...newRoster, unit_list: [] });
    expect(rosters.list().map((r) => r.name)).toEqual(['Second', 'My Orcs']);
    expect(JSON.parse(storage.getItem(second.key) as string)).toMatchObject({
      name: 'Second',
      faction_slug: 'orcs',
    });
  });

  it('never reuses a key created in the same millisecond', async () => {
    const storage = memoryRosterStorage();
    const rosters = createRosterStore(storage, () => 5);
    const a = await created(rosters.create(newRoster));
    const b = await created(rosters.create(newRoster));
    expect(a.key).not.toBe(b.key);
  });

  it('reads, updates and deletes, telling subscribers', async () => {
    const { rosters } = store();
    const listener = jest.fn();
    rosters.subscribe(listener);
    const roster = await created(rosters.create(newRoster));
    expect(rosters.get(roster.key)).toEqual(roster);
    const saved = await rosters.save({
      ...roster,
      name: 'Renamed',
      unit_list: [
        { count: 2, obj: unit },
        { count: 0, obj: unit },
      ],
    });
    expect(saved.ok).toBe(true);
    expect(rosters.get(roster.key)).toMatchObject({
      name: 'Renamed',
      unit_list: [{ count: 2, obj: unit }],
    });
    expect(rosters.remove(roster.key)).toBe(true);
    expect(rosters.remove(roster.key)).toBe(false);
    expect(rosters.get(roster.key)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores other keys and unreadable entries', async () => {
    const { rosters, storage } = store();
    storage.setItem('muster_session', '{}');
    storage.setItem('roster_broken_1', '{not json');
    storage.setItem('roster_half_2', JSON.stringify({ name: 'x' }));
    await created(rosters.create(newRoster));
    expect(rosters.list()).toHaveLength(1);
    expect(rosters.get('roster_broken_1')).toBeNull();
    expect(rosters.get('muster_session')).toBeNull();
  });

  it('reads what it wrote without checking it again, and checks anything else first', async () => {
    const { rosters, storage } = store();
    const mine = await created(rosters.create(newRoster));
    expect(JSON.parse(storage.getItem(mine.key) as string)).toMatchObject({ checked: 1 });
    // A roster of an older version of the site: no stamp, a unit without its defaults.
    const old = { faction_title: 'Orcs', faction_slug: 'orcs', name: 'Old', unit_list: [] };
    const oldUnit = { count: 1, obj: { unitName: 'Bare' } };
    storage.setItem('roster_orcs_7', JSON.stringify({ ...old, unit_list: [oldUnit] }));
    const listener = jest.fn();
    rosters.subscribe(listener);
    expect(rosters.get('roster_orcs_7')).toBeNull();
    expect(rosters.checking('roster_orcs_7')).toBe(true);
    await waitFor(() => expect(listener).toHaveBeenCalled());
    expect(rosters.checking('roster_orcs_7')).toBe(false);
    expect(rosters.get('roster_orcs_7')).toMatchObject({
      key: 'roster_orcs_7',
      created: 7,
      name: 'Old',
      unit_list: [{ count: 1, obj: { unitName: 'Bare', health: 1, movement: 6 } }],
    });
    expect(rosters.list().map((r) => r.name)).toEqual(['My Orcs', 'Old']);
    // A stamped entry that is no longer shaped like a roster is checked too.
    storage.setItem(mine.key, JSON.stringify({ ...mine, checked: 1, unit_list: [{ count: 0 }] }));
    expect(rosters.get(mine.key)).toBeNull();
    await waitFor(() => expect(rosters.checking(mine.key)).toBe(false));
    expect(rosters.get(mine.key)).toBeNull();
    // Nothing unreadable is deleted.
    expect(storage.getItem(mine.key)).not.toBeNull();
  });

  it('checks a unit copy once: a quantity change checks the counts, and names the right line', async () => {
    const { rosters } = store();
    const other = { ...unit, _id: 'u2', unitName: 'Boss' };
    const mine = await created(
      rosters.create({
        ...newRoster,
        unit_list: [
          { count: 1, obj: unit },
          { count: 1, obj: other },
        ],
      }),
    );
    const [first, second] = mine.unit_list as [RosterEntry, RosterEntry];
    const more = await created(
      rosters.save({ ...mine, unit_list: [{ ...first, count: 2 }, second] }),
    );
    // The copies as checked the first time are the ones kept: they were not checked again.
    expect(more.unit_list[0]?.obj).toBe(first.obj);
    expect(more.unit_list[1]?.obj).toBe(second.obj);
    expect(more.unit_list.map((entry) => entry.count)).toEqual([2, 1]);
    expect(await rosters.save({ ...mine, unit_list: [first, { ...second, count: 1.5 }] })).toEqual({
      ok: false,
      error: 'Unit 2: "count" must be a whole number from 1 to 999',
    });
    expect(
      await rosters.save({
        ...mine,
        unit_list: [
          first,
          second,
          { count: 1, obj: { ...unit, health: 'lots' as unknown as number } },
        ],
      }),
    ).toEqual({
      ok: false,
      error: 'Unit 3 (Grunt): "health" must be a number (a whole number from 1 to 1000)',
    });
  });

  it('never reads a count past the most a line may hold, stamped or not', async () => {
    const { rosters, storage } = store();
    const mine = await created(
      rosters.create({ ...newRoster, unit_list: [{ count: 1, obj: unit }] }),
    );
    for (const count of [1e308, 1000]) {
      storage.setItem(
        mine.key,
        JSON.stringify({ ...mine, checked: 1, unit_list: [{ count, obj: unit }] }),
      );
      expect(rosters.get(mine.key)).toBeNull();
      await waitFor(() => expect(rosters.checking(mine.key)).toBe(false));
      expect(rosters.get(mine.key)).toBeNull();
    }
    expect(await rosters.save({ ...mine, unit_list: [{ count: 1000, obj: unit }] })).toEqual({
      ok: false,
      error: 'Unit 1: "count" must be a whole number from 1 to 999',
    });
  });

  it('refuses a roster without a name', async () => {
    const { rosters } = store();
    expect(await rosters.create({ ...newRoster, name: '  ' })).toEqual({
      ok: false,
      error: 'The roster has no name',
    });
  });

  it('answers a clear message when the storage is full, and keeps what was stored', async () => {
    const storage = memoryRosterStorage();
    const { rosters } = store(storage);
    const kept = await created(rosters.create(newRoster));
    const full: RosterStorage = {
      ...storage,
      get length() {
        return storage.length;
      },
      key: storage.key,
      getItem: storage.getItem,
      removeItem: storage.removeItem,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const fullStore = createRosterStore(full);
    expect(await fullStore.create(newRoster)).toEqual({ ok: false, error: STORAGE_FULL_MESSAGE });
    expect(await fullStore.save({ ...kept, name: 'Changed' })).toEqual({
      ok: false,
      error: STORAGE_FULL_MESSAGE,
    });
    expect(fullStore.get(kept.key)).toEqual(kept);
  });
});

describe('a change made while the checker downloads', () => {
  /** A store from a fresh module, whose checker has not been downloaded yet. */
  async function freshStore() {
    let module!: typeof import('./roster-store.js');
    let shape!: typeof import('./roster-shape.js');
    await jest.isolateModulesAsync(async () => {
      module = await import('./roster-store.js');
      shape = await import('./roster-shape.js');
    });
    const storage = module.memoryRosterStorage();
    const roster: Roster = {
      ...newRoster,
      key: 'roster_orcs_1',
      created: 1,
      unit_list: [{ count: 1, obj: unit }],
    };
    storage.setItem(roster.key, shape.storedRosterText(roster));
    return { storage, roster, rosters: module.createRosterStore(storage) };
  }

  it('is kept at once, and stamped once checked', async () => {
    const { storage, roster, rosters } = await freshStore();
    const saving = rosters.save({ ...roster, name: 'Renamed' });
    // Before the checker has arrived: a reload now would find the change.
    expect(JSON.parse(storage.getItem(roster.key) ?? '{}')).toMatchObject({ name: 'Renamed' });
    expect((await saving).ok).toBe(true);
    expect(rosters.get(roster.key)?.name).toBe('Renamed');
  });

  it('gives the entry back what it held when the check refuses it', async () => {
    const { storage, roster, rosters } = await freshStore();
    const before = storage.getItem(roster.key);
    const result = await rosters.save({ ...roster, name: ' ' });
    expect(result.ok).toBe(false);
    expect(storage.getItem(roster.key)).toBe(before);
  });
});

describe('a change kept before its save (a page closing)', () => {
  it('is read back, checked, by the next page', async () => {
    const { storage, rosters } = store();
    const roster = await created(rosters.create(newRoster));
    expect(rosters.keep({ ...roster, point_limit: 148 })).toBe(true);
    // The next page: a fresh store over the same storage.
    const reloaded = createRosterStore(storage);
    expect(reloaded.get(roster.key)).toBeNull();
    await waitFor(() => expect(reloaded.checking(roster.key)).toBe(false));
    expect(reloaded.get(roster.key)).toMatchObject({ name: 'My Orcs', point_limit: 148 });
  });

  it('is stamped by its save, or given back what the entry held when the save refuses it', async () => {
    const { storage, rosters } = store();
    const roster = await created(rosters.create(newRoster));
    const held = storage.getItem(roster.key);

    const renamed = { ...roster, name: 'Renamed' };
    rosters.keep(renamed);
    expect((await rosters.save(renamed)).ok).toBe(true);
    expect(JSON.parse(storage.getItem(roster.key) as string)).toMatchObject({ checked: 1 });
    expect(rosters.get(roster.key)?.name).toBe('Renamed');

    const stamped = storage.getItem(roster.key);
    expect(stamped).not.toBe(held);
    const blank = { ...roster, name: ' ' };
    rosters.keep(blank);
    rosters.keep(blank);
    expect((await rosters.save(blank)).ok).toBe(false);
    expect(storage.getItem(roster.key)).toBe(stamped);
  });

  it('never undoes a later change when an earlier one is refused', async () => {
    const { storage, rosters } = store();
    const roster = await created(rosters.create(newRoster));
    const blank = { ...roster, name: ' ' };
    const later = { ...roster, name: 'Later' };
    rosters.keep(blank);
    rosters.keep(later);
    expect((await rosters.save(blank)).ok).toBe(false);
    expect(JSON.parse(storage.getItem(roster.key) as string)).toMatchObject({ name: 'Later' });
    expect((await rosters.save(later)).ok).toBe(true);
    expect(rosters.get(roster.key)?.name).toBe('Later');
  });

  it('keeps nothing under a key that is no roster', () => {
    const { storage, rosters } = store();
    expect(rosters.keep({ ...newRoster, key: 'muster_session', created: 1, unit_list: [] })).toBe(
      false,
    );
    expect(storage.getItem('muster_session')).toBeNull();
  });
});

describe('roster files', () => {
  const roster: Roster = {
    key: 'roster_orcs_1',
    created: 1,
    ...newRoster,
    unit_list: [{ count: 3, obj: unit }],
  };

  it('exports the roster file fields with a version', () => {
    expect(exportRoster(roster)).toEqual({
      version: 1,
      faction_title: 'Orcs',
      faction_slug: 'orcs',
      name: 'My Orcs',
      point_limit: 100,
      unit_list: [{ count: 3, obj: unit }],
    });
    expect(exportRoster({ ...roster, point_limit: undefined }).point_limit).toBeNull();
  });

  it('carries the faction version a roster is built on, and imports it back', async () => {
    const pinned: Roster = { ...roster, faction_version: 3, declined_version: 4 };
    const file = exportRoster(pinned);
    expect(file.faction_version).toBe(3);
    // Which version its owner declined is this browser's choice, not the roster's.
    expect(file).not.toHaveProperty('declined_version');
    expect(exportRoster(roster)).not.toHaveProperty('faction_version');
    const { rosters } = store();
    expect(await created(rosters.importFile(exportRosterText(pinned)))).toMatchObject({
      faction_version: 3,
    });
    expect(await created(rosters.importFile(exportRosterText(roster)))).not.toHaveProperty(
      'faction_version',
    );
    const bad = await rosters.importFile(JSON.stringify({ ...file, faction_version: 0 }));
    expect(bad.ok).toBe(false);
  });

  it('carries formations and the formation of each line, and imports them back', async () => {
    const arranged: Roster = {
      ...roster,
      formations: [{ name: 'Vanguard' }, { name: 'Reserve' }],
      unit_list: [{ count: 3, obj: unit, formation: 1 }],
    };
    const file = exportRoster(arranged);
    expect(file.formations).toEqual([{ name: 'Vanguard' }, { name: 'Reserve' }]);
    expect(file.unit_list[0]?.formation).toBe(1);
    expect(exportRoster(roster)).not.toHaveProperty('formations');
    const { rosters } = store();
    expect(await created(rosters.importFile(exportRosterText(arranged)))).toMatchObject({
      formations: [{ name: 'Vanguard' }, { name: 'Reserve' }],
      unit_list: [{ count: 3, formation: 1 }],
    });
    const blank = { ...file, formations: [{ name: '  ' }] };
    expect((await rosters.importFile(JSON.stringify(blank))).ok).toBe(false);
  });

  it('carries its games in the file and the account copy, never in a share link, and imports them back', async () => {
    const game = playedGame(5, 'draw');
    const played: Roster = { ...roster, games: [game] };
    expect(exportRoster(played)).not.toHaveProperty('games');
    expect(exportRoster(played, true).games).toEqual([game]);
    const { rosters } = store();
    expect(await created(rosters.importFile(exportRosterText(played)))).toMatchObject({
      games: [game],
    });
    // A game the schema refuses refuses the file: an event of no known kind, a result, a note.
    const file = exportRoster(played, true);
    for (const broken of [
      { ...game, events: [{ kind: 'teleport', unit: 1 }] },
      { ...game, finished: { ...game.finished, result: 'forfeit' } },
      { ...game, finished: { ...game.finished, note: 'x'.repeat(2001) } },
      { ...game, id: 'game_x' },
    ]) {
      expect((await rosters.importFile(JSON.stringify({ ...file, games: [broken] }))).ok).toBe(
        false,
      );
    }
  });

  it('names the file after the roster', () => {
    expect(rosterFileName({ name: 'Orcs: the "best"/worst' })).toBe('Orcs_ the _best_worst.json');
    expect(rosterFileName({ name: '' })).toBe('roster.json');
  });

  it('imports an exported file as a new roster', async () => {
    const { rosters } = store();
    const imported = await created(rosters.importFile(exportRosterText(roster)));
    expect(imported.key).toMatch(/^roster_orcs_\d+$/);
    expect(imported).toMatchObject({
      name: 'My Orcs',
      point_limit: 100,
      unit_list: [{ count: 3, obj: unit }],
    });
  });

  it('imports a file from before versioning, filling unit defaults', async () => {
    const old = {
      faction_title: 'Orcs',
      faction_slug: 'orcs',
      name: 'Old',
      unit_list: [{ count: 1, obj: { unitName: 'Bare' } }],
    };
    const parsed = await parseRosterFile(JSON.stringify(old));
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        version: 1,
        point_limit: null,
        unit_list: [
          {
            count: 1,
            obj: {
              unitName: 'Bare',
              health: 1,
              movement: 6,
              size: 1,
              trainingType: 1,
              protectionValue: 0,
              equippedWeapons: [],
            },
          },
        ],
      },
    });
  });

  it('reads files of older versions: null unit fields, numeric text values, unknown fields', async () => {
    const old = {
      faction_title: 'Orcs',
      faction_slug: 'orcs',
      name: 'Old',
      __v: 0,
      unit_list: [
        {
          count: 2,
          obj: {
            ...unit,
            __v: 0,
            health: null,
            abilities: null,
            equippedWeapons: [{ _id: 'sub1', weaponID: 'w1', knack: 3 }],
            structuredAbilities: [
              { templateID: 't1', overrides: [{ key: 'range', value: ' 8 ' }] },
            ],
          },
        },
      ],
    };
    const parsed = await parseRosterFile(JSON.stringify(old));
    expect(parsed).toEqual({
      ok: true,
      value: {
        version: 1,
        faction_title: 'Orcs',
        faction_slug: 'orcs',
        name: 'Old',
        point_limit: null,
        unit_list: [
          {
            count: 2,
            obj: {
              ...unit,
              health: 1,
              abilities: [],
              equippedWeapons: [{ weaponID: 'w1', knack: 3 }],
              structuredAbilities: [
                { templateID: 't1', overrides: [{ key: 'range', value: 8 }], customName: '' },
              ],
              // Units copied before keywords have none.
              keywords: [],
            },
          },
        ],
      },
    });
  });

  const file = exportRoster(roster) as unknown as Record<string, unknown>;
  const withUnit = (obj: unknown, count: unknown = 1) =>
    JSON.stringify({ ...file, unit_list: [{ count, obj }] });
  it.each([
    ['not JSON', 'name: x', 'it is not JSON'],
    ['an array', '[]', 'it holds no roster object'],
    ['a newer version', JSON.stringify({ ...file, version: 2 }), 'version 2, newer'],
    [
      'a bad version',
      JSON.stringify({ ...file, version: 'one' }),
      '"version" must be a whole number',
    ],
    ['no name', JSON.stringify({ ...file, name: undefined }), 'no "name"'],
    ['a numeric name', JSON.stringify({ ...file, name: 5 }), '"name" must be a text'],
    ['no faction', JSON.stringify({ ...file, faction_slug: undefined }), 'no "faction_slug"'],
    ['no unit list', JSON.stringify({ ...file, unit_list: undefined }), 'no "unit_list"'],
    [
      'a negative limit',
      JSON.stringify({ ...file, point_limit: -1 }),
      '"point_limit" must be a number',
    ],
    [
      'a text limit',
      JSON.stringify({ ...file, point_limit: '100' }),
      '"point_limit" must be a number',
    ],
    ['a zero count', withUnit(unit, 0), 'Unit 1: "count" must be a whole number'],
    ['a fractional count', withUnit(unit, 1.5), 'Unit 1: "count" must be a whole number'],
    ['a count past the most', withUnit(unit, 1000), '"count" must be a whole number from 1 to 999'],
    ['a count of 1e308', withUnit(unit, 1e308), '"count" must be a whole number from 1 to 999'],
    ['a missing unit', withUnit(undefined), 'Unit 1: the unit is missing'],
    ['a unit without a name', withUnit({ ...unit, unitName: '' }), 'Unit 1: the unit has no name'],
    [
      'a text health',
      withUnit({ ...unit, health: 'lots' }),
      'Unit 1 (Grunt): "health" must be a number',
    ],
    [
      'a bad training type',
      withUnit({ ...unit, trainingType: 9 }),
      '"trainingType" must be 1 to 6',
    ],
    [
      'bad protection types',
      withUnit({ ...unit, protectionTypes: [4] }),
      '"protectionTypes" entry must be 1, 2 or 3',
    ],
    [
      'bad equipment',
      withUnit({ ...unit, equippedWeapons: [{ weaponID: 1 }] }),
      '"equippedWeapons" entry',
    ],
    ['a bad ability', withUnit({ ...unit, abilities: [{ name: 'x' }] }), '"abilities" entry'],
    [
      'a NUL byte in a unit',
      withUnit({ ...unit, description: 'a\u0000b' }),
      'Unit 1 (Grunt): "description" must not hold a NUL character',
    ],
    [
      'a NUL byte in the name',
      JSON.stringify({ ...file, name: 'My\u0000Orcs' }),
      'The roster\'s "name" must not hold a NUL character',
    ],
    [
      'a text knack',
      withUnit({ ...unit, equippedWeapons: [{ weaponID: 'w1', knack: 'high' }] }),
      'Unit 1 (Grunt): "equippedWeapons" entry 1: "knack" must be a number',
    ],
    [
      'a knack below 2',
      withUnit({ ...unit, equippedWeapons: [{ weaponID: 'w1', knack: 1 }] }),
      '"knack" must be a whole number from 2 to 20',
    ],
    [
      'a repeated protection type',
      withUnit({ ...unit, protectionTypes: [1, 1] }),
      'Unit 1 (Grunt): "protectionTypes" must not repeat an entry',
    ],
    [
      'a unit list that is not a list',
      JSON.stringify({ ...file, unit_list: {} }),
      '"unit_list" must be a list',
    ],
  ])('refuses %s with a clear message, storing nothing', async (_, text, message) => {
    const { rosters, storage } = store();
    await created(rosters.create(newRoster));
    const before = JSON.stringify(
      Array.from({ length: storage.length }, (_v, i) => storage.getItem(storage.key(i) as string)),
    );
    const result = await rosters.importFile(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toContain(message);
    expect(
      JSON.stringify(
        Array.from({ length: storage.length }, (_v, i) =>
          storage.getItem(storage.key(i) as string),
        ),
      ),
    ).toBe(before);
  });

  it('returns the same roster after export then import (property)', async () => {
    const unitArb = fc.record({
      _id: fc.string(),
      faction: fc.string(),
      unitName: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
      description: fc.string(),
      trainingType: fc.constantFrom(
        1 as const,
        2 as const,
        3 as const,
        4 as const,
        5 as const,
        6 as const,
      ),
      health: fc.integer({ min: 1, max: 99 }),
      protectionTypes: fc.subarray([1 as const, 2 as const, 3 as const]),
      protectionValue: fc.integer({ min: 0, max: 20 }),
      movement: fc.integer({ min: 0, max: 30 }),
      size: fc.integer({ min: 1, max: 5 }),
      equippedWeapons: fc.array(
        fc.record({ weaponID: fc.string(), knack: fc.integer({ min: 2, max: 7 }) }),
        { maxLength: 3 },
      ),
      abilities: fc.array(
        fc.record({
          name: fc.string(),
          description: fc.string(),
          pointCost: fc.integer({ min: -5, max: 50 }),
        }),
        { maxLength: 3 },
      ),
      structuredAbilities: fc.array(
        fc.record({
          templateID: fc.string(),
          overrides: fc.array(fc.record({ key: fc.string(), value: fc.integer() }), {
            maxLength: 2,
          }),
          customName: fc.string(),
        }),
        { maxLength: 2 },
      ),
    });
    const rosterArb = fc.record({
      faction_title: fc.string(),
      faction_slug: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
      name: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
      point_limit: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      unit_list: fc.array(fc.record({ count: fc.integer({ min: 1, max: 20 }), obj: unitArb }), {
        maxLength: 5,
      }),
    });
    await fc.assert(
      fc.asyncProperty(rosterArb, async (input) => {
        const { rosters } = store();
        const original = await created(rosters.create(input));
        const imported = await created(rosters.importFile(exportRosterText(original)));
        const { key: _k1, created: _c1, ...a } = original;
        const { key: _k2, created: _c2, ...b } = imported;
        expect(b).toEqual(a);
        expect(rosters.get(imported.key)).toEqual(imported);
      }),
      { numRuns: 100 },
    );
  });
});

describe('roster keys', () => {
  it('name the faction of each roster, slugs with underscores too', () => {
    const storage = memoryRosterStorage();
    storage.setItem('roster_iron-wardens_1700000000000', '{}');
    storage.setItem('roster_iron-wardens_1700000000001', '{}');
    storage.setItem('roster_old_guard_1700000000002', '{}');
    storage.setItem('muster_session', '{}');
    storage.setItem('roster_no-timestamp', '{}');
    expect([...rosterFactionSlugs(storage)].sort()).toEqual(['iron-wardens', 'old_guard']);
  });
});
