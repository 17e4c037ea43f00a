import { DEFAULT_POINT_FORMULA } from '@muster/shared-kernel/core';
import type { LightMyRequestResponse } from 'fastify';
import {
  body,
  callsOf,
  type ErrorAnswer,
  logInAdmin,
  type TestUser,
  useTestApp,
} from '../helpers/test-app.js';

/**
 * One rule for every editable entity: what its own read answers can be saved back unchanged (the
 * fields the server sets are accepted and ignored); any other property is refused with a 400
 * naming it; a version beyond what the column holds is stale like any other (409); a save to an
 * id that names nothing is a 404.
 */

type Item = Record<string, unknown>;

/** One kind of editable entity, as its read and its save see it. */
interface Kind {
  name: string;
  /** Creates one and answers its id ('' for the ruleset, which always exists). */
  create(): Promise<string>;
  /** The detail read and the save of the item `id` (the ruleset's is one path). */
  url(id: string): string;
  /** Read-only fields sent with other values than the read's: a save ignores them. */
  readOnly: Item;
}

/** What a save changes besides what was sent: the version and the time of the save. */
const SAVE_STAMPS = ['version', 'updatedAt', 'lastUpdated'];
const withoutStamps = (item: Item) =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !SAVE_STAMPS.includes(key)));

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('round trips and errors a client can use', () => {
  const t = useTestApp();
  const calls = callsOf(t);
  let admin: TestUser;
  let factionId = '';

  const created = async (url: string, payload: Item) =>
    (await calls.post<{ _id: string }>(admin, url, payload))._id;
  const save = (url: string, payload: Item, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...admin.headers, ...headers }, payload });

  beforeAll(async () => {
    admin = await logInAdmin(t.app);
    factionId = await created('/api/factions/', { title: 'Round Trip Faction' });
  });

  const kinds: Kind[] = [
    {
      name: 'faction',
      create: () =>
        created('/api/factions/', {
          title: 'Faction Round',
          lore: '# Lore',
          links: ['https://example.com/wiki'],
          anteList: [{ name: 'Ante', knack: 3, description: 'Go' }],
          environmentList: [{ name: 'Fog', description: 'Grey', antePenalty: 1 }],
        }),
      url: (id) => `/api/factions/${id}`,
      readOnly: { slug: 'another-slug', likes: 99, createdAt: '2000-01-01T00:00:00.000Z' },
    },
    {
      name: 'unit',
      create: () =>
        created('/api/units/', {
          faction: factionId,
          unitName: 'Unit Round',
          abilities: [{ name: 'Tough', description: 'Very', pointCost: 2 }],
        }),
      url: (id) => `/api/units/${id}`,
      readOnly: { _id: UNKNOWN_ID },
    },
    {
      name: 'weapon',
      create: () =>
        created('/api/weapons/', { faction: factionId, name: 'Weapon', attacks: 2, damage: 1 }),
      url: (id) => `/api/weapons/${id}`,
      readOnly: { _id: UNKNOWN_ID },
    },
    {
      name: 'ability template',
      create: () =>
        created('/api/ability/', {
          name: 'Ability _x_',
          formula: 'unitMove * x',
          defaultValues: [{ key: 'x', value: 2 }],
        }),
      url: (id) => `/api/ability/${id}`,
      readOnly: { _id: UNKNOWN_ID },
    },
    {
      name: 'point formula',
      create: () => created('/api/formulas/', { name: 'Formula', formula: DEFAULT_POINT_FORMULA }),
      url: (id) => `/api/formulas/${id}`,
      readOnly: { lastUpdated: '2000-01-01T00:00:00.000Z' },
    },
    {
      name: 'ruleset',
      create: async () => {
        await calls.post(admin, '/api/ruleset/', { markdown: '# Rules' });
        return '';
      },
      url: () => '/api/ruleset/',
      readOnly: { html: '<p>not the rules</p>' },
    },
    {
      name: 'scenario',
      create: () => created('/api/scenarios/', { title: 'Scenario', markdown: '# Setup' }),
      url: (id) => `/api/scenarios/${id}`,
      readOnly: { html: '<p>other</p>', slug: 'another-slug', author: 'someone', reviewed: false },
    },
    {
      name: 'page',
      create: () => created('/api/pages/', { title: 'Page', type: 'terrain', markdown: '*Hills*' }),
      url: (id) => `/api/pages/${id}`,
      readOnly: { html: '<p>other</p>', reviewed: false, reviewNote: 'a note' },
    },
  ];

  describe.each(kinds)('$name', (kind) => {
    let id = '';
    beforeAll(async () => {
      id = await kind.create();
    });
    const read = () => calls.get<Item>(admin, kind.url(id));
    const expectUnchanged = async (before: Item) =>
      expect(withoutStamps(await read())).toEqual(withoutStamps(before));
    const expectRefused = (response: LightMyRequestResponse, status: number, text: string) => {
      expect([response.statusCode, body<ErrorAnswer>(response).message]).toEqual([
        status,
        expect.stringContaining(text),
      ]);
    };

    it('saves its own read back unchanged: nothing changes but the version', async () => {
      const before = await read();
      const response = await save(kind.url(id), before);
      expect(response.statusCode).toBe(200);
      expect(body<Item>(response).version).toBe(Number(before.version) + 1);
      await expectUnchanged(before);
    });

    it('ignores the read-only fields of its read, whatever they say', async () => {
      const before = await read();
      expect(Object.keys(before)).toEqual(expect.arrayContaining(Object.keys(kind.readOnly)));
      const response = await save(kind.url(id), { ...before, ...kind.readOnly });
      expect(response.statusCode).toBe(200);
      await expectUnchanged(before);
    });

    it('refuses an unknown property with a 400 naming it, storing nothing', async () => {
      const before = await read();
      expectRefused(await save(kind.url(id), { ...before, foo: 1 }), 400, 'body/foo');
      await expectUnchanged(before);
      expect((await read()).version).toBe(before.version);
    });

    it.each(['2147483648', '99999999999999999999'])(
      'answers a version of %s, beyond any stored one, as stale (409), storing nothing',
      async (version) => {
        const before = await read();
        const { version: _, ...rest } = before;
        const stale = 'Someone else changed this since you opened it';
        expectRefused(await save(kind.url(id), rest, { 'if-match': `"${version}"` }), 409, stale);
        expectRefused(await save(kind.url(id), { ...rest, version: Number(version) }), 409, stale);
        expect(await read()).toEqual(before);
      },
    );

    if (kind.name !== 'ruleset') {
      it.each([UNKNOWN_ID, 'not-an-id'])('answers a save to %s with 404', async (missing) => {
        const response = await save(kind.url(missing), withoutStamps(await read()));
        expect([response.statusCode, body<ErrorAnswer>(response).error]).toEqual([
          404,
          'Not Found',
        ]);
      });
    }
  });

  it('names a missing required property and a nested unknown one', async () => {
    const missing = await save('/api/factions/', { lore: 'x' });
    expect(body<ErrorAnswer>(missing)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: "body must have required property 'title'",
    });
    const nested = await save('/api/factions/', {
      title: 'x',
      anteList: [{ name: 'a', knack: 3, description: '', colour: 'red' }],
    });
    expect(body<ErrorAnswer>(nested).message).toBe('body/anteList/0/colour is not allowed');
  });
});
