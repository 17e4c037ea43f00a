/** The public-read cache: one entry per route, path and declared query, whatever else is sent. */
import { jest } from '@jest/globals';
import { Type } from 'typebox';
import { cacheKey } from '../../src/plugins/read-cache.js';
import { PagedListQuery } from '@muster/shared-kernel/core';
import { body, useTestApp } from '../helpers/test-app.js';

describe('cacheKey', () => {
  const declared = new Set(['a', 'b']);

  it('drops query parameters the route does not declare', () => {
    expect(cacheKey('/api/factions/list/1?junk=1', declared)).toBe('/api/factions/list/1');
    expect(cacheKey('/api/factions/list/1?junk=1&a=x', declared)).toBe('/api/factions/list/1?a=x');
    expect(cacheKey('/api/factions/list/1?a=x', new Set())).toBe('/api/factions/list/1');
  });

  it('sorts the declared parameters, so their order does not matter', () => {
    expect(cacheKey('/api/factions/list/1?b=2&a=1', declared)).toBe(
      cacheKey('/api/factions/list/1?a=1&b=2', declared),
    );
  });

  it('keeps repeated parameters in their order and values apart', () => {
    expect(cacheKey('/p?a=2&a=1', declared)).not.toBe(cacheKey('/p?a=1&a=2', declared));
    expect(cacheKey('/p?a=1', declared)).not.toBe(cacheKey('/p?a=2', declared));
    expect(cacheKey('/p?a=1', declared)).not.toBe(cacheKey('/q?a=1', declared));
  });

  it('reads one value however it is encoded', () => {
    expect(cacheKey('/p?a=x%20y', declared)).toBe(cacheKey('/p?a=x+y', declared));
    expect(cacheKey('/api/factions/%6Frcs', declared)).toBe(
      cacheKey('/api/factions/orcs', declared),
    );
    expect(cacheKey('/api/factions/a%2Fb', declared)).not.toBe(
      cacheKey('/api/factions/a/b', declared),
    );
    expect(cacheKey('/api/factions/%E0%A4%A', declared)).toBe('/api/factions/%E0%A4%A');
  });
});

