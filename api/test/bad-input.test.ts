/** Bad input never hurts: 4xx naming the field, never a 500, never a partial write. */
import {
  body,
  type ErrorAnswer,
  logInAdmin,
  signUp,
  testApp,
  type TestUser,
  useTestApp,
} from './helpers/test-app.js';

describe('bad input', () => {
  const t = useTestApp();
  let admin: TestUser;
  let factionId: string;

  beforeAll(async () => {
    admin = await logInAdmin(t.app);
    const faction = await saveFaction({ title: 'Target' });
    factionId = body<{ _id: string }>(faction)._id;
  });

  /** Saves a new faction as the administrator; answers the response as it is. */
  const saveFaction = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/factions/', headers: admin.headers, payload });

  /** Posts a body as it is, with its content type, as the administrator. */
  const postRaw = (url: string, contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin.headers, 'content-type': contentType },
      payload,
    });

  it('answers malformed JSON with a JSON 400', async () => {
    const response = await postRaw('/api/factions/', 'application/json', '{"title": "x",');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body<ErrorAnswer>(response)).sort()).toEqual([
      'error',
      'message',
      'statusCode',
    ]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await postRaw('/api/factions/', 'text/plain', 'title=x');
    expect(response.statusCode).toBe(400);
    expect(body<ErrorAnswer>(response).message).toMatch(/body/);
    const form = await postRaw('/api/factions/', 'application/x-www-form-urlencoded', 'title=x');
    expect(form.statusCode).toBe(415);
  });

  it('answers a huge body with 413', async () => {
    const response = await saveFaction({ title: 'Big', lore: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(body<ErrorAnswer>(response).error).toBe('Payload Too Large');
  });

  it('names unknown fields and wrong types', async () => {
    const unknown = await saveFaction({ title: 'x', owner: 'me' });
    expect(unknown.statusCode).toBe(400);
    expect(body<ErrorAnswer>(unknown).message).toMatch(/additional properties|owner/);
    const wrong = await saveFaction({ title: 'x', public: 'yes' });
    expect(body<ErrorAnswer>(wrong).message).toMatch(/public/);
    const nested = await saveFaction({
      title: 'x',
      anteList: [{ name: 'a', knack: 'high', description: '' }],
    });
    expect(body<ErrorAnswer>(nested).message).toMatch(/anteList\/0\/knack/);
    const blank = await saveFaction({ title: '   ' });
    expect(body<ErrorAnswer>(blank).message).toMatch(/title/);
  });

  it('refuses a NUL byte in any text with a 400 naming the field, storing nothing', async () => {
    const nul = 'a\u0000b';
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/factions/', { title: nul }, 'title'],
      ['/api/factions/', { title: 'x', lore: nul }, 'lore'],
      ['/api/factions/', { title: 'x', acl: { editors: [nul] } }, 'acl/editors/0'],
      [
        '/api/factions/',
        { title: 'x', anteList: [{ name: nul, knack: 2, description: '' }] },
        'anteList/0/name',
      ],
      ['/api/units/', { faction: factionId, unitName: nul }, 'unitName'],
      [
        '/api/units/',
        {
          faction: factionId,
          unitName: 'u',
          abilities: [{ name: 'a', description: nul, pointCost: 1 }],
        },
        'abilities/0/description',
      ],
      [
        '/api/weapons/',
        { faction: factionId, name: 'w', description: nul, attacks: 1, damage: 1 },
        'description',
      ],
      ['/api/ability/', { name: 'a', formula: '1', description: nul }, 'description'],
      ['/api/formulas/', { name: nul, formula: '{}' }, 'name'],
      ['/api/ruleset/', { markdown: nul }, 'markdown'],
      ['/api/scenarios/', { title: 's', markdown: nul }, 'markdown'],
      ['/api/pages/', { title: 'p', type: 'lore', markdown: nul }, 'markdown'],
      ['/api/factions/', { title: 'x', thumbnailURL: `/a${nul}` }, 'thumbnailURL'],
      ['/api/factions/', { title: 'x', links: [`https://a.example/${nul}`] }, 'links/0'],
      [
        '/api/factions/',
        { title: 'x', environmentList: [{ name: 'e', description: nul, antePenalty: 0 }] },
        'environmentList/0/description',
      ],
      [
        '/api/units/',
        {
          faction: factionId,
          unitName: 'u',
          structuredAbilities: [
            { templateID: factionId, overrides: [{ key: nul, value: 1 }], customName: '' },
          ],
        },
        'structuredAbilities/0/overrides/0/key',
      ],
      [
        '/api/units/',
        {
          faction: factionId,
          unitName: 'u',
          structuredAbilities: [{ templateID: factionId, overrides: [], customName: nul }],
        },
        'structuredAbilities/0/customName',
      ],
      ['/api/weapons/', { faction: factionId, name: nul, attacks: 1, damage: 1 }, 'name'],
      ['/api/ability/', { name: nul, formula: '1' }, 'name'],
      ['/api/formulas/', { name: 'f', formula: `{${nul}}` }, 'formula'],
      ['/api/scenarios/', { title: nul }, 'title'],
      ['/api/pages/', { title: 'p', type: 'lore', acl: { editors: [nul] } }, 'acl/editors/0'],
      ['/api/users/login', { username: nul, password: 'x' }, 'username'],
      ['/api/users/register', { username: 'nulls', display: nul, password: '12345678' }, 'display'],
    ];
    const count = async () =>
      body<number>(
        await t.app.inject({
          url: '/api/factions/myfactions?foo=bar&count=true',
          headers: admin.headers,
        }),
      );
    const before = await count();
    for (const [url, payload, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      expect([url, field, response.statusCode]).toEqual([url, field, 400]);
      expect(body<ErrorAnswer>(response).message).toContain(`body/${field}`);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a NUL byte in a path or a query with a 400 naming it, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/api/factions/a%00b', 'params/id'],
      ['DELETE', '/api/factions/a%00b', 'params/id'],
      ['GET', '/api/factions?public=true&search=a%00b', 'querystring/search'],
      ['GET', '/api/factions/myfactions?foo=b%00ar', 'querystring/foo'],
      ['GET', '/api/factions/byuser/a%00b', 'params/username'],
      ['GET', '/api/scenarios/a%00b', 'params/id'],
      ['DELETE', '/api/scenarios/a%00b', 'params/id'],
      ['GET', '/api/scenarios?public=true&search=a%00', 'querystring/search'],
      ['GET', '/api/units/faction/a%00b', 'params/factionId'],
      ['GET', '/api/weapons/faction/a%00b', 'params/factionId'],
      ['GET', '/api/users/profile/a%00b', 'params/username'],
      ['POST', '/api/users/roles/a%00b', 'params/username'],
      ['GET', '/api/users/invite/a%00b', 'params/token'],
      ['GET', '/api/pages/list/lore?tag=a%00b', 'querystring/tag'],
    ];
    for (const [method, url, field] of cases) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: admin.headers,
        ...(method === 'POST' ? { payload: { roles: [] } } : {}),
      });
      expect([method, url, response.statusCode]).toEqual([method, url, 400]);
      expect(body<ErrorAnswer>(response).message).toContain(field);
    }
  });

  it('refuses a NUL byte even in fields the server ignores or never stores', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/factions/', { title: 'x', slug: 'a\u0000' }, 'slug'],
      ['/api/factions/', { title: 'x', _id: 'a\u0000' }, '_id'],
      ['/api/factions/', { title: 'x', updatedAt: '\u0000' }, 'updatedAt'],
      ['/api/factions/', { title: 'x', acl: { author: 'a\u0000' } }, 'acl/author'],
      ['/api/scenarios/', { title: 's', author: 'a\u0000' }, 'author'],
      ['/api/users/login', { username: 'admin', password: 'a\u0000' }, 'password'],
      ['/api/users/register', { username: 'nully', password: '12345678\u0000' }, 'password'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      expect([url, field, response.statusCode]).toEqual([url, field, 400]);
      expect(body<ErrorAnswer>(response).message).toContain(`body/${field}`);
    }
    const profile = await t.app.inject('/api/users/profile/nully');
    expect(profile.statusCode).toBe(404);
  });

  it('refuses what the core schemas refuse, naming the field, storing nothing', async () => {
    const unit = { faction: factionId, unitName: 'u' };
    const cases: [string, Record<string, unknown>, string][] = [
      // An ability value needs a visible key, in a unit as in a template.
      [
        '/api/units/',
        {
          ...unit,
          structuredAbilities: [
            { templateID: factionId, overrides: [{ key: '  ', value: 1 }], customName: '' },
          ],
        },
        'structuredAbilities/0/overrides/0/key',
      ],
      // A saved ability names its description, if only as ''.
      ['/api/units/', { ...unit, abilities: [{ name: 'a', pointCost: 1 }] }, 'abilities/0'],
      ['/api/units/', { ...unit, trainingType: 7 }, 'trainingType'],
      ['/api/units/', { ...unit, protectionTypes: [2, 2] }, 'protectionTypes'],
      ['/api/units/', { ...unit, size: 6 }, 'size'],
      ['/api/weapons/', { faction: factionId, name: 'w', attacks: 1, damage: 1, type: [] }, 'type'],
      // The read-only fields a client echoes back must still be what the API answered.
      ['/api/factions/', { title: 'x', likes: 1.5 }, 'likes'],
      ['/api/factions/', { title: 'x', units: [{}] }, 'units'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      expect([url, field, response.statusCode]).toEqual([url, field, 400]);
      expect(body<ErrorAnswer>(response).message).toContain(`body/${field}`);
    }
    // Read as the administrator: the draft faction's lists are its editors' to see.
    const listed = async (url: string) =>
      body<unknown[]>(await t.app.inject({ url, headers: admin.headers }));
    const units = await listed(`/api/units/faction/${factionId}`);
    const weapons = await listed(`/api/weapons/faction/${factionId}`);
    expect([units, weapons]).toEqual([[], []]);
  });

  it('answers ids that name nothing, malformed or unknown, with 404', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/units/not-an-id',
          headers: admin.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject('/api/units/not-an-id')).statusCode).toBe(404);
    expect((await t.app.inject('/api/units/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await t.app.inject('/api/factions/no-such-faction')).statusCode).toBe(404);
    expect(
      (await t.app.inject("/api/factions/'%3B%20DROP%20TABLE%20factions%3B--")).statusCode,
    ).toBe(404);
    const unknownRoute = await t.app.inject('/api/nothing/here');
    expect(unknownRoute.statusCode).toBe(404);
    expect(body<ErrorAnswer>(unknownRoute).error).toBe('Not Found');
  });

  it('never answers 500 to garbage on any write route', async () => {
    const urls = [
      '/api/factions/',
      `/api/factions/${factionId}`,
      '/api/units/',
      '/api/weapons/',
      '/api/ability/',
      '/api/formulas/',
      '/api/ruleset/',
      '/api/scenarios/',
      '/api/pages/',
      '/api/users/login',
      '/api/users/register',
      `/api/users/roles/admin`,
    ];
    const garbage: unknown[] = [
      null,
      [],
      'text',
      42,
      { title: {} },
      { title: 'x', lore: ['a'] },
      { title: 'x'.repeat(10_000) },
      { name: 'x', formula: '{"weaponFormula":"(((((((("}' },
      { faction: factionId, unitName: 'x', health: 1e308 },
      { faction: factionId, name: 'x', attacks: 1.5, damage: 1 },
      { markdown: 'x', activePointFormula: 'zzz' },
      { username: 'x'.repeat(500), password: 'y' },
      { roles: ['admin'] },
      { title: 'x', type: 'lore', tags: ['a'.repeat(100)] },
      { __proto__: { polluted: true }, title: 'x' },
    ];
    for (const url of urls) {
      for (const payload of garbage) {
        const response = await postRaw(url, 'application/json', JSON.stringify(payload));
        expect([url, response.statusCode < 500]).toEqual([url, true]);
      }
    }
  });

  it('writes nothing when a registration fails halfway', async () => {
    const invite = body<{ registrationToken: string }>(
      await t.app.inject({ url: '/api/users/generateRegistrationKey', headers: admin.headers }),
    );
    await signUp(t.app, { username: 'taken' });
    const register = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { username, password: 'long enough', registrationToken: invite.registrationToken },
      });
    const clash = await register('taken');
    expect(clash.statusCode).toBe(409);
    const retry = await register('not-taken');
    expect(retry.statusCode).toBe(200);
    expect(body<{ roles: string[] }>(retry).roles).toEqual(['publisher']);
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests before it closes', async () => {
    const t = await testApp();
    // Every request waits at a gate until shutdown has begun, so all five are in flight when
    // close() starts, on PGlite and PostgreSQL alike (a slow query only holds PGlite's one
    // connection, and made this timing-dependent on PostgreSQL's pool).
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = 0;
    let allArrived: () => void = () => undefined;
    const arrival = new Promise<void>((resolve) => (allArrived = resolve));
    t.app.addHook('onRequest', async () => {
      if (++arrived === 5) allArrived();
      await gate;
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = Promise.all(
      Array.from({ length: 5 }, () => fetch(`${address}/api/factions?public=true&count=true`)),
    );
    await arrival;
    const closing = t.app.close();
    release();
    await closing;
    const responses = await inFlight;
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    await t.close();
  });
});

