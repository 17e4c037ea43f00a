import { START_READS, firstReads } from '@muster/shared-kernel/core';
import { databaseLookups, pageData, type PageLookups } from '../../src/web/page-preloads.js';
import { testApp, type TestApp } from '../helpers/test-app.js';

const IMAGE = `/api/image/${'ab'.repeat(32)}`;

/** Lookups that know one faction and two scenarios. */
const known: PageLookups = {
  faction: async (slug) => (slug === 'iron-legion' ? { id: 'f-1', author: 'Ann Smith' } : null),
  scenario: async (slug) =>
    ({
      'hold-the-bridge': { thumbnail: IMAGE, author: 'bob' },
      elsewhere: { thumbnail: 'https://cdn.example/x.png', author: 'bob' },
    })[slug] ?? null,
};

describe('pageData', () => {
  it("adds a faction's units, weapons and author to the faction page's first reads", async () => {
    await expect(pageData('/factions/iron-legion', known)).resolves.toEqual({
      reads: [
        ...firstReads('/factions/iron-legion'),
        START_READS.unitsOfFaction('f-1'),
        START_READS.weaponsOfFaction('f-1'),
        '/api/users/profile/Ann%20Smith',
      ],
      images: [],
    });
  });

  it("reads a scenario's author and preloads its thumbnail when it is a stored image", async () => {
    const scenario = await pageData('/scenarios/hold-the-bridge', known);
    expect(scenario).toEqual({
      reads: [...firstReads('/scenarios/hold-the-bridge'), START_READS.profile('bob')],
      images: [IMAGE],
    });
    expect((await pageData('/scenarios/elsewhere', known)).images).toEqual([]);
  });

  it('keeps only the first reads when the name is unknown, malformed or a lookup fails', async () => {
    const failing: PageLookups = {
      faction: () => Promise.reject(new Error('database down')),
      scenario: () => Promise.reject(new Error('database down')),
    };
    for (const [path, lookups] of [
      ['/factions/nobody', known],
      ['/factions/%E0%A4%A', known],
      [
        `/factions/${'x'.repeat(201)}`,
        { ...known, faction: async () => ({ id: 'f-1', author: 'a' }) },
      ],
      ['/factions/iron-legion', failing],
      ['/scenarios/hold-the-bridge', failing],
      ['/scenarios/nowhere', known],
      ['/ruleset', known],
      ['/login', known],
    ] as const) {
      await expect(pageData(path, lookups)).resolves.toEqual({
        reads: firstReads(path),
        images: [],
      });
    }
  });
});

describe('databaseLookups', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await testApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => harness.close());

  it('finds a faction and a scenario by slug, and nothing for unknown names', async () => {
    const lookups = databaseLookups(harness.app.db);
    const faction = (await harness.app.inject('/api/factions/ashfall-raiders')).json();
    await expect(lookups.faction('ashfall-raiders')).resolves.toEqual({
      id: faction._id,
      author: faction.acl.author,
    });
    const scenario = (await harness.app.inject('/api/scenarios/hold-the-bridge')).json();
    const found = await lookups.scenario('hold-the-bridge');
    expect(found?.thumbnail).toMatch(/^\/api\/image\//);
    expect(found).toEqual({ thumbnail: scenario.thumbnailURL, author: scenario.author });
    await expect(lookups.faction('no-such-faction')).resolves.toBeNull();
    await expect(lookups.scenario('no-such-scenario')).resolves.toBeNull();
  });
});
