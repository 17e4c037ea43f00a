/**
 * The permission table, route by route: every write route (and every read that needs a role),
 * called as each kind of user, answers 2xx, 401 or 403 as the table says (the rules themselves
 * are the kernel's `can()`, shared-kernel/src/core/permissions/can.ts).
 */
import { DEFAULT_POINT_FORMULA } from '@muster/shared-kernel/core';
import { body, logInAdmin, signUp, type TestUser, useTestApp } from '../helpers/test-app.js';
import { multipartBody, PNG_1PX } from '../helpers/multipart.js';

const ACTORS = [
  'anonymous',
  'user',
  'publisher',
  'otherPublisher',
  'author',
  'editor',
  'mod',
  'admin',
] as const;
type ActorName = (typeof ACTORS)[number];
type Outcome = 'ok' | 401 | 403;

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * One row: the case's name, who may make the call, the call as `METHOD /url`, and its body (or a
 * function that makes a raw body with its headers). `{faction}`, `{unit}`, `{weapon}`,
 * `{scenario}`, `{page}`, `{ability}`, `{formula}` (with `.slug` for a slug) and `{target}` in the
 * url or in a string of the body stand for a fresh target made for each actor's call, so
 * deletions do not affect the next actor.
 */
/** A target a row's call acts on. */
interface Target {
  _id: string;
  slug?: string;
}

type Row = [
  name: string,
  expect: Record<ActorName, Outcome>,
  route: string,
  body?: unknown | (() => Pick<Call, 'payload' | 'headers'>),
];

/** Shorthand: who gets 'ok'; every other signed-in user 403, anonymous 401. */
function only(...allowed: ActorName[]): Record<ActorName, Outcome> {
  const table = {} as Record<ActorName, Outcome>;
  for (const actor of ACTORS)
    table[actor] = actor === 'anonymous' ? 401 : allowed.includes(actor) ? 'ok' : 403;
  return table;
}
const SIGNED_IN = only('user', 'publisher', 'otherPublisher', 'author', 'editor', 'mod', 'admin');
const MODS = only('mod', 'admin');
const ADMIN = only('admin');
const FACTION_EDITORS = only('author', 'editor', 'mod', 'admin');

