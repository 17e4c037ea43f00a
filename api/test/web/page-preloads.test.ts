import { START_READS, firstReads } from '@muster/shared-kernel/core';
import { databaseLookups, pageData, type PageLookups } from '../../src/web/page-preloads.js';
import { testApp, type TestApp } from '../helpers/test-app.js';

const IMAGE = `/api/image/${'ab'.repeat(32)}`;

/** Lookups that know one faction and one scenario. */
const known: PageLookups = {
  factionId: async (slug) => (slug === 'iron-legion' ? 'f-1' : null),
  scenarioThumbnail: async (slug) =>
    ({ 'hold-the-bridge': IMAGE, elsewhere: 'https://cdn.example/x.png' })[slug] ?? null,
};

describe('pageData', () => {
  it("adds a faction's units and weapons to the faction page's first reads", async () => {
    await expect(pageData('/factions/iron-legion', known)).resolves.toEqual({
      reads: [
        ...firstReads('/factions/iron-legion'),
        START_READS.unitsOfFaction('f-1'),
        START_READS.weaponsOfFaction('f-1'),
      ],
      images: [],
    });
  });

  it("preloads a scenario's thumbnail when it is one of this site's stored images", async () => {
    const scenario = await pageData('/scenarios/hold-the-bridge', known);
    expect(scenario).toEqual({ reads: firstReads('/scenarios/hold-the-bridge'), images: [IMAGE] });
    expect((await pageData('/scenarios/elsewhere', known)).images).toEqual([]);
  });

  it('preloads only the first reads when the name is unknown, malformed or a lookup fails', async () => {
    const failing: PageLookups = {
      factionId: () => Promise.reject(new Error('database down')),
      scenarioThumbnail: () => Promise.reject(new Error('database down')),
    };
    for (const [path, lookups] of [
      ['/factions/nobody', known],
      ['/factions/%E0%A4%A', known],
      [`/factions/${'x'.repeat(201)}`, { ...known, factionId: async () => 'f-1' }],
      ['/factions/iron-legion', failing],
      ['/scenarios/hold-the-bridge', failing],
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

  it('finds a faction by its slug and a scenario thumbnail, and nothing for unknown names', async () => {
    const lookups = databaseLookups(harness.app.db);
    const faction = await harness.app.inject('/api/factions/ashfall-raiders');
    expect(await lookups.factionId('ashfall-raiders')).toBe(faction.json()._id);
    const scenario = await harness.app.inject('/api/scenarios/hold-the-bridge');
    const thumbnail = await lookups.scenarioThumbnail('hold-the-bridge');
    expect(thumbnail).toMatch(/^\/api\/image\//);
    expect(thumbnail).toBe(scenario.json().thumbnailURL);
    expect(await lookups.factionId('no-such-faction')).toBeNull();
    expect(await lookups.scenarioThumbnail('no-such-scenario')).toBeNull();
  });
});
