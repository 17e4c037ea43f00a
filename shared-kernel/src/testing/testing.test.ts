/**
 * The fixtures and the mock API hold to the core schemas, as the real API does: a component test
 * cannot pass on data the API would never answer, nor on a save the API would refuse.
 */
import { Type, type TSchema } from 'typebox';
import { CONFLICT_MESSAGE } from '@muster/shared-kernel/core';
import { Value } from 'typebox/value';
import * as schemas from '@muster/shared-kernel/core/model';
import {
  CANNON,
  ENGINE,
  FACTION,
  FORMULA,
  BATTLE_REPORT,
  HAMMER,
  LORE_PAGE,
  MOCK_API_ORIGIN,
  RULESET,
  SCENARIO,
  SCOUT,
  TEMPLATE,
  TERRAIN_PAGE,
  WARDEN,
  createMockDb,
  MODERATOR,
  mockApi,
  mockSessionToken,
} from './index.js';

const errorsOf = (schema: TSchema, value: unknown) =>
  Value.Errors(schema, value).map((error) => `${error.instancePath} ${error.message}`);

describe('the fixtures', () => {
  it.each<[string, TSchema, unknown]>([
    ['FACTION', schemas.Faction, FACTION],
    ['HAMMER', schemas.Weapon, HAMMER],
    ['CANNON', schemas.Weapon, CANNON],
    ['TEMPLATE', schemas.AbilityTemplate, TEMPLATE],
    ['SCOUT', schemas.Unit, SCOUT],
    ['ENGINE', schemas.Unit, ENGINE],
    ['WARDEN', schemas.Unit, WARDEN],
    ['FORMULA', schemas.PointFormula, FORMULA],
    ['RULESET', Type.Omit(schemas.Ruleset, ['html']), RULESET],
    ['SCENARIO', Type.Omit(schemas.Scenario, ['html']), SCENARIO],
    ['LORE_PAGE', Type.Omit(schemas.Page, ['html']), LORE_PAGE],
    ['TERRAIN_PAGE', Type.Omit(schemas.Page, ['html']), TERRAIN_PAGE],
    ['BATTLE_REPORT', Type.Omit(schemas.Page, ['html']), BATTLE_REPORT],
  ])('%s fits its core schema', (_, schema, value) => {
    expect(errorsOf(schema, value)).toEqual([]);
  });

  it('the mock users fit the profile schema', () => {
    for (const profile of createMockDb().profiles)
      expect(errorsOf(schemas.UserProfile, profile)).toEqual([]);
  });
});

