/**
 * The screens' tests run against the kernel's mock API: the same reads, sent to the mock (holding
 * the test fixtures) and to this API (holding the same content), must answer the same status and
 * the same shape (each answer fits its operation's answer schema, and both hold the same keys),
 * so a screen cannot pass its tests on an answer the API never gives.
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { operations, operationPath, type Operation } from '@muster/shared-kernel/core';
import { ApiError } from '@muster/shared-kernel/core/model';
import {
  BATTLE_REPORT,
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
  TERRAIN_PAGE,
  WARDEN,
  createHandlers,
  createMockDb,
} from '@muster/shared-kernel/testing';
import { callsOf, logInAdmin, signUp, type TestUser, useTestApp } from '../helpers/test-app.js';

/** What one side answered: its status and JSON body. */
interface Answer {
  status: number;
  body: unknown;
}

/** The mock API answering a GET as MSW would: the first of its handlers that matches. */
async function mockGet(path: string): Promise<Answer> {
  const request = new Request(`${MOCK_API_ORIGIN}${path}`);
  for (const handler of createHandlers(createMockDb())) {
    const result = await handler.run({ request: request.clone(), requestId: path });
    if (result?.response)
      return { status: result.response.status, body: (await result.response.json()) as unknown };
  }
  throw new Error(`The mock API has no handler for GET ${path}`);
}

/**
 * The keys of a JSON value, all the way down: an object's keys each with the shape of its value,
 * an array the shapes of its objects merged (none when it holds none), anything else nothing.
 */
type Shape = { [key: string]: Shape } | null;
function merged(a: Shape, b: Shape): Shape {
  if (a === null || b === null) return a ?? b;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return Object.fromEntries(keys.map((key) => [key, merged(a[key] ?? null, b[key] ?? null)]));
}
function shapeOf(value: unknown): Shape {
  if (Array.isArray(value)) return value.map(shapeOf).reduce<Shape>(merged, null);
  if (typeof value !== 'object' || value === null) return null;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
  );
}

const errorsOf = (schema: TSchema, value: unknown) =>
  Value.Errors(schema, value)
    .slice(0, 3)
    .map((error) => `${error.instancePath} ${error.message}`);

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';

