/**
 * DESIGN §5, table-driven: every write route (and every read that needs a role), called as each
 * kind of user, answers 2xx, 401 or 403 as the table says.
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

interface Case {
  name: string;
  /** Makes a fresh target (so deletions do not affect the next actor) and answers the call. */
  prepare(): Promise<Call>;
  expect: Record<ActorName, Outcome>;
}

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

describe('permissions (DESIGN §5)', () => {
  const t = useTestApp();
  const users = {} as Record<Exclude<ActorName, 'anonymous'>, TestUser>;
  let target: TestUser;

  const as = async <T>(
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
  const faction = () =>
    as<{ _id: string; slug: string }>(users.author, 'POST', '/api/factions/', {
      title: 'Target Faction',
      public: true,
      acl: { editors: [users.editor.username] },
    });
  const weapon = async (factionId: string) =>
    as<{ _id: string }>(users.author, 'POST', '/api/weapons/', {
      faction: factionId,
      name: 'Blade',
      attacks: 2,
      damage: 1,
    });
  const unit = async (factionId: string) =>
    as<{ _id: string }>(users.author, 'POST', '/api/units/', {
      faction: factionId,
      unitName: 'Trooper',
    });
  const scenario = () =>
    as<{ _id: string; slug: string }>(users.author, 'POST', '/api/scenarios/', {
      title: 'Target Scenario',
      public: true,
    });
  const page = () =>
    as<{ _id: string }>(users.author, 'POST', '/api/pages/', {
      title: 'Target Page',
      type: 'terrain',
      acl: { editors: [users.editor.username] },
    });
  const ability = () =>
    as<{ _id: string }>(users.mod, 'POST', '/api/ability/', {
      name: 'Tough',
      formula: '2 * unitHP',
    });
  const formula = () =>
    as<{ _id: string }>(users.mod, 'POST', '/api/formulas/', {
      name: 'Spare',
      formula: DEFAULT_POINT_FORMULA,
    });

  const CASES: Case[] = [
    {
      name: 'create a faction',
      prepare: async () => ({ method: 'POST', url: '/api/factions/', payload: { title: 'New' } }),
      expect: only('publisher', 'otherPublisher', 'author', 'mod', 'admin'),
    },
    {
      name: 'edit a faction',
      prepare: async () => ({
        method: 'POST',
        url: `/api/factions/${(await faction())._id}`,
        payload: { title: 'Edited', public: true },
      }),
      expect: FACTION_EDITORS,
    },
    {
      name: 'delete a faction',
      prepare: async () => ({ method: 'DELETE', url: `/api/factions/${(await faction()).slug}` }),
      expect: only('author', 'mod', 'admin'),
    },
    {
      name: 'approve a faction',
      prepare: async () => ({
        method: 'POST',
        url: `/api/factions/toggleapproval/${(await faction())._id}`,
        payload: {},
      }),
      expect: MODS,
    },
    {
      name: 'banish a faction to draft',
      prepare: async () => ({
        method: 'POST',
        url: `/api/factions/banishdraft/${(await faction())._id}`,
        payload: {},
      }),
      expect: MODS,
    },
    {
      name: 'like a faction',
      prepare: async () => ({
        method: 'POST',
        url: `/api/factions/like/${(await faction())._id}`,
        payload: {},
      }),
      expect: SIGNED_IN,
    },
    {
      name: 'unlike a faction',
      prepare: async () => ({
        method: 'POST',
        url: `/api/factions/unlike/${(await faction())._id}`,
        payload: {},
      }),
      expect: SIGNED_IN,
    },
    {
      name: 'read my factions',
      prepare: async () => ({ method: 'GET', url: '/api/factions/myfactions?foo=bar' }),
      expect: SIGNED_IN,
    },
    {
      name: 'read the faction queue',
      prepare: async () => ({ method: 'GET', url: '/api/factions/needsreview?public=true' }),
      expect: MODS,
    },
    {
      name: 'add a unit',
      prepare: async () => ({
        method: 'POST',
        url: '/api/units/',
        payload: { faction: (await faction())._id, unitName: 'New Unit' },
      }),
      expect: FACTION_EDITORS,
    },
    {
      name: 'edit a unit',
      prepare: async () => {
        const f = await faction();
        return {
          method: 'POST',
          url: `/api/units/${(await unit(f._id))._id}`,
          payload: { faction: f._id, unitName: 'Edited', health: 3 },
        };
      },
      expect: FACTION_EDITORS,
    },
    {
      name: 'delete a unit',
      prepare: async () => ({
        method: 'DELETE',
        url: `/api/units/${(await unit((await faction())._id))._id}`,
      }),
      expect: FACTION_EDITORS,
    },
    {
      name: 'add a weapon',
      prepare: async () => ({
        method: 'POST',
        url: '/api/weapons/',
        payload: { faction: (await faction())._id, name: 'Axe', attacks: 1, damage: 2 },
      }),
      expect: FACTION_EDITORS,
    },
    {
      name: 'edit a weapon',
      prepare: async () => {
        const f = await faction();
        return {
          method: 'POST',
          url: `/api/weapons/${(await weapon(f._id))._id}`,
          payload: { faction: f._id, name: 'Edited', attacks: 3, damage: 1 },
        };
      },
      expect: FACTION_EDITORS,
    },
    {
      name: 'delete a weapon',
      prepare: async () => ({
        method: 'DELETE',
        url: `/api/weapons/${(await weapon((await faction())._id))._id}`,
      }),
      expect: FACTION_EDITORS,
    },
    {
      name: 'add an ability template',
      prepare: async () => ({
        method: 'POST',
        url: '/api/ability/',
        payload: { name: 'Swift', formula: 'unitMove' },
      }),
      expect: MODS,
    },
    {
      name: 'edit an ability template',
      prepare: async () => ({
        method: 'POST',
        url: `/api/ability/${(await ability())._id}`,
        payload: { name: 'Tougher', formula: '3 * unitHP' },
      }),
      expect: MODS,
    },
    {
      name: 'remove an ability template',
      prepare: async () => ({ method: 'DELETE', url: `/api/ability/${(await ability())._id}` }),
      expect: MODS,
    },
    {
      name: 'add a point formula',
      prepare: async () => ({
        method: 'POST',
        url: '/api/formulas/',
        payload: { name: 'New', formula: DEFAULT_POINT_FORMULA },
      }),
      expect: MODS,
    },
    {
      name: 'edit a point formula',
      prepare: async () => ({
        method: 'POST',
        url: `/api/formulas/${(await formula())._id}`,
        payload: { name: 'Edited', formula: '{}' },
      }),
      expect: MODS,
    },
    {
      name: 'remove a point formula',
      prepare: async () => ({ method: 'DELETE', url: `/api/formulas/${(await formula())._id}` }),
      expect: MODS,
    },
    {
      name: 'edit the ruleset',
      prepare: async () => ({
        method: 'POST',
        url: '/api/ruleset/',
        payload: { markdown: '# Rules', activePointFormula: (await formula())._id },
      }),
      expect: ADMIN,
    },
    {
      name: 'create a scenario',
      prepare: async () => ({
        method: 'POST',
        url: '/api/scenarios/',
        payload: { title: 'New Scenario' },
      }),
      expect: SIGNED_IN,
    },
    {
      name: 'edit a scenario',
      prepare: async () => ({
        method: 'POST',
        url: `/api/scenarios/${(await scenario())._id}`,
        payload: { title: 'Edited' },
      }),
      expect: only('author', 'mod', 'admin'),
    },
    {
      name: 'delete a scenario',
      prepare: async () => ({ method: 'DELETE', url: `/api/scenarios/${(await scenario()).slug}` }),
      expect: only('author', 'mod', 'admin'),
    },
    {
      name: 'approve a scenario',
      prepare: async () => ({
        method: 'POST',
        url: `/api/scenarios/toggleapproval/${(await scenario())._id}`,
        payload: {},
      }),
      expect: MODS,
    },
    {
      name: 'read my scenarios',
      prepare: async () => ({ method: 'GET', url: '/api/scenarios/myscenarios?foo=bar' }),
      expect: SIGNED_IN,
    },
    {
      name: 'read the scenario queue',
      prepare: async () => ({ method: 'GET', url: '/api/scenarios/needsreview?public=true' }),
      expect: MODS,
    },
    {
      name: 'create a page',
      prepare: async () => ({
        method: 'POST',
        url: '/api/pages/',
        payload: { title: 'New Page', type: 'lore' },
      }),
      expect: SIGNED_IN,
    },
    {
      name: 'edit a page',
      prepare: async () => ({
        method: 'POST',
        url: `/api/pages/${(await page())._id}`,
        payload: { title: 'Edited', type: 'terrain' },
      }),
      expect: FACTION_EDITORS,
    },
    {
      name: 'delete a page',
      prepare: async () => ({ method: 'DELETE', url: `/api/pages/${(await page())._id}` }),
      expect: FACTION_EDITORS,
    },
    {
      name: 'retag a page',
      prepare: async () => ({
        method: 'POST',
        url: `/api/pages/${(await page())._id}`,
        payload: { title: 'Retagged', type: 'lore', tags: ['world'] },
      }),
      expect: MODS,
    },
    {
      name: 'review a page',
      prepare: async () => ({
        method: 'POST',
        url: `/api/pages/togglereviewed/${(await page())._id}`,
        payload: {},
      }),
      expect: MODS,
    },
    {
      name: 'read the page queue',
      prepare: async () => ({ method: 'GET', url: '/api/pages/modqueue' }),
      expect: MODS,
    },
    {
      name: 'read my pages',
      prepare: async () => ({ method: 'GET', url: '/api/pages/mypages' }),
      expect: SIGNED_IN,
    },
    {
      name: 'upload an image',
      prepare: async () => ({
        method: 'POST',
        url: '/api/image',
        ...multipartBody('image', PNG_1PX),
      }),
      expect: SIGNED_IN,
    },
    {
      name: 'generate a registration link',
      prepare: async () => ({ method: 'GET', url: '/api/users/generateRegistrationKey' }),
      expect: ADMIN,
    },
    {
      name: 'grant roles',
      prepare: async () => ({
        method: 'POST',
        url: `/api/users/roles/${target.username}`,
        payload: { roles: ['publisher'] },
      }),
      expect: ADMIN,
    },
    {
      name: 'invite a moderator',
      prepare: async () => ({
        method: 'GET',
        url: '/api/users/generateRegistrationKey?roles=mod',
      }),
      expect: ADMIN,
    },
    {
      name: 'list users',
      prepare: async () => ({ method: 'GET', url: '/api/users?search=&page=1' }),
      expect: ADMIN,
    },
    {
      name: 'read the moderation log',
      prepare: async () => ({ method: 'GET', url: '/api/modlog?page=1' }),
      expect: MODS,
    },
    {
      name: 'disapprove a faction with a reason',
      prepare: async () => ({
        method: 'POST',
        url: `/api/factions/toggleapproval/${(await faction())._id}`,
        payload: { reason: 'Too strong' },
      }),
      expect: MODS,
    },
    {
      name: 'banish a faction with a reason',
      prepare: async () => ({
        method: 'POST',
        url: `/api/factions/banishdraft/${(await faction())._id}`,
        payload: { reason: 'Not finished' },
      }),
      expect: MODS,
    },
    {
      name: 'review a scenario with a reason',
      prepare: async () => ({
        method: 'POST',
        url: `/api/scenarios/toggleapproval/${(await scenario())._id}`,
        payload: { reason: 'Needs a map' },
      }),
      expect: MODS,
    },
    {
      name: 'send a scenario back to draft with a reason',
      prepare: async () => ({
        method: 'POST',
        url: `/api/scenarios/banishdraft/${(await scenario())._id}`,
        payload: { reason: 'Needs a map' },
      }),
      expect: MODS,
    },
    {
      name: 'review a page with a reason',
      prepare: async () => ({
        method: 'POST',
        url: `/api/pages/togglereviewed/${(await page())._id}`,
        payload: { reason: 'Off topic' },
      }),
      expect: MODS,
    },
    {
      name: 'read the own profile',
      prepare: async () => ({ method: 'GET', url: '/api/users/profile' }),
      expect: SIGNED_IN,
    },
    // Last: it makes every signed-in actor a publisher.
    {
      name: 'sign up as publisher',
      prepare: async () => ({ method: 'POST', url: '/api/users/setpublisher', payload: {} }),
      expect: SIGNED_IN,
    },
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

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const seen: Record<string, Outcome | number> = {};
    for (const actor of ACTORS) {
      const call = await testCase.prepare();
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
    expect(seen).toEqual(testCase.expect);
  });
});