describe('links and images', () => {
  const t = useTestApp();
  let admin: TestUser;
  beforeAll(async () => {
    admin = await logInAdmin(t.app);
  });

  /** Saves a new faction as the administrator; answers the response as it is. */
  const saveFaction = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/factions/', headers: admin.headers, payload });

  it.each([
    ['links', { links: ['javascript:alert(1)'] }],
    ['links', { links: ['https://example.com/a b'] }],
    ['thumbnailURL', { thumbnailURL: 'javascript:alert(1)' }],
    ['thumbnailURL', { thumbnailURL: 'data:image/png;base64,AAAA' }],
  ])('refuses unsafe %s', async (field, extra) => {
    const response = await saveFaction({ title: 'x', ...extra });
    expect(response.statusCode).toBe(400);
    expect(body<ErrorAnswer>(response).message).toMatch(field);
  });

  /** Creates a faction, a scenario and a page with `thumbnailURL`; answers the three responses. */
  const createdWithThumbnail = (thumbnailURL: string) =>
    Promise.all(
      [
        ['/api/factions/', { title: 'Thumbnailed' }],
        ['/api/scenarios/', { title: 'Thumbnailed' }],
        ['/api/pages/', { title: 'Thumbnailed', type: 'terrain' }],
      ].map(([url, payload]) =>
        t.app.inject({
          method: 'POST',
          url: url as string,
          headers: admin.headers,
          payload: { ...(payload as object), thumbnailURL },
        }),
      ),
    );

  it.each([
    '//evil.example/x.png',
    'http://example.com/x.png',
    'javascript:alert(1)',
    '/api/users/me',
    '/api/factions/myfactions',
    '/api/image/../users/me',
    'https:///x.png',
  ])('refuses %j as a thumbnail of a faction, a scenario or a page', async (thumbnailURL) => {
    const answers = (await createdWithThumbnail(thumbnailURL)).map((response) => [
      response.statusCode,
      body<ErrorAnswer>(response).message,
    ]);
    expect(answers).toEqual(Array(3).fill([400, expect.stringContaining('body/thumbnailURL')]));
  });

  it.each([
    '',
    `/api/image/${'0f'.repeat(32)}`,
    '/api/image/tower.png',
    'https://example.com/a.png',
  ])('accepts %j as a thumbnail of a faction, a scenario or a page', async (thumbnailURL) => {
    const answers = (await createdWithThumbnail(thumbnailURL)).map((response) => [
      response.statusCode,
      body<{ thumbnailURL: string }>(response).thumbnailURL,
    ]);
    expect(answers).toEqual(Array(3).fill([200, thumbnailURL]));
  });

  it('accepts site and http(s) addresses', async () => {
    const response = await saveFaction({
      title: 'x',
      links: ['https://example.com/wiki'],
      thumbnailURL: `/api/image/${'a'.repeat(64)}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