describe('the mock API answers the common reads as the API does', () => {
  const t = useTestApp();
  const calls = callsOf(t);
  let admin: TestUser;
  /** The API's ids of the fixtures, by the fixture's id. */
  const ids = new Map<string, string>();
  const apiId = (fixtureId: string) => ids.get(fixtureId) ?? fixtureId;

  const create = async (fixtureId: string, path: string, payload: Record<string, unknown>) => {
    const created = await calls.post<{ _id: string }>(admin, path, payload);
    ids.set(fixtureId, created._id);
    return created._id;
  };

  // The fixture set, stored through the API as an administrator (a publisher and moderator too)
  // would: the faction, its armoury, the rules, the scenario and the pages, each approved.
  beforeAll(async () => {
    admin = await logInAdmin(t.app);
    await signUp(t.app, { username: 'vex' });
    await signUp(t.app, { username: 'ada' });
    const formula = await create(FORMULA._id, '/api/formulas/', {
      name: FORMULA.name,
      formula: FORMULA.formula,
    });
    await calls.post(admin, '/api/ruleset/', {
      markdown: RULESET.markdown,
      activePointFormula: formula,
    });
    const { _id: _t, version: _tv, ...template } = TEMPLATE;
    await create(TEMPLATE._id, '/api/ability/', template);
    const { _id: _f, version: _fv, slug: _s, likes: _l, acl, reviewed: _r, ...faction } = FACTION;
    const factionId = await create(FACTION._id, '/api/factions/', {
      ...faction,
      acl: { editors: acl.editors },
    });
    for (const { _id, version: _v, ...weapon } of [HAMMER, CANNON])
      await create(_id, '/api/weapons/', { ...weapon, faction: factionId });
    for (const { _id, version: _v, ...unit } of [SCOUT, WARDEN, ENGINE])
      await create(_id, '/api/units/', {
        ...unit,
        faction: factionId,
        equippedWeapons: unit.equippedWeapons
          .filter((equipped) => ids.has(equipped.weaponID))
          .map((equipped) => ({ ...equipped, weaponID: apiId(equipped.weaponID) })),
        structuredAbilities: unit.structuredAbilities.map((ability) => ({
          ...ability,
          templateID: apiId(ability.templateID),
        })),
      });
    await calls.post(admin, `/api/factions/toggleapproval/${factionId}`, { action: 'approve' });
    const { _id: _sc, version: _sv, slug: _ss, author: _a, reviewed: _sr, ...scenario } = SCENARIO;
    const scenarioId = await create(SCENARIO._id, '/api/scenarios/', scenario);
    await calls.post(admin, `/api/scenarios/toggleapproval/${scenarioId}`, { action: 'approve' });
    for (const page of [LORE_PAGE, TERRAIN_PAGE, BATTLE_REPORT]) {
      const { _id, version: _v, reviewed, acl: pageAcl, ...fields } = page;
      const pageId = await create(_id, '/api/pages/', { ...fields, acl: pageAcl });
      const approved = await calls.get<{ reviewed: boolean }>(admin, `/api/pages/${pageId}`);
      if (approved.reviewed !== reviewed)
        await calls.post(admin, `/api/pages/togglereviewed/${pageId}`);
    }
  }, 180_000);

  /** One read of the contract: the operation, and its address on each side. */
  const read = (
    name: string,
    operation: Operation,
    path: (id: (fixtureId: string) => string) => string,
  ) => ({ name, operation, path });

  const reads = [
    read('the site', operations.getSite, () => operationPath(operations.getSite)),
    read('the ruleset', operations.getRuleset, () => operationPath(operations.getRuleset)),
    read('the active formula', operations.getActiveFormula, () =>
      operationPath(operations.getActiveFormula),
    ),
    read('the formula list', operations.listFormulas, () => operationPath(operations.listFormulas)),
    read('the ability templates', operations.listAbilityTemplates, () =>
      operationPath(operations.listAbilityTemplates),
    ),
    read('the factions list', operations.listFactions, () =>
      operationPath(operations.listFactions, {}, { public: 'true', limit: 100, page: 1 }),
    ),
    read('the factions count', operations.listFactions, () =>
      operationPath(operations.listFactions, {}, { public: 'true', count: 'true' }),
    ),
    read('a faction by slug', operations.getFaction, () =>
      operationPath(operations.getFaction, { id: FACTION.slug }),
    ),
    read('a faction by id', operations.getFaction, (id) =>
      operationPath(operations.getFaction, { id: id(FACTION._id) }),
    ),
    read("a faction's units", operations.listUnits, (id) =>
      operationPath(operations.listUnits, { factionId: id(FACTION._id) }),
    ),
    read("a faction's weapons", operations.listWeapons, (id) =>
      operationPath(operations.listWeapons, { factionId: id(FACTION._id) }),
    ),
    read('a unit', operations.getUnit, (id) =>
      operationPath(operations.getUnit, { id: id(ENGINE._id) }),
    ),
    read('a weapon', operations.getWeapon, (id) =>
      operationPath(operations.getWeapon, { id: id(CANNON._id) }),
    ),
    read('the scenarios list', operations.listScenarios, () =>
      operationPath(operations.listScenarios, {}, { public: 'true', limit: 100, page: 1 }),
    ),
    read('a scenario', operations.getScenario, () =>
      operationPath(operations.getScenario, { id: SCENARIO.slug }),
    ),
    read('the lore pages', operations.listPages, () =>
      operationPath(operations.listPages, { type: 'lore' }),
    ),
    read('a page', operations.getPage, (id) =>
      operationPath(operations.getPage, { id: id(LORE_PAGE._id) }),
    ),
    read('a profile', operations.getProfile, () =>
      operationPath(operations.getProfile, { username: 'vex' }),
    ),
  ];

  const missing = [
    read('a missing faction', operations.getFaction, () =>
      operationPath(operations.getFaction, { id: 'no-such-faction' }),
    ),
    read('a missing unit', operations.getUnit, () =>
      operationPath(operations.getUnit, { id: UNKNOWN_ID }),
    ),
    read('a missing weapon', operations.getWeapon, () =>
      operationPath(operations.getWeapon, { id: UNKNOWN_ID }),
    ),
    read('a missing formula', operations.getFormula, () =>
      operationPath(operations.getFormula, { id: UNKNOWN_ID }),
    ),
    read('a missing ability template', operations.getAbilityTemplate, () =>
      operationPath(operations.getAbilityTemplate, { id: UNKNOWN_ID }),
    ),
    read('a missing scenario', operations.getScenario, () =>
      operationPath(operations.getScenario, { id: 'no-such-scenario' }),
    ),
    read('a missing page', operations.getPage, () =>
      operationPath(operations.getPage, { id: UNKNOWN_ID }),
    ),
    read('a missing profile', operations.getProfile, () =>
      operationPath(operations.getProfile, { username: 'nobody' }),
    ),
  ];

  /** Both sides' answers to one read, by a visitor. */
  const answers = async (path: (id: (fixtureId: string) => string) => string) => {
    const real = await calls.call(null, 'GET', path(apiId));
    const api: Answer = { status: real.statusCode, body: real.json() as unknown };
    const mock = await mockGet(path((fixtureId) => fixtureId));
    return { api, mock };
  };

  it.each(reads)('$name: 200, fitting its answer schema, with the same keys', async (one) => {
    const { api, mock } = await answers(one.path);
    expect({ api: api.status, mock: mock.status }).toEqual({ api: 200, mock: 200 });
    expect({
      api: errorsOf(one.operation.answer, api.body),
      mock: errorsOf(one.operation.answer, mock.body),
    }).toEqual({ api: [], mock: [] });
    expect(shapeOf(mock.body)).toEqual(shapeOf(api.body));
  });

  it.each(missing)('$name: the same 404 error JSON', async (one) => {
    const { api, mock } = await answers(one.path);
    expect({ api: api.status, mock: mock.status }).toEqual({ api: 404, mock: 404 });
    expect({ api: errorsOf(ApiError, api.body), mock: errorsOf(ApiError, mock.body) }).toEqual({
      api: [],
      mock: [],
    });
    expect(shapeOf(mock.body)).toEqual(shapeOf(api.body));
  });
});
