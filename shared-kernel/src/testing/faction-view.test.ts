/**
 * The mock API reads factions as the API does: a faction never approved is read by anyone with
 * its link as it is, unlisted; one with an approved version shows everyone but its author,
 * listed editors and moderators that version, with its units and weapons, whatever its listing.
 */
import type { FactionVersion } from '@muster/shared-kernel/core';
import { callMockApi } from './call-mock-api.js';
import {
  FACTION,
  HAMMER,
  MODERATOR,
  SCOUT,
  UNITS,
  WARDEN,
  createMockDb,
  mockApi,
} from './index.js';
import { mockSessionToken } from './tokens.js';

const STRANGER = { username: 'sam', display: 'Sam', roles: ['publisher'], likes: [] };
const api = mockApi(() => ({ profiles: [...createMockDb().profiles, MODERATOR, STRANGER] }));

const visitors = [undefined, mockSessionToken('sam')];
const editors = ['vex', 'ada', 'mia'].map((username) => mockSessionToken(username));
const get = (path: string, token?: string) => callMockApi('GET', path, undefined, token);
const titles = async (path: string) =>
  ((await get(path)).body as unknown as { title: string }[]).map((card) => card.title);

describe('the mock API reads a faction', () => {
  it('never approved: by its link, as it is, to anyone (its review note to its editors only), listed nowhere', async () => {
    Object.assign(api.db.factions[0]!, { public: false, reviewed: false, reviewNote: 'Too thin' });
    for (const token of visitors) {
      expect((await get(`/factions/${FACTION.slug}`, token)).body).toMatchObject({
        title: 'Iron Wardens',
        reviewNote: '',
        factionVersion: null,
        latestVersion: null,
      });
      expect((await get(`/units/faction/${FACTION._id}`, token)).body).toHaveLength(UNITS.length);
      expect((await get(`/units/${WARDEN._id}`, token)).status).toBe(200);
    }
    for (const token of editors)
      expect((await get(`/factions/${FACTION._id}`, token)).body).toMatchObject({
        reviewNote: 'Too thin',
      });
    expect(await titles('/factions?public=true&limit=100&page=1')).not.toContain('Iron Wardens');
  });

  it('approved, then changed and unlisted: its approved version to everyone but its editors', async () => {
    const kept: FactionVersion = {
      number: 1,
      approvedAt: '2026-01-02T00:00:00.000Z',
      faction: { ...FACTION, title: 'Iron Wardens' },
      units: [SCOUT],
      weapons: [HAMMER],
      abilityTemplates: [],
    };
    api.db.factionVersions = [kept];
    Object.assign(api.db.factions[0]!, {
      title: 'Pending Wardens',
      public: false,
      reviewed: false,
      latestVersion: 1,
    });
    for (const token of visitors) {
      expect((await get(`/factions/${FACTION.slug}`, token)).body).toMatchObject({
        title: 'Iron Wardens',
        factionVersion: 1,
        latestVersion: 1,
        reviewed: true,
        public: false,
      });
      expect((await get(`/units/faction/${FACTION._id}`, token)).body).toEqual([SCOUT]);
      expect((await get(`/weapons/faction/${FACTION._id}`, token)).body).toEqual([HAMMER]);
      expect((await get(`/units/${WARDEN._id}`, token)).status).toBe(404);
    }
    for (const token of editors) {
      expect((await get(`/factions/${FACTION.slug}`, token)).body).toMatchObject({
        title: 'Pending Wardens',
        factionVersion: null,
      });
      expect((await get(`/units/faction/${FACTION._id}`, token)).body).toHaveLength(UNITS.length);
      expect((await get(`/units/${WARDEN._id}`, token)).status).toBe(200);
    }
    expect(await titles('/factions?public=true&limit=100&page=1')).not.toContain('Iron Wardens');
  });
});