describe('permissions of every route', () => {
  const t = useTestApp();
  const users = {} as Record<Exclude<ActorName, 'anonymous'>, TestUser>;
  let target: TestUser;

  const as = async <T = Target>(
    user: TestUser,
    method: 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<T> => {
    const response = await t.app.inject({
      method,
      url,
      headers: user.headers,
      payload: payload as Record<string, unknown>,
    });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.body}`);
    return body<T>(response);
  };
  const makers: Record<string, (made: (kind: string) => Promise<Target>) => Promise<Target>> = {
    faction: () =>
      as(users.author, 'POST', '/api/factions/', {
        title: 'Target Faction',
        public: true,
        acl: { editors: [users.editor.username] },
      }),
    weapon: async (made) =>
      as(users.author, 'POST', '/api/weapons/', {
        faction: (await made('faction'))._id,
        name: 'Blade',
        attacks: 2,
        damage: 1,
      }),
    unit: async (made) =>
      as(users.author, 'POST', '/api/units/', {
        faction: (await made('faction'))._id,
        unitName: 'Trooper',
      }),
    scenario: () =>
      as(users.author, 'POST', '/api/scenarios/', { title: 'Target Scenario', public: true }),
    page: () =>
      as(users.author, 'POST', '/api/pages/', {
        title: 'Target Page',
        type: 'terrain',
        acl: { editors: [users.editor.username] },
      }),
    ability: () => as(users.mod, 'POST', '/api/ability/', { name: 'Tough', formula: '2 * unitHP' }),
    formula: () =>
      as(users.mod, 'POST', '/api/formulas/', { name: 'Spare', formula: DEFAULT_POINT_FORMULA }),
    target: async () => ({ _id: target.username }),
  };

  const PLACEHOLDER = new RegExp(`\\{(${Object.keys(makers).join('|')})(?:\\.(slug))?\\}`, 'g');

  /** The row's call, with each placeholder replaced by a target made for this call alone. */
  const prepare = async ([, , route, body]: Row): Promise<Call> => {
    const [method, path] = route.split(' ') as [Call['method'], string];
    const raw = typeof body === 'function' ? body() : { payload: body };
    const json = JSON.stringify(raw.payload) ?? '';
    const made = new Map<string, Promise<Target>>();
    const make = (kind: string): Promise<Target> => {
      if (!made.has(kind)) made.set(kind, makers[kind]!(make));
      return made.get(kind)!;
    };
    const values = new Map<string, string>();
    for (const [placeholder, kind, field] of `${path} ${json}`.matchAll(PLACEHOLDER)) {
      const target = await make(kind!);
      values.set(placeholder, field ? target.slug! : target._id);
    }
    const fill = (text: string) => text.replace(PLACEHOLDER, (key) => values.get(key)!);
    return {
      method,
      url: fill(path),
      headers: raw.headers,
      payload:
        typeof body === 'function'
          ? raw.payload
          : body === undefined
            ? undefined
            : JSON.parse(fill(json)),
    };
  };

  // One row a line, so the table reads as a table.
  // prettier-ignore
  const ROWS: Row[] = [
    ['create a faction', only('publisher', 'otherPublisher', 'author', 'mod', 'admin'), 'POST /api/factions/', { title: 'New' }],
    ['edit a faction', FACTION_EDITORS, 'POST /api/factions/{faction}', { title: 'Edited', public: true }],
    ['delete a faction', only('author', 'mod', 'admin'), 'DELETE /api/factions/{faction.slug}'],
    ['approve a faction', MODS, 'POST /api/factions/toggleapproval/{faction}', {}],
    ['banish a faction to draft', MODS, 'POST /api/factions/banishdraft/{faction}', {}],
    ['like a faction', SIGNED_IN, 'POST /api/factions/like/{faction}', {}],
    ['unlike a faction', SIGNED_IN, 'POST /api/factions/unlike/{faction}', {}],
    ['read my factions', SIGNED_IN, 'GET /api/factions/myfactions?foo=bar'],
    ['read the faction queue', MODS, 'GET /api/factions/needsreview?public=true'],
    ['add a unit', FACTION_EDITORS, 'POST /api/units/', { faction: '{faction}', unitName: 'New Unit' }],
    ['edit a unit', FACTION_EDITORS, 'POST /api/units/{unit}', { faction: '{faction}', unitName: 'Edited', health: 3 }],
    ['delete a unit', FACTION_EDITORS, 'DELETE /api/units/{unit}'],
    ['add a weapon', FACTION_EDITORS, 'POST /api/weapons/', { faction: '{faction}', name: 'Axe', attacks: 1, damage: 2 }],
    ['edit a weapon', FACTION_EDITORS, 'POST /api/weapons/{weapon}', { faction: '{faction}', name: 'Edited', attacks: 3, damage: 1 }],
    ['delete a weapon', FACTION_EDITORS, 'DELETE /api/weapons/{weapon}'],
    ['add an ability template', MODS, 'POST /api/ability/', { name: 'Swift', formula: 'unitMove' }],
    ['edit an ability template', MODS, 'POST /api/ability/{ability}', { name: 'Tougher', formula: '3 * unitHP' }],
    ['remove an ability template', MODS, 'DELETE /api/ability/{ability}'],
    ['add a point formula', MODS, 'POST /api/formulas/', { name: 'New', formula: DEFAULT_POINT_FORMULA }],
    ['edit a point formula', MODS, 'POST /api/formulas/{formula}', { name: 'Edited', formula: '{}' }],
    ['remove a point formula', MODS, 'DELETE /api/formulas/{formula}'],
    ['edit the ruleset', ADMIN, 'POST /api/ruleset/', { markdown: '# Rules', activePointFormula: '{formula}' }],
    ['create a scenario', SIGNED_IN, 'POST /api/scenarios/', { title: 'New Scenario' }],
    ['edit a scenario', only('author', 'mod', 'admin'), 'POST /api/scenarios/{scenario}', { title: 'Edited' }],
    ['delete a scenario', only('author', 'mod', 'admin'), 'DELETE /api/scenarios/{scenario.slug}'],
    ['approve a scenario', MODS, 'POST /api/scenarios/toggleapproval/{scenario}', {}],
    ['read my scenarios', SIGNED_IN, 'GET /api/scenarios/myscenarios?foo=bar'],
    ['read the scenario queue', MODS, 'GET /api/scenarios/needsreview?public=true'],
    ['create a page', SIGNED_IN, 'POST /api/pages/', { title: 'New Page', type: 'lore' }],
    ['edit a page', FACTION_EDITORS, 'POST /api/pages/{page}', { title: 'Edited', type: 'terrain' }],
    ['delete a page', FACTION_EDITORS, 'DELETE /api/pages/{page}'],
    ['retag a page', MODS, 'POST /api/pages/{page}', { title: 'Retagged', type: 'lore', tags: ['world'] }],
    ['review a page', MODS, 'POST /api/pages/togglereviewed/{page}', {}],
    ['read the page queue', MODS, 'GET /api/pages/modqueue'],
    ['read my pages', SIGNED_IN, 'GET /api/pages/mypages'],
    ['upload an image', SIGNED_IN, 'POST /api/image', () => multipartBody('image', PNG_1PX)],
    ['generate a registration link', ADMIN, 'GET /api/users/generateRegistrationKey'],
    ['grant roles', ADMIN, 'POST /api/users/roles/{target}', { roles: ['publisher'] }],
    ['invite a moderator', ADMIN, 'GET /api/users/generateRegistrationKey?roles=mod'],
    ['list users', ADMIN, 'GET /api/users?search=&page=1'],
    ['read the moderation log', MODS, 'GET /api/modlog?page=1'],
    ['disapprove a faction with a reason', MODS, 'POST /api/factions/toggleapproval/{faction}', { reason: 'Too strong' }],
    ['banish a faction with a reason', MODS, 'POST /api/factions/banishdraft/{faction}', { reason: 'Not finished' }],
    ['review a scenario with a reason', MODS, 'POST /api/scenarios/toggleapproval/{scenario}', { reason: 'Needs a map' }],
    ['send a scenario back to draft with a reason', MODS, 'POST /api/scenarios/banishdraft/{scenario}', { reason: 'Needs a map' }],
    ['review a page with a reason', MODS, 'POST /api/pages/togglereviewed/{page}', { reason: 'Off topic' }],
    ['read the own profile', SIGNED_IN, 'GET /api/users/profile'],
    // Last: it makes every signed-in actor a publisher.
    ['sign up as publisher', SIGNED_IN, 'POST /api/users/setpublisher', {}],
  ];

  beforeAll(async () => {
    [
      users.user,
      users.publisher,
      users.otherPublisher,
      users.author,
      users.editor,
      users.mod,
      target,
    ] = await Promise.all([
      signUp(t.app),
      signUp(t.app, { roles: ['publisher'] }),
      signUp(t.app, { roles: ['publisher'] }),
      signUp(t.app, { roles: ['publisher'] }),
      signUp(t.app),
      signUp(t.app, { roles: ['mod'] }),
      signUp(t.app),
    ]);
    users.admin = await logInAdmin(t.app);
  });

  it.each(ROWS.map((row) => [row[0], row] as const))('%s', async (_name, row) => {
    const seen: Record<string, Outcome | number> = {};
    for (const actor of ACTORS) {
      const call = await prepare(row);
      const auth = actor === 'anonymous' ? {} : users[actor].headers;
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: { ...call.headers, ...auth },
        ...(call.payload === undefined ? {} : { payload: call.payload as Buffer }),
      });
      const status = response.statusCode;
      seen[actor] = status >= 200 && status < 300 ? 'ok' : status;
    }
    expect(seen).toEqual(row[1]);
  });
});
