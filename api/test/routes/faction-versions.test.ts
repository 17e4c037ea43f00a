/**
 * Issue 16 on the server: each approval keeps the faction as a numbered version; the public reads
 * the latest while newer edits wait in the queue; editors read the working copy; a version never
 * changes, so a roster pinned to it reads the costs it was built with.
 */
import { callsOf, signUp, type TestUser, useTestApp } from '../helpers/test-app.js';

interface Faction {
  _id: string;
  slug: string;
  title: string;
  lore: string;
  reviewed: boolean;
  factionVersion: number | null;
  latestVersion: number | null;
}
interface Unit {
  _id: string;
  unitName: string;
  health: number;
  structuredAbilities: { templateID: string }[];
}
interface Weapon {
  _id: string;
  name: string;
  damage: number;
}
interface Template {
  _id: string;
  name: string;
  formula: string;
}
interface Version {
  number: number;
  approvedAt: string;
  faction: Faction;
  units: Unit[];
  weapons: Weapon[];
  abilityTemplates: Template[];
}
interface Card {
  title: string;
}

describe('faction versions (issue 16)', () => {
  const t = useTestApp();
  let author: TestUser;
  let mod: TestUser;
  let stranger: TestUser;

  const { call, get, post } = callsOf(t);
  const approve = (id: string) => post<Faction>(mod, `/api/factions/toggleapproval/${id}`);
  const listed = async (search = '') =>
    (await get<Card[]>(null, `/api/factions?public=true&limit=100&page=1&search=${search}`)).map(
      (card) => card.title,
    );

  /** A public faction by the author with one weapon and one unit carrying it, not yet approved. */
  const armedFaction = async (title: string) => {
    const faction = await post<Faction>(author, '/api/factions/', {
      title,
      public: true,
      lore: 'Old lore',
    });
    const weapon = await post<Weapon>(author, '/api/weapons/', {
      faction: faction._id,
      name: 'Blade',
      attacks: 2,
      damage: 1,
    });
    const unit = await post<Unit>(author, '/api/units/', {
      faction: faction._id,
      unitName: 'Trooper',
      health: 2,
      equippedWeapons: [{ weaponID: weapon._id, knack: 3 }],
    });
    return { faction, weapon, unit };
  };

  beforeAll(async () => {
    [author, mod, stranger] = await Promise.all([
      signUp(t.app, { roles: ['publisher'] }),
      signUp(t.app, { roles: ['mod'] }),
      signUp(t.app),
    ]);
  });

  it('approve → version 1; edit → the public still reads 1; approve → 2; version 1 never changes', async () => {
    const { faction, weapon, unit } = await armedFaction('Versioned Wardens');
    // Never approved: no version; the working copy is what a link shows.
    expect(await get<Faction>(null, `/api/factions/${faction._id}`)).toMatchObject({
      factionVersion: null,
      latestVersion: null,
    });
    expect(await listed()).not.toContain('Versioned Wardens');

    const approved = await approve(faction._id);
    expect(approved).toMatchObject({ reviewed: true, factionVersion: null, latestVersion: 1 });
    expect(await get<Faction>(null, `/api/factions/${faction._id}`)).toMatchObject({
      title: 'Versioned Wardens',
      factionVersion: 1,
      latestVersion: 1,
    });
    expect(await listed()).toContain('Versioned Wardens');

    // The author fixes a typo, renames it, makes the unit tougher and the blade sharper.
    await post(author, `/api/factions/${faction._id}`, {
      title: 'Renamed Wardens',
      public: true,
      lore: 'New lore',
    });
    await post(author, `/api/units/${unit._id}`, {
      faction: faction._id,
      unitName: 'Veteran',
      health: 3,
      equippedWeapons: [{ weaponID: weapon._id, knack: 3 }],
    });
    await post(author, `/api/weapons/${weapon._id}`, {
      faction: faction._id,
      name: 'Sharp Blade',
      attacks: 2,
      damage: 2,
    });

    // The public (and a signed-in stranger) still read version 1, in lists too.
    for (const reader of [null, stranger]) {
      expect(await get<Faction>(reader, `/api/factions/${faction._id}`)).toMatchObject({
        title: 'Versioned Wardens',
        lore: 'Old lore',
        reviewed: true,
        factionVersion: 1,
        latestVersion: 1,
      });
      expect(await get<Unit[]>(reader, `/api/units/faction/${faction._id}`)).toMatchObject([
        { unitName: 'Trooper', health: 2 },
      ]);
      expect(await get<Weapon[]>(reader, `/api/weapons/faction/${faction._id}`)).toMatchObject([
        { name: 'Blade', damage: 1 },
      ]);
      expect(await get<Unit>(reader, `/api/units/${unit._id}`)).toMatchObject({ health: 2 });
      expect(await get<Weapon>(reader, `/api/weapons/${weapon._id}`)).toMatchObject({ damage: 1 });
    }
    expect(await listed()).toContain('Versioned Wardens');
    expect(await listed()).not.toContain('Renamed Wardens');
    expect(await listed('Renamed')).toEqual([]);

    // Its author and moderators read and edit the working copy, marked as such.
    for (const reader of [author, mod]) {
      expect(await get<Faction>(reader, `/api/factions/${faction._id}`)).toMatchObject({
        title: 'Renamed Wardens',
        reviewed: false,
        factionVersion: null,
        latestVersion: 1,
      });
      expect(await get<Unit[]>(reader, `/api/units/faction/${faction._id}`)).toMatchObject([
        { unitName: 'Veteran', health: 3 },
      ]);
      expect(await get<Weapon>(reader, `/api/weapons/${weapon._id}`)).toMatchObject({ damage: 2 });
    }

    expect(await approve(faction._id)).toMatchObject({ latestVersion: 2 });
    expect(await get<Faction>(null, `/api/factions/${faction._id}`)).toMatchObject({
      title: 'Renamed Wardens',
      factionVersion: 2,
      latestVersion: 2,
    });
    expect(await get<Unit[]>(null, `/api/units/faction/${faction._id}`)).toMatchObject([
      { unitName: 'Veteran', health: 3 },
    ]);
    expect(await listed()).toContain('Renamed Wardens');

    // A roster pinned to version 1 reads version 1, whatever came after.
    const first = await get<Version>(null, `/api/factions/${faction._id}/versions/1`);
    expect(first).toMatchObject({
      number: 1,
      faction: { title: 'Versioned Wardens', lore: 'Old lore', factionVersion: 1 },
      units: [{ _id: unit._id, unitName: 'Trooper', health: 2 }],
      weapons: [{ _id: weapon._id, name: 'Blade', damage: 1 }],
    });
    expect(Number.isNaN(Date.parse(first.approvedAt))).toBe(false);
    const bySlug = await get<Version>(null, `/api/factions/${approved.slug}/versions/2`);
    expect(bySlug).toMatchObject({ number: 2, units: [{ health: 3 }], weapons: [{ damage: 2 }] });
  });

  it('keeps the ability templates a version uses as they were', async () => {
    const { faction, weapon, unit } = await armedFaction('Templated Wardens');
    const template = await post<Template>(mod, '/api/ability/', {
      name: 'Versioned Charge',
      formula: '3',
    });
    await post(author, `/api/units/${unit._id}`, {
      faction: faction._id,
      unitName: 'Trooper',
      health: 2,
      equippedWeapons: [{ weaponID: weapon._id, knack: 3 }],
      structuredAbilities: [{ templateID: template._id, overrides: [], customName: '' }],
    });
    await approve(faction._id);
    await post(mod, `/api/ability/${template._id}`, { name: 'Versioned Charge', formula: '9' });
    const kept = await get<Version>(null, `/api/factions/${faction._id}/versions/1`);
    expect(kept.abilityTemplates).toMatchObject([{ _id: template._id, formula: '3' }]);
  });

  it("makes a moderator's edit of an approved faction its next version at once", async () => {
    const { faction, unit } = await armedFaction('Moderated Wardens');
    await approve(faction._id);
    const saved = await post<Faction>(mod, `/api/factions/${faction._id}`, {
      title: 'Moderated Wardens',
      public: true,
      lore: 'Tidied lore',
    });
    expect(saved).toMatchObject({ reviewed: true, latestVersion: 2 });
    expect(await get<Faction>(null, `/api/factions/${faction._id}`)).toMatchObject({
      lore: 'Tidied lore',
      factionVersion: 2,
    });
    await post(mod, `/api/units/${unit._id}`, { faction: faction._id, unitName: 'Tidied' });
    expect(await get<Faction>(null, `/api/factions/${faction._id}`)).toMatchObject({
      factionVersion: 3,
    });
    expect(await get<Unit[]>(null, `/api/units/faction/${faction._id}`)).toMatchObject([
      { unitName: 'Tidied' },
    ]);
  });

  it('shows the public no version after a disapproval or a banishment, and numbers on', async () => {
    const { faction } = await armedFaction('Withdrawn Wardens');
    await approve(faction._id);
    const disapproved = await post<Faction>(mod, `/api/factions/toggleapproval/${faction._id}`, {
      reason: 'Not fit',
    });
    expect(disapproved).toMatchObject({ reviewed: false, latestVersion: null });
    expect(await listed()).not.toContain('Withdrawn Wardens');
    expect(await get<Faction>(null, `/api/factions/${faction._id}`)).toMatchObject({
      factionVersion: null,
    });

    expect(await approve(faction._id)).toMatchObject({ latestVersion: 2 });
    await post(author, `/api/factions/${faction._id}`, {
      title: 'Withdrawn Wardens',
      public: true,
    });
    await post(mod, `/api/factions/banishdraft/${faction._id}`, { reason: 'Spam' });
    expect(await listed()).not.toContain('Withdrawn Wardens');
    // The kept versions stay readable: rosters built on them still cost the same.
    expect((await call(null, 'GET', `/api/factions/${faction._id}/versions/2`)).statusCode).toBe(
      200,
    );
  });

  it('hides from the public what its version does not hold, and refuses unknown versions', async () => {
    const { faction } = await armedFaction('Growing Wardens');
    await approve(faction._id);
    const added = await post<Unit>(author, '/api/units/', {
      faction: faction._id,
      unitName: 'Recruit',
    });
    expect((await call(null, 'GET', `/api/units/${added._id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/units/${added._id}`)).statusCode).toBe(404);
    expect(await get<Unit>(author, `/api/units/${added._id}`)).toMatchObject({
      unitName: 'Recruit',
    });

    expect((await call(null, 'GET', `/api/factions/${faction._id}/versions/2`)).statusCode).toBe(
      404,
    );
    for (const bad of ['0', '-1', 'x', '1.5', '99999999999']) {
      expect(
        (await call(null, 'GET', `/api/factions/${faction._id}/versions/${bad}`)).statusCode,
      ).toBe(400);
    }
    expect((await call(null, 'GET', '/api/factions/no-such-faction/versions/1')).statusCode).toBe(
      404,
    );
  });
});
