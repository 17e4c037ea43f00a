/**
 * Faction versions on the server: each approval keeps the faction as a numbered version; the public reads
 * the latest while newer edits wait in the queue; editors read the working copy; a version never
 * changes, so a roster pinned to it reads the costs it was built with. Whatever the
 * listing (a draft, unticked, disapproved, banished), anyone else reads the latest approved
 * version, in every read and in what a page carries; only a moderator lists again. A faction
 * never approved is read by anyone with its link as it is (unlisted, not secret).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_READS_ELEMENT_ID, START_READS } from '@muster/shared-kernel/core';
import { pageJson } from '../helpers/page-json.js';
import { callsOf, signUp, type TestUser, useTestApp } from '../helpers/test-app.js';

/** A site root with a bare shell page, so faction pages are served with what they carry. */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'muster-versions-'));
mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
writeFileSync(
  path.join(webRoot, 'shell', 'dist', 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

interface Faction {
  _id: string;
  slug: string;
  title: string;
  lore: string;
  reviewed: boolean;
  reviewNote: string;
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
interface Moderated extends Faction {
  public: boolean;
  alreadyDone: boolean;
}

describe('faction versions', () => {
  const t = useTestApp({ WEB_ROOT: webRoot });
  let author: TestUser;
  let editor: TestUser;
  let mod: TestUser;
  let stranger: TestUser;

  const { call, get, post } = callsOf(t);
  const approve = (id: string) => post<Faction>(mod, `/api/factions/toggleapproval/${id}`);
  const listed = async (search = '') =>
    (await get<Card[]>(null, `/api/factions?public=true&limit=100&page=1&search=${search}`)).map(
      (card) => card.title,
    );

  /**
   * A public faction by the author, the editor listed, with one weapon and one unit carrying it,
   * not yet approved.
   */
  const armedFaction = async (title: string) => {
    const faction = await post<Faction>(author, '/api/factions/', {
      title,
      public: true,
      lore: 'Old lore',
      acl: { editors: [editor.username] },
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
    [author, editor, mod, stranger] = await Promise.all([
      signUp(t.app, { roles: ['publisher'] }),
      signUp(t.app),
      signUp(t.app, { roles: ['mod'] }),
      signUp(t.app),
    ]);
  });

  it('approve → version 1; edit → the public still reads 1; approve → 2; version 1 never changes', async () => {
    const { faction, weapon, unit } = await armedFaction('Versioned Wardens');
    // Never approved: no version, so the public reads it as it is by its link, unlisted.
    for (const reader of [null, author]) {
      expect(await get<Faction>(reader, `/api/factions/${faction._id}`)).toMatchObject({
        title: 'Versioned Wardens',
        factionVersion: null,
        latestVersion: null,
      });
    }
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

  it("leaves a moderator's edits waiting for review like anyone's: one approval, one version", async () => {
    const { faction, unit, weapon } = await armedFaction('Moderated Wardens');
    await approve(faction._id);
    const saved = await post<Faction>(mod, `/api/factions/${faction._id}`, {
      title: 'Moderated Wardens',
      public: true,
      lore: 'Tidied lore',
    });
    expect(saved).toMatchObject({ reviewed: false, latestVersion: 1 });
    const second = await post<Unit>(mod, '/api/units/', {
      faction: faction._id,
      unitName: 'Second',
    });
    const third = await post<Unit>(mod, '/api/units/', { faction: faction._id, unitName: 'Third' });
    for (const [id, unitName] of [
      [unit._id, 'Tidied'],
      [second._id, 'Second tidied'],
      [third._id, 'Third tidied'],
    ] as const) {
      await post(mod, `/api/units/${id}`, { faction: faction._id, unitName });
    }
    await post(mod, `/api/weapons/${weapon._id}`, {
      faction: faction._id,
      name: 'Tidied Blade',
      attacks: 2,
      damage: 1,
    });
    // The public keeps version 1 and the faction waits in the queue.
    expect(await get<Faction>(null, `/api/factions/${faction._id}`)).toMatchObject({
      lore: 'Old lore',
      factionVersion: 1,
    });
    expect(await get<Unit[]>(null, `/api/units/faction/${faction._id}`)).toMatchObject([
      { unitName: 'Trooper' },
    ]);
    const queue = await get<Card[]>(mod, '/api/factions/needsreview?public=true&limit=100');
    expect(queue.map((card) => card.title)).toContain('Moderated Wardens');

    expect(await approve(faction._id)).toMatchObject({ reviewed: true, latestVersion: 2 });
    expect((await call(null, 'GET', `/api/factions/${faction._id}/versions/3`)).statusCode).toBe(
      404,
    );
    expect(await get<Faction>(null, `/api/factions/${faction._id}`)).toMatchObject({
      lore: 'Tidied lore',
      factionVersion: 2,
    });
    expect(
      (await get<Unit[]>(null, `/api/units/faction/${faction._id}`)).map((u) => u.unitName),
    ).toEqual(['Second tidied', 'Third tidied', 'Tidied']);
  });

  it('keeps the latest version readable by link after a disapproval or a banishment, out of the lists, and numbers on', async () => {
    const { faction } = await armedFaction('Withdrawn Wardens');
    await approve(faction._id);
    const disapproved = await post<Faction>(mod, `/api/factions/toggleapproval/${faction._id}`, {
      reason: 'Not fit',
    });
    expect(disapproved).toMatchObject({ reviewed: false, latestVersion: 1 });
    expect(await listed()).not.toContain('Withdrawn Wardens');
    expect(await get<Faction>(null, `/api/factions/${faction._id}`)).toMatchObject({
      factionVersion: 1,
      latestVersion: 1,
    });

    expect(await approve(faction._id)).toMatchObject({ latestVersion: 2 });
    await post(author, `/api/factions/${faction._id}`, {
      title: 'Withdrawn Wardens',
      public: true,
    });
    await post(mod, `/api/factions/banishdraft/${faction._id}`, { reason: 'Spam' });
    expect(await listed()).not.toContain('Withdrawn Wardens');
    expect(await get<Faction>(null, `/api/factions/${faction._id}`)).toMatchObject({
      factionVersion: 2,
    });
    // The kept versions stay readable: rosters built on them still cost the same.
    expect((await call(null, 'GET', `/api/factions/${faction._id}/versions/2`)).statusCode).toBe(
      200,
    );
  });

  describe('an unlisted faction shows the public its approved version, or a draft as it is', () => {
    type Armed = Awaited<ReturnType<typeof armedFaction>>;
    /**
     * What the public should read: the names of the version it reads (`version` 1 unless given;
     * null: the working copy of a faction never approved).
     */
    type Expected = {
      title: string;
      unitName: string;
      weaponName: string;
      version?: number | null;
    };

    /** The answers a faction page carries for a visitor, by address. */
    const carried = async (slug: string) => {
      const page = await call(null, 'GET', `/factions/${slug}`);
      expect(page.statusCode).toBe(200);
      return (pageJson(page.body, PAGE_READS_ELEMENT_ID) ?? {}) as Record<string, unknown>;
    };

    /** Every read of the faction, as `reader` makes it, matches `expected`. */
    const expectReads = async (reader: TestUser | null, armed: Armed, expected: Expected) => {
      const { faction, unit, weapon } = armed;
      const reads = [
        `/api/factions/${faction._id}`,
        `/api/factions/${faction.slug}`,
        `/api/units/faction/${faction._id}`,
        `/api/weapons/faction/${faction._id}`,
        `/api/units/${unit._id}`,
        `/api/weapons/${weapon._id}`,
      ];
      const { title, unitName, weaponName, version = 1 } = expected;
      for (const key of [faction._id, faction.slug]) {
        expect(await get<Faction>(reader, `/api/factions/${key}`)).toMatchObject({
          title,
          lore: 'Old lore',
          reviewed: version !== null,
          reviewNote: '',
          factionVersion: version,
          latestVersion: version,
        });
      }
      expect(await get<Unit[]>(reader, reads[2]!)).toMatchObject([{ unitName }]);
      expect(await get<Weapon[]>(reader, reads[3]!)).toMatchObject([{ name: weaponName }]);
      expect(await get<Unit>(reader, reads[4]!)).toMatchObject({ unitName });
      expect(await get<Weapon>(reader, reads[5]!)).toMatchObject({ name: weaponName });
    };

    /** What a visitor's faction page carries: the reads the public gets. */
    const expectPage = async (armed: Armed, expected: Expected) => {
      const { faction } = armed;
      const answers = await carried(faction.slug);
      const own = [
        START_READS.faction(faction.slug),
        START_READS.unitsOfFaction(faction._id),
        START_READS.weaponsOfFaction(faction._id),
        START_READS.profile(author.username),
      ];
      const text = JSON.stringify(answers);
      expect(text).not.toContain('Pending');
      expect(answers[own[0]!]).toMatchObject({
        title: expected.title,
        factionVersion: expected.version === undefined ? 1 : expected.version,
      });
      expect(answers[own[1]!]).toMatchObject([{ unitName: expected.unitName }]);
      expect(answers[own[2]!]).toMatchObject([{ name: expected.weaponName }]);
    };

    /** The working copy, as its author, its editor and moderators read it. */
    const expectWorkingCopy = async (armed: Armed, title: string, unitName: string) => {
      for (const reader of [author, editor, mod]) {
        expect(await get<Faction>(reader, `/api/factions/${armed.faction.slug}`)).toMatchObject({
          title,
          factionVersion: null,
        });
        expect(await get<Unit>(reader, `/api/units/${armed.unit._id}`)).toMatchObject({
          unitName,
        });
      }
    };

    /**
     * Approved as version 1, then edited by the editor (titled `Pending {title}`, its unit and
     * weapon changed): the edits wait for review.
     */
    const approvedThenEdited = async (title: string) => {
      const armed = await armedFaction(title);
      await approve(armed.faction._id);
      await post(editor, `/api/factions/${armed.faction._id}`, {
        title: `Pending ${title}`,
        public: true,
        lore: 'Pending lore',
      });
      await post(editor, `/api/units/${armed.unit._id}`, {
        faction: armed.faction._id,
        unitName: 'Pending Veteran',
        equippedWeapons: [{ weaponID: armed.weapon._id, knack: 3 }],
      });
      await post(editor, `/api/weapons/${armed.weapon._id}`, {
        faction: armed.faction._id,
        name: 'Pending Blade',
        attacks: 2,
        damage: 5,
      });
      return armed;
    };

    it('shows a faction never approved by its link, to visitors, strangers and in its page, and lists it nowhere', async () => {
      const armed = await armedFaction('Unlisted Wardens');
      // Banished to draft with a reason: the reason is its editors' to read, not the public's.
      await post(mod, `/api/factions/banishdraft/${armed.faction._id}`, { reason: 'Too thin' });
      const draft = { title: 'Unlisted Wardens', unitName: 'Trooper', weaponName: 'Blade' };
      for (const reader of [null, stranger])
        await expectReads(reader, armed, { ...draft, version: null });
      await expectPage(armed, { ...draft, version: null });
      await expectWorkingCopy(armed, 'Unlisted Wardens', 'Trooper');
      expect(await get<Faction>(author, `/api/factions/${armed.faction.slug}`)).toMatchObject({
        reviewNote: 'Too thin',
      });
      expect(await listed()).not.toContain('Unlisted Wardens');
      const byAuthor = await get<Card[]>(null, `/api/factions/byuser/${author.username}`);
      expect(byAuthor.map((card) => card.title)).not.toContain('Unlisted Wardens');
      const featured = await get<Card[]>(null, '/api/factions/rand');
      expect(featured.map((card) => card.title)).not.toContain('Unlisted Wardens');
    });

    const refusals = [
      [
        'a banishment to draft',
        (id: string) => post(mod, `/api/factions/banishdraft/${id}`, { reason: 'Spam' }),
      ],
      [
        'a disapproval',
        (id: string) =>
          post(mod, `/api/factions/toggleapproval/${id}`, { action: 'disapprove', reason: 'No' }),
      ],
      [
        'its editor unticking Public',
        (id: string, pending: string) =>
          post(editor, `/api/factions/${id}`, { title: pending, public: false }),
      ],
    ] as const;
    for (const [refusal, refuse] of refusals) {
      it(`after ${refusal}: the public reads the approved version, and only a moderator lists it again`, async () => {
        const title = `Refused Wardens ${refusals.findIndex(([name]) => name === refusal)}`;
        const armed = await approvedThenEdited(title);
        const pending = `Pending ${title}`;
        const id = armed.faction._id;
        await refuse(id, pending);
        const approved = { title, unitName: 'Trooper', weaponName: 'Blade' };
        for (const reader of [null, stranger]) await expectReads(reader, armed, approved);
        await expectPage(armed, approved);
        await expectWorkingCopy(armed, pending, 'Pending Veteran');
        expect(await listed()).not.toContain(title);
        const byAuthor = await get<Card[]>(null, `/api/factions/byuser/${author.username}`);
        expect(byAuthor.map((card) => card.title)).not.toContain(title);

        // Ticked Public again by its editor: in the queue, still not listed, still version 1.
        await post(editor, `/api/factions/${id}`, { title: pending, public: true });
        expect(await listed()).not.toContain(title);
        expect(await listed()).not.toContain(pending);
        const queue = await get<Card[]>(mod, '/api/factions/needsreview?public=true&limit=100');
        expect(queue.map((card) => card.title)).toContain(pending);
        for (const reader of [null, stranger]) await expectReads(reader, armed, approved);

        const relisted = await post<Moderated>(mod, `/api/factions/toggleapproval/${id}`, {
          action: 'approve',
        });
        expect(relisted).toMatchObject({ reviewed: true, latestVersion: 2, alreadyDone: false });
        expect(await listed()).toContain(pending);
        expect(await get<Unit>(null, `/api/units/${armed.unit._id}`)).toMatchObject({
          unitName: 'Pending Veteran',
        });
      });
    }

    it('an editor unticking and ticking Public again does not list the faction without a moderator', async () => {
      const armed = await approvedThenEdited('Flicked Wardens');
      for (const isPublic of [false, true]) {
        await post(editor, `/api/factions/${armed.faction._id}`, {
          title: 'Flicked Wardens',
          public: isPublic,
          lore: 'Pending lore',
        });
      }
      expect(await listed()).not.toContain('Flicked Wardens');
      await expectReads(null, armed, {
        title: 'Flicked Wardens',
        unitName: 'Trooper',
        weaponName: 'Blade',
      });
    });
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
