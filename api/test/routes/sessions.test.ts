/**
 * Sessions the server can end: sign-out, the devices list with Sign out per device and
 * everywhere, and a password change that ends every other session.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../src/db/schema.js';
import { LAST_SEEN_EVERY_MS } from '../../src/repositories/sessions.js';
import { attemptLogIn, body, signUp, useTestApp, type ErrorAnswer } from '../helpers/test-app.js';

const PASSWORD = 'correct horse battery';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Device {
  _id: string;
  browser: string;
  firstSeen: string;
  lastSeen: string;
  current: boolean;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs `username` in from a browser calling itself `userAgent`; answers the token. */
async function signInFrom(app: FastifyInstance, username: string, userAgent: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password: PASSWORD },
  });
  expect(answer.statusCode).toBe(200);
  return body<{ token: string }>(answer).token;
}

describe('sessions', () => {
  const t = useTestApp({ LOGIN_FAILURE_LIMIT: '3', LOGIN_BACKOFF_BASE_SECONDS: '300' });

  const profileStatus = async (token: string) =>
    (await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).statusCode;
  const devicesOf = async (token: string) =>
    body<Device[]>(await t.app.inject({ url: '/api/users/sessions', headers: bearer(token) }));
  const post = (url: string, token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it('lists each signed-in device with its browser, the one asking marked', async () => {
    const { username } = await signUp(t.app);
    const laptop = await signInFrom(t.app, username, FIREFOX);
    const phone = await signInFrom(t.app, username, PHONE);
    const devices = await devicesOf(laptop);
    const browsers = devices.map((device) => device.browser);
    expect(browsers).toEqual(expect.arrayContaining(['Firefox on Windows', 'Safari on iPhone']));
    // The registration's own session is the third.
    expect(devices).toHaveLength(3);
    expect(devices.filter((device) => device.current).map((device) => device.browser)).toEqual([
      'Firefox on Windows',
    ]);
    for (const device of devices) {
      expect(Date.parse(device.firstSeen)).not.toBeNaN();
      expect(Date.parse(device.lastSeen)).toBeGreaterThanOrEqual(Date.parse(device.firstSeen));
    }
    expect((await devicesOf(phone)).find((device) => device.current)?.browser).toBe(
      'Safari on iPhone',
    );
  });

  it('refuses a copied token once its session has signed out, and no other', async () => {
    const { username } = await signUp(t.app);
    const token = await signInFrom(t.app, username, FIREFOX);
    const other = await signInFrom(t.app, username, PHONE);
    const stolen = token;
    const answer = await post('/api/users/logout', token);
    expect(answer.statusCode).toBe(200);
    expect(body(answer)).toEqual({ signedOut: 1 });
    const refused = await t.app.inject({ url: '/api/users/profile', headers: bearer(stolen) });
    expect(refused.statusCode).toBe(401);
    expect(body<ErrorAnswer>(refused).message).toBe(
      'Session expired or invalid, please login again',
    );
    expect(await profileStatus(other)).toBe(200);
    expect((await post('/api/users/logout', stolen)).statusCode).toBe(401);
  });

  it('signs one device out from another, and only the user’s own', async () => {
    const { username } = await signUp(t.app);
    const laptop = await signInFrom(t.app, username, FIREFOX);
    const phone = await signInFrom(t.app, username, PHONE);
    const phoneSession = (await devicesOf(laptop)).find((d) => d.browser === 'Safari on iPhone');
    const stranger = await signUp(t.app);
    const notTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${phoneSession?._id}`,
      headers: stranger.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(await profileStatus(phone)).toBe(200);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${phoneSession?._id}`,
      headers: bearer(laptop),
    });
    expect(body(ended)).toEqual({ signedOut: 1 });
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);
    expect((await devicesOf(laptop)).map((device) => device.browser)).not.toContain(
      'Safari on iPhone',
    );
  });

  it('signs out everywhere, the device asking too', async () => {
    const user = await signUp(t.app);
    const laptop = await signInFrom(t.app, user.username, FIREFOX);
    const phone = await signInFrom(t.app, user.username, PHONE);
    expect(body(await post('/api/users/sessions/end', laptop))).toEqual({ signedOut: 3 });
    for (const token of [laptop, phone, user.token]) expect(await profileStatus(token)).toBe(401);
    // Signing in again starts afresh.
    expect(await profileStatus(await signInFrom(t.app, user.username, FIREFOX))).toBe(200);
  });

  it('writes when a device was last seen at most every few minutes', async () => {
    const { username } = await signUp(t.app);
    const token = await signInFrom(t.app, username, FIREFOX);
    const current = async () => (await devicesOf(token)).find((device) => device.current);
    const before = (await current())?.lastSeen;
    expect((await current())?.lastSeen).toBe(before);
    const past = new Date(Date.now() - LAST_SEEN_EVERY_MS - 60_000);
    await t.database.db.execute(
      sql`UPDATE ${sessions} SET last_seen_at = ${past.toISOString()}::timestamptz`,
    );
    const after = (await current())?.lastSeen;
    expect(Date.parse(after ?? '')).toBeGreaterThan(past.getTime());
  });

  it('refuses a session past its end', async () => {
    const { username } = await signUp(t.app);
    const token = await signInFrom(t.app, username, FIREFOX);
    await t.database.db.execute(
      sql`UPDATE ${sessions} SET expires_at = now() - interval '1 second'
          WHERE user_id = (SELECT id FROM users WHERE username = ${username})`,
    );
    expect(await profileStatus(token)).toBe(401);
  });

  describe('changing the password', () => {
    it('needs the current password and a confirmed new one of 8 characters or more', async () => {
      const user = await signUp(t.app);
      const wrong = await post('/api/users/password', user.token, {
        currentPassword: 'not the password',
        password: 'a new password',
      });
      expect(wrong.statusCode).toBe(403);
      expect(body<ErrorAnswer>(wrong).message).toBe('Wrong current password');
      const mismatch = await post('/api/users/password', user.token, {
        currentPassword: PASSWORD,
        password: 'a new password',
        passwordConfirm: 'another one',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(body<ErrorAnswer>(mismatch).message).toBe(
        'body/passwordConfirm must match body/password',
      );
      const short = await post('/api/users/password', user.token, {
        currentPassword: PASSWORD,
        password: 'short',
      });
      expect(short.statusCode).toBe(400);
      // Nothing changed: the old password still signs in.
      expect((await attemptLogIn(t.app, user.username, PASSWORD)).statusCode).toBe(200);
    });

    it('ends every other session and keeps this one; the new password signs in', async () => {
      const user = await signUp(t.app);
      const laptop = await signInFrom(t.app, user.username, FIREFOX);
      const phone = await signInFrom(t.app, user.username, PHONE);
      const changed = await post('/api/users/password', laptop, {
        currentPassword: PASSWORD,
        password: 'a brand new password',
        passwordConfirm: 'a brand new password',
      });
      expect(changed.statusCode).toBe(200);
      expect(body(changed)).toEqual({ signedOut: 2 });
      expect(await profileStatus(laptop)).toBe(200);
      expect(await profileStatus(phone)).toBe(401);
      expect(await profileStatus(user.token)).toBe(401);
      expect((await attemptLogIn(t.app, user.username, PASSWORD)).statusCode).toBe(401);
      expect((await attemptLogIn(t.app, user.username, 'a brand new password')).statusCode).toBe(
        200,
      );
    });

    it('counts wrong current passwords as sign-in failures: the throttle refuses the next', async () => {
      const user = await signUp(t.app);
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const answer = await post('/api/users/password', user.token, {
          currentPassword: `guess ${i}`,
          password: 'a new password',
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([403, 403, 403, 429]);
      // The right password is refused too while the block lasts, as at sign-in.
      const blocked = await post('/api/users/password', user.token, {
        currentPassword: PASSWORD,
        password: 'a new password',
      });
      expect(blocked.statusCode).toBe(429);
    });
  });

  it('asks for a session on every call about sessions', async () => {
    for (const [method, url] of [
      ['POST', '/api/users/logout'],
      ['GET', '/api/users/sessions'],
      ['DELETE', '/api/users/sessions/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/users/sessions/end'],
      ['POST', '/api/users/password'],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        ...(method === 'POST' && url.endsWith('password')
          ? { payload: { currentPassword: 'x', password: 'long enough' } }
          : method === 'POST'
            ? { payload: {} }
            : {}),
      });
      expect([method, url, answer.statusCode]).toEqual([method, url, 401]);
    }
  });
});
