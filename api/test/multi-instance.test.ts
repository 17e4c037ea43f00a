/**
 * Two instances on one database, as behind a load balancer (an instance keeps no state of its
 * own): tokens, throttling and writes are shared; a cached read is at most a second stale.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { attemptLogIn, body, signUp, type TestApp, testApp } from './helpers/test-app.js';

describe('two instances on one database', () => {
  let t: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    // No JWT_SECRET: both must find the same generated secret in the database.
    t = await testApp({ LOGIN_FAILURE_LIMIT: '4' });
    other = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', LOGIN_FAILURE_LIMIT: '4' }),
      {
        database: t.database,
      },
    );
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('accepts a session token from either instance', async () => {
    const user = await signUp(t.app);
    const profile = await other.inject({ url: '/api/users/profile', headers: user.headers });
    expect(profile.statusCode).toBe(200);
  });

  it('counts failed logins across instances', async () => {
    await signUp(t.app, { username: 'shared-victim' });
    for (const app of [t.app, other, t.app, other]) {
      const response = await attemptLogIn(app, 'shared-victim', 'wrong', '10.1.1.1');
      expect(response.statusCode).toBe(401);
    }
    for (const app of [t.app, other]) {
      const blocked = await attemptLogIn(app, 'shared-victim', 'correct horse battery', '10.1.1.1');
      expect(blocked.statusCode).toBe(429);
    }
    // The right password from another address is never refused.
    const owner = await attemptLogIn(other, 'shared-victim', 'correct horse battery', '10.1.1.2');
    expect(owner.statusCode).toBe(200);
  });

  it('holds the login limit for parallel guesses split over both instances', async () => {
    await signUp(t.app, { username: 'split-victim' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attemptLogIn(i % 2 ? other : t.app, 'split-victim', `guess-${i}`, '10.1.2.1'),
      ),
    );
    // Only answers that are not 429 had their password checked: at most LOGIN_FAILURE_LIMIT.
    const checked = answers.filter((answer) => answer.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(4);
    expect(checked.every((answer) => answer.statusCode === 401)).toBe(true);
  });

  it('serves another instance a write within a second', async () => {
    const publisher = await signUp(t.app, { roles: ['mod'] });
    const before = body<number>(await other.inject('/api/factions?public=true&count=true'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/factions/',
      headers: publisher.headers,
      payload: { title: 'Shared', public: true },
    });
    const id = body<{ _id: string }>(created)._id;
    await t.app.inject({
      method: 'POST',
      url: `/api/factions/toggleapproval/${id}`,
      headers: publisher.headers,
      payload: {},
    });
    expect(body<number>(await t.app.inject('/api/factions?public=true&count=true'))).toBe(
      before + 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(body<number>(await other.inject('/api/factions?public=true&count=true'))).toBe(
      before + 1,
    );
  });
});
