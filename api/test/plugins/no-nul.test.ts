/** NUL (U+0000) anywhere a client sends text is a 400 naming the field, on every route. */
import type { InjectOptions } from 'fastify';
import { findNul, nulInRequest } from '../../src/plugins/no-nul.js';
import {
  body,
  type ErrorAnswer,
  logInAdmin,
  type TestUser,
  useTestApp,
} from '../helpers/test-app.js';

describe('findNul', () => {
  it('names the first NUL in strings and keys, however nested', () => {
    expect(findNul({ title: 'ok', lore: 'a\u0000' }, 'body')).toBe('body/lore');
    expect(findNul({ list: [{ a: 'x' }, { b: ['y', '\u0000'] }] }, 'body')).toBe('body/list/1/b/1');
    expect(findNul({ 'k\u0000': 1 }, 'body')).toBe('body/k\u0000');
    expect(findNul({ 'a/b~': { c: '\u0000' } }, 'body')).toBe('body/a~1b~0/c');
    expect(findNul('\u0000', 'body')).toBe('body');
  });

  it('finds none in clean values, numbers, nulls and empty bodies', () => {
    for (const value of [undefined, null, 1, true, '', 'plain', [], {}, { a: [1, null, 'x'] }]) {
      expect(findNul(value, 'body')).toBeNull();
    }
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNul(deep, 'body')).toMatch(/^body(\/0)+$/);
  });

  it('looks at path parameters, then the query, then the body', () => {
    expect(nulInRequest({ params: { id: 'a\u0000' }, query: {}, body: {} })).toBe('params/id');
    expect(nulInRequest({ params: {}, query: { q: ['a', '\u0000'] }, body: undefined })).toBe(
      'querystring/q/1',
    );
    expect(nulInRequest({ params: {}, query: {}, body: { x: '\u0000' } })).toBe('body/x');
    expect(nulInRequest({ params: {}, query: {}, body: { x: 'ok' } })).toBeNull();
  });
});

describe('the no-nul plugin', () => {
  const t = useTestApp();
  let admin: TestUser;
  let reached = 0;

  beforeAll(async () => {
    // A route with no schema at all: only the root rule protects it.
    t.app.post('/api/test-no-schema/:name', async () => {
      reached++;
      return { ok: true };
    });
    admin = await logInAdmin(t.app);
  });

  const expectRefused = async (request: InjectOptions, field: string) => {
    const response = await t.app.inject(request);
    expect([field, response.statusCode]).toEqual([field, 400]);
    expect(body<ErrorAnswer>(response).message).toBe(`${field} must not contain NUL characters`);
  };

  it('refuses NUL in a body string, key or nested value of a route without a schema', async () => {
    const url = '/api/test-no-schema/x';
    await expectRefused({ method: 'POST', url, payload: { title: 'a\u0000b' } }, 'body/title');
    await expectRefused({ method: 'POST', url, payload: { 'k\u0000': 1 } }, 'body/k\u0000');
    await expectRefused(
      { method: 'POST', url, payload: { a: [{ b: { c: ['', '\u0000'] } }] } },
      'body/a/0/b/c/1',
    );
    await expectRefused({ method: 'POST', url: '/api/test-no-schema/a%00' }, 'params/name');
    await expectRefused({ method: 'POST', url: `${url}?q=%00` }, 'querystring/q');
    expect(reached).toBe(0);
    expect((await t.app.inject({ method: 'POST', url, payload: { a: 'ok' } })).statusCode).toBe(
      200,
    );
  });

  it('refuses NUL in query parameters a route does not declare', async () => {
    await expectRefused({ url: '/api/factions?public=true&junk=%00' }, 'querystring/junk');
    await expectRefused({ url: '/api/factions?public=true&j%00unk=1' }, 'querystring/j\u0000unk');
  });

  it('refuses NUL on real routes with their field named, before any other rule', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/factions/',
        headers: admin.headers,
        payload: { title: '\u0000' },
      },
      'body/title',
    );
    await expectRefused(
      { method: 'POST', url: '/api/factions/', payload: { title: 'x', lore: '\u0000' } },
      'body/lore',
    );
    await expectRefused({ url: '/api/users/profile/a%00b' }, 'params/username');
  });
});