describe('the mock API', () => {
  const api = mockApi();
  const post = async (path: string, body: unknown, as?: string) => {
    const response = await fetch(`${MOCK_API_ORIGIN}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(as ? { authorization: `Bearer ${mockSessionToken(as)}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers lists of cards that fit the card schema', async () => {
    const response = await fetch(`${MOCK_API_ORIGIN}/api/factions?public=true`);
    const cards = (await response.json()) as unknown[];
    expect(cards).toHaveLength(1);
    for (const card of cards) expect(errorsOf(schemas.FactionCard, card)).toEqual([]);
  });

  it('answers the ruleset with its markdown rendered to HTML, as the API does', async () => {
    const answer = (await (await fetch(`${MOCK_API_ORIGIN}/api/ruleset/`)).json()) as unknown;
    expect(errorsOf(schemas.Ruleset, answer)).toEqual([]);
    expect(answer).toMatchObject({
      markdown: RULESET.markdown,
      html: expect.stringContaining('<h2>Movement</h2>'),
    });
    const saved = await post(
      '/ruleset/',
      { markdown: '[x](javascript:alert(1))', version: 1 },
      'admin',
    );
    expect(saved.body.html).toBe('<p><span class="markdown-dropped-link">x</span></p>');
  });

  // As the API: one scenario or page is answered with its HTML (the lists never carry it).
  it('answers one scenario or page with its markdown rendered to HTML, lists without', async () => {
    const json = async (path: string) =>
      (await (await fetch(`${MOCK_API_ORIGIN}/api${path}`)).json()) as unknown;
    const scenario = await json(`/scenarios/${SCENARIO.slug}`);
    expect(errorsOf(schemas.Scenario, scenario)).toEqual([]);
    expect(scenario).toMatchObject({ html: '<p>Two armies meet at the pass.</p>' });
    const page = await json(`/pages/${LORE_PAGE._id}`);
    expect(errorsOf(schemas.Page, page)).toEqual([]);
    expect(page).toMatchObject({ html: '<p>Snow fell for a year.</p>' });
    for (const list of ['/scenarios', '/pages/list/lore'])
      for (const item of (await json(list)) as object[]) expect(item).not.toHaveProperty('html');
    const saved = await post('/scenarios/', { title: 'T', markdown: '[x](vbscript:1)' }, 'vex');
    expect(saved.body.html).toBe('<p><span class="markdown-dropped-link">x</span></p>');
  });

  // Each save names the version it read, so a save made from a stale copy is a 409 and stores
  // nothing instead of overwriting a change its author never saw.
  it.each<[string, string, () => { version?: number }, Record<string, unknown>, string?]>([
    ['a faction', `/factions/${FACTION._id}`, () => api.db.factions[0]!, { title: 'T' }],
    [
      'a unit',
      `/units/${SCOUT._id}`,
      () => api.db.units[0]!,
      { faction: FACTION._id, unitName: 'U' },
    ],
    [
      'a weapon',
      `/weapons/${HAMMER._id}`,
      () => api.db.weapons[0]!,
      { faction: FACTION._id, name: 'W', attacks: 1, damage: 1 },
    ],
    [
      'an ability template',
      `/ability/${TEMPLATE._id}`,
      () => api.db.abilities[0]!,
      { name: 'A', formula: '1' },
    ],
    [
      'a point formula',
      `/formulas/${FORMULA._id}`,
      () => api.db.formulas[0]!,
      { name: 'F', formula: '{}' },
    ],
    ['the ruleset', '/ruleset/', () => api.db.ruleset, { markdown: 'R' }],
    ['a scenario', `/scenarios/${SCENARIO._id}`, () => api.db.scenarios[0]!, { title: 'S' }],
    [
      'a page',
      `/pages/${BATTLE_REPORT._id}`,
      () => api.db.pages[2]!,
      { title: 'P', type: 'batrep' },
      'ada',
    ],
  ])(
    'versions %s: a save bumps it, a stale one is a 409 that stores nothing',
    // The pages' editor is ada; the author of everything else is vex.
    async (_, path, stored, body, as = 'vex') => {
      expect(stored().version).toBe(1);
      const saved = await post(path, { ...body, version: 1 }, as);
      expect(saved).toMatchObject({ status: 200, body: { version: 2 } });
      expect(stored().version).toBe(2);
      const stale = await post(path, { ...body, version: 1 }, as);
      expect(stale).toEqual({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: CONFLICT_MESSAGE },
      });
      expect(stored().version).toBe(2);
      // A save naming no version (an older client) is taken.
      expect((await post(path, body, as)).body).toMatchObject({ version: 3 });
    },
  );

  it("fills the entities' defaults into a save, as the API does", async () => {
    const saved = await post('/units/', { faction: FACTION._id, unitName: 'Bare' });
    expect(saved.status).toBe(200);
    expect(errorsOf(schemas.Unit, saved.body)).toEqual([]);
    expect(saved.body).toMatchObject({ trainingType: 1, health: 1, movement: 6, size: 1 });
    const weapon = await post('/weapons/', {
      faction: FACTION._id,
      name: 'Club',
      attacks: 1,
      damage: 1,
    });
    expect(weapon.body).toMatchObject({ type: ['melee'], effectiveTypes: [], description: '' });
  });

  it('creates a faction as the API does: a draft in no review, whatever read-only fields it echoes', async () => {
    const created = await post(
      '/factions/',
      { title: ' New Host ', reviewed: true, likes: 7, slug: 'x' },
      'vex',
    );
    expect(created.status).toBe(200);
    expect(errorsOf(schemas.Faction, created.body)).toEqual([]);
    expect(created.body).toMatchObject({
      title: 'New Host',
      slug: 'new-host',
      version: 1,
      description: '',
      lore: '',
      public: false,
      reviewed: false,
      reviewNote: '',
      likes: 0,
      thumbnailURL: '',
      links: [],
      anteList: [],
      environmentList: [],
      acl: { author: 'vex', editors: [] },
      factionVersion: null,
      latestVersion: null,
    });
    expect(api.db.factions.find((f) => f._id === created.body._id)).toEqual(created.body);
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    [
      'a faction without a title',
      '/factions/',
      { lore: 'x' },
      "body must have required property 'title'",
    ],
    ['a NUL byte', '/factions/', { title: 'a\u0000b' }, 'body/title '],
    [
      'an unknown field',
      '/units/',
      { faction: FACTION._id, unitName: 'u', owner: 1 },
      'body/owner is not allowed',
    ],
    [
      'a knack of 1',
      '/units/',
      {
        faction: FACTION._id,
        unitName: 'u',
        equippedWeapons: [{ weaponID: HAMMER._id, knack: 1 }],
      },
      'body/equippedWeapons/0/knack ',
    ],
    [
      'a weapon without damage',
      '/weapons/',
      { faction: FACTION._id, name: 'w', attacks: 1 },
      "body must have required property 'damage'",
    ],
    ['a blank template name', '/ability/', { name: ' ', formula: '1' }, 'body/name '],
    ['a formula without text', '/formulas/', { name: 'f', formula: '' }, 'body/formula '],
    ['rules that are not text', '/ruleset/', { markdown: 5 }, 'body/markdown '],
  ])('refuses %s with the API’s 400, storing nothing', async (_, path, body, message) => {
    const before = JSON.stringify(api.db);
    const refused = await post(path, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(String(refused.body.message)).toContain(message);
    expect(JSON.stringify(api.db)).toBe(before);
  });

  describe('pages', () => {
    const moderator = () =>
      api.db.profiles.push({ username: 'mia', display: 'Mia', roles: ['mod'], likes: [] });
    const call = async (method: string, path: string, as?: string) => {
      const response = await fetch(`${MOCK_API_ORIGIN}/api${path}`, {
        method,
        headers: as ? { authorization: `Bearer ${mockSessionToken(as)}` } : {},
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const page = { title: 'New', type: 'terrain', markdown: '' };

    it('lists the reviewed pages of a type, by tag, and refuses an unknown type', async () => {
      expect((await call('GET', '/pages/list/lore')).body).toMatchObject([{ _id: LORE_PAGE._id }]);
      expect((await call('GET', '/pages/list/batrep')).body).toEqual([]);
      expect((await call('GET', '/pages/list/lore?tag=world')).body).toEqual([]);
      expect((await call('GET', '/pages/list/nope')).status).toBe(400);
    });

    it("answers the pages a user authors or edits as 'mine'", async () => {
      const ids = (body: unknown) => (body as { _id: string }[]).map((p) => p._id);
      expect(ids((await call('GET', '/pages/mypages', 'ada')).body)).toEqual([BATTLE_REPORT._id]);
      expect(ids((await call('GET', '/pages/mypages', 'vex')).body)).toHaveLength(3);
      expect((await call('GET', '/pages/mypages')).status).toBe(401);
    });

    it('creates a page by its author, in review unless a moderator writes it', async () => {
      const saved = await post('/pages/', page, 'ada');
      expect(errorsOf(schemas.Page, saved.body)).toEqual([]);
      expect(saved.body).toMatchObject({ reviewed: false, acl: { author: 'ada', editors: [] } });
      moderator();
      expect((await post('/pages/', page, 'mia')).body).toMatchObject({ reviewed: true });
    });

    it('refuses tags and a type change from a non-moderator, and an editor with no account', async () => {
      const tagged = await post('/pages/', { ...page, tags: ['x'] }, 'ada');
      expect(tagged).toMatchObject({ status: 403 });
      const retyped = await post(`/pages/${BATTLE_REPORT._id}`, { ...page, type: 'lore' }, 'ada');
      expect(retyped.body).toMatchObject({ message: 'Only moderators change a page type' });
      const nobody = await post('/pages/', { ...page, acl: { editors: ['ghost'] } }, 'ada');
      expect(nobody).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining('ghost') },
      });
      moderator();
      const moderated = await post(
        `/pages/${BATTLE_REPORT._id}`,
        { ...page, tags: ['a b'] },
        'mia',
      );
      expect(moderated.body).toMatchObject({
        type: 'terrain',
        tags: ['a b'],
        acl: { author: 'ada' },
      });
    });

    it('deletes for the author, editors and moderators only, and toggles review for moderators', async () => {
      expect((await call('DELETE', `/pages/${LORE_PAGE._id}`, 'ada')).status).toBe(403);
      expect((await call('POST', `/pages/togglereviewed/${LORE_PAGE._id}`, 'vex')).status).toBe(
        403,
      );
      moderator();
      const toggled = await call('POST', `/pages/togglereviewed/${LORE_PAGE._id}`, 'mia');
      expect(toggled.body).toMatchObject({ reviewed: false });
      expect((await call('DELETE', `/pages/${BATTLE_REPORT._id}`, 'vex')).status).toBe(200);
      expect(api.db.pages.map((p) => p._id)).toEqual([LORE_PAGE._id, TERRAIN_PAGE._id]);
    });
  });
  describe('the moderation calls', () => {
    const call = async (method: string, path: string, as?: string) => {
      const response = await fetch(`${MOCK_API_ORIGIN}/api${path}`, {
        method,
        headers: as ? { authorization: `Bearer ${mockSessionToken(as)}` } : {},
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    beforeEach(() => {
      api.db.profiles.push(MODERATOR);
      api.db.factions = [{ ...FACTION, reviewed: false }];
      api.db.scenarios = [{ ...SCENARIO, reviewed: false }];
    });

    it.each([
      '/factions/needsreview?public=true&count=true',
      '/scenarios/needsreview?public=true&limit=100&page=1',
      '/pages/modqueue',
    ])('answers the queue %s to moderators only (401, 403 as the API)', async (path) => {
      expect((await call('GET', path)).status).toBe(401);
      expect(await call('GET', path, 'ada')).toMatchObject({
        status: 403,
        body: { message: 'You are not allowed to see the moderation queue' },
      });
      expect((await call('GET', path, MODERATOR.username)).status).toBe(200);
    });

    it('counts and lists the waiting factions and scenarios', async () => {
      const as = MODERATOR.username;
      expect((await call('GET', '/factions/needsreview?public=true&count=true', as)).body).toBe(1);
      const scenarios = await call('GET', '/scenarios/needsreview?public=true&page=1', as);
      expect(scenarios.body).toEqual([expect.objectContaining({ _id: SCENARIO._id })]);
    });

    it('approves and banishes a faction for a moderator, answering the faction', async () => {
      const path = `/factions/toggleapproval/${FACTION._id}`;
      expect((await call('POST', path)).status).toBe(401);
      expect((await call('POST', path, 'ada')).status).toBe(403);
      const approved = await call('POST', path, MODERATOR.username);
      expect(errorsOf(schemas.Faction, approved.body)).toEqual([]);
      expect(approved.body).toMatchObject({ reviewed: true });
      const banished = await call('POST', `/factions/banishdraft/${FACTION._id}`, 'mia');
      expect(banished.body).toMatchObject({ public: false, reviewed: false, alreadyDone: false });
    });

    it('changes nothing when the result a moderator names already holds, and says so', async () => {
      const review = async (action: string) => {
        const response = await fetch(
          `${MOCK_API_ORIGIN}/api/factions/toggleapproval/${FACTION._id}`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${mockSessionToken(MODERATOR.username)}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ action }),
          },
        );
        return { status: response.status, body: (await response.json()) as unknown };
      };
      expect((await review('approve')).body).toMatchObject({ reviewed: true, alreadyDone: false });
      expect((await review('approve')).body).toMatchObject({ reviewed: true, alreadyDone: true });
      expect((await review('disapprove')).body).toMatchObject({ reviewed: false });
      expect((await review('disapprove')).body).toMatchObject({
        reviewed: false,
        alreadyDone: true,
      });
      expect((await review('banish')).status).toBe(400);
    });
  });
});
