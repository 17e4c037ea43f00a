/**
 * The fixtures and the mock API hold to the core schemas, as the real API does: a component test
 * cannot pass on data the API would never answer, nor on a save the API would refuse.
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  AbilityTemplate,
  Faction,
  FactionCard,
  Page,
  PointFormula,
  Ruleset,
  Scenario,
  Unit,
  UserProfile,
  Weapon,
} from '@muster/shared-kernel/core';
import {
  CANNON,
  ENGINE,
  FACTION,
  FORMULA,
  HAMMER,
  LORE_PAGE,
  MOCK_API_ORIGIN,
  RULESET,
  SCENARIO,
  SCOUT,
  TEMPLATE,
  WARDEN,
  createMockDb,
  mockApi,
} from './index.js';

const errorsOf = (schema: TSchema, value: unknown) =>
  Value.Errors(schema, value).map((error) => `${error.instancePath} ${error.message}`);

describe('the fixtures', () => {
  it.each<[string, TSchema, unknown]>([
    ['FACTION', Faction, FACTION],
    ['HAMMER', Weapon, HAMMER],
    ['CANNON', Weapon, CANNON],
    ['TEMPLATE', AbilityTemplate, TEMPLATE],
    ['SCOUT', Unit, SCOUT],
    ['ENGINE', Unit, ENGINE],
    ['WARDEN', Unit, WARDEN],
    ['FORMULA', PointFormula, FORMULA],
    ['RULESET', Ruleset, RULESET],
    ['SCENARIO', Scenario, SCENARIO],
    ['LORE_PAGE', Page, LORE_PAGE],
  ])('%s fits its core schema', (_, schema, value) => {
    expect(errorsOf(schema, value)).toEqual([]);
  });

  it('the mock users fit the profile schema', () => {
    for (const profile of createMockDb().profiles)
      expect(errorsOf(UserProfile, profile)).toEqual([]);
  });
});

describe('the mock API', () => {
  const api = mockApi();
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${MOCK_API_ORIGIN}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers lists of cards that fit the card schema', async () => {
    const response = await fetch(`${MOCK_API_ORIGIN}/api/factions?public=true`);
    const cards = (await response.json()) as unknown[];
    expect(cards).toHaveLength(1);
    for (const card of cards) expect(errorsOf(FactionCard, card)).toEqual([]);
  });

  it('fills SPEC §3 defaults into a save, as the API does', async () => {
    const saved = await post('/units/', { faction: FACTION._id, unitName: 'Bare' });
    expect(saved.status).toBe(200);
    expect(errorsOf(Unit, saved.body)).toEqual([]);
    expect(saved.body).toMatchObject({ trainingType: 1, health: 1, movement: 6, size: 1 });
    const weapon = await post('/weapons/', {
      faction: FACTION._id,
      name: 'Club',
      attacks: 1,
      damage: 1,
    });
    expect(weapon.body).toMatchObject({ type: ['melee'], effectiveTypes: [], description: '' });
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
      'body must NOT have additional properties',
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
});