describe('read cache', () => {
  const t = useTestApp();
  let loads = 0;
  /** How many times each URL went through the onSend hooks: once per answer. */
  const sends = new Map<string, number>();

  beforeAll(() => {
    // A cached route declaring `a` and `b`, and an async onSend hook that is still running when
    // the handler's promise settles (what broke replies sent without returning them).
    t.app.get(
      '/api/test-cache',
      {
        schema: {
          // A test route: left out of the OpenAPI document, which describes the real ones.
          hide: true,
          querystring: Type.Object({
            a: Type.Optional(Type.String()),
            b: Type.Optional(Type.String()),
          }),
          response: { 200: Type.Object({ loads: Type.Number() }) },
        },
      },
      async (request, reply) => {
        await t.app.readCache.send(request, reply, async () => ({ loads: ++loads }));
      },
    );
    t.app.addHook('onSend', async (request, _reply, payload) => {
      sends.set(request.url, (sends.get(request.url) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return payload;
    });
  });

  it('answers junk parameters and any order from one entry', async () => {
    const urls = [
      '/api/test-cache?a=1&b=2',
      '/api/test-cache?b=2&a=1',
      '/api/test-cache?a=1&b=2&junk=1',
      '/api/test-cache?junk=2&b=2&a=1&more=x',
    ];
    const answers = [];
    for (const url of urls) answers.push(body<{ loads: number }>(await t.app.inject(url)).loads);
    expect(answers).toEqual([1, 1, 1, 1]);
    expect(body<{ loads: number }>(await t.app.inject('/api/test-cache?a=2')).loads).toBe(2);
  });

  it('sends once when an async onSend hook is running', async () => {
    const response = await t.app.inject('/api/test-cache?a=3');
    expect(response.statusCode).toBe(200);
    expect(body<{ loads: number }>(response).loads).toBeGreaterThan(0);
    // Let a second send (the bug: Fastify sends again for a handler that resolves to nothing
    // while the reply is still in its onSend hooks) reach the hooks before looking.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sends.get('/api/test-cache?a=3')).toBe(1);
  });

  it('serves the real public lists from one entry whatever junk is added', async () => {
    const first = await t.app.inject('/api/factions?public=true&junk=1');
    const second = await t.app.inject('/api/factions?other=2&public=true');
    expect(first.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('refreshes an entry in the background from a request answered 304 without spoiling it', async () => {
    // The refresh runs on the reply of the request that revalidated, whose status is 304: the
    // entry must still be the 200 answer (it once became `null`, through the 304 schema).
    const url = '/api/factions?public=true&count=true';
    const first = await t.app.inject(url);
    expect(first.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600)); // past half of READ_CACHE_MS
    const revalidated = await t.app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the background refresh
    const after = await t.app.inject(url);
    expect([after.statusCode, after.body, after.headers.etag]).toEqual([
      200,
      first.body,
      first.headers.etag,
    ]);
  });
});

describe('read cache of list queries', () => {
  const t = useTestApp();
  let loads = 0;

  beforeAll(() => {
    // A cached list declaring the list query, as the public faction and scenario lists do.
    t.app.get(
      '/api/test-list',
      {
        schema: {
          hide: true,
          querystring: PagedListQuery,
          response: { 200: Type.Object({ loads: Type.Number() }) },
        },
      },
      async (request, reply) => {
        await t.app.readCache.send(request, reply, async () => ({ loads: ++loads }));
      },
    );
  });

  /** The load that answered each URL, with the clock stopped so that no entry ages meanwhile. */
  const loadsOf = async (urls: string[]) => {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      const answers = [];
      for (const url of urls) {
        const response = await t.app.inject(url);
        expect([url, response.statusCode]).toEqual([url, 200]);
        answers.push(body<{ loads: number }>(response).loads);
      }
      return answers;
    } finally {
      clock.mockRestore();
    }
  };

  it('answers a default, empty or clamped value from the entry of the plain request', async () => {
    const [first, ...rest] = await loadsOf([
      '/api/test-list?public=true',
      '/api/test-list',
      '/api/test-list?public=',
      '/api/test-list?public=false&foo=bar',
      '/api/test-list?public=true&page=1',
      '/api/test-list?public=true&page=01',
      '/api/test-list?public=true&page=0',
      '/api/test-list?public=true&page=-3',
      '/api/test-list?public=true&limit=100',
      '/api/test-list?public=true&limit=100&page=1&search=',
      '/api/test-list?public=true&search=%20%20',
      '/api/test-list?public=true&count=false',
      '/api/test-list?public=true&count=',
    ]);
    expect(rest).toEqual(rest.map(() => first));
  });

  it('answers one count, whatever page or limit comes with it', async () => {
    const [first, ...rest] = await loadsOf([
      '/api/test-list?public=true&count=true',
      '/api/test-list?public=true&count=1',
      '/api/test-list?count=true&limit=100&page=7&search=',
    ]);
    expect(rest).toEqual(rest.map(() => first));
    const [search, sameSearch] = await loadsOf([
      '/api/test-list?public=true&count=true&search=orcs',
      '/api/test-list?count=true&search=%20orcs%20&page=3',
    ]);
    expect(sameSearch).toBe(search);
    expect(search).not.toBe(first);
  });

  it('keeps pages, limits and searches that differ apart', async () => {
    const answers = await loadsOf([
      '/api/test-list?page=2',
      '/api/test-list?page=002&limit=100',
      '/api/test-list?page=2&limit=50',
      '/api/test-list?page=2&limit=050',
      '/api/test-list?search=orcs',
      '/api/test-list?search=elves',
    ]);
    expect(answers[1]).toBe(answers[0]);
    expect(answers[3]).toBe(answers[2]);
    expect(new Set([answers[0], answers[2], answers[4], answers[5]]).size).toBe(4);
  });

  it('refuses a limit out of 1 to 100, naming it, on cached and uncached lists alike', async () => {
    const before = loads;
    for (const url of [
      '/api/test-list?limit=0',
      '/api/test-list?limit=101',
      '/api/factions?public=true&limit=0&page=1',
      '/api/scenarios?public=true&limit=000',
      '/api/factions/byuser/someone?limit=1000',
    ]) {
      const response = await t.app.inject(url);
      expect([url, response.statusCode, body<{ message: string }>(response).message]).toEqual([
        url,
        400,
        'querystring/limit must be from 1 to 100',
      ]);
    }
    expect(loads).toBe(before);
  });
});
