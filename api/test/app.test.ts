import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { ruleset } from '../src/db/schema.js';
import { usersRepository } from '../src/repositories/users.js';
import { useTestApp } from './helpers/test-app.js';

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

describe('the application', () => {
  const t = useTestApp();

  it('describes every API route in OpenAPI at /api/docs', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const spec = response.json() as OpenApi;
    expect(spec.openapi).toMatch(/^3\./);
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/api/factions',
      '/api/factions/{id}',
      '/api/factions/like/{id}',
      '/api/units/faction/{factionId}',
      '/api/weapons/{id}',
      '/api/ability/{id}',
      '/api/formulas/active',
      '/api/ruleset/',
      '/api/scenarios/toggleapproval/{id}',
      '/api/pages/list/{type}',
      '/api/image',
      '/api/users/register',
      '/api/users/generateRegistrationKey',
    ]) {
      expect(paths).toContain(path);
    }
    expect((await t.app.inject('/api/docs/')).statusCode).toBe(200);
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route POST /api/nope not found',
    });
  });

  it('says why a signed-in user may not do something', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { username: 'plain', password: 'plain-password' },
    });
    const { token } = register.json() as { token: string };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/factions/',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Mine' },
    });
    expect(response.statusCode).toBe(403);
    expect((response.json() as { message: string }).message).toMatch(/sign up as publisher/);
  });
});

describe('building an app', () => {
  const t = useTestApp();

  it('leaves the database alone: no administrator, no demo content (the server prepares those)', async () => {
    const app = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', ADMIN_USERNAME: 'second-admin', SEED_DEMO: 'true' }),
      { database: t.database },
    );
    try {
      await app.ready();
      expect(await usersRepository(t.database.db).findByUsername('second-admin')).toBeNull();
      expect(await t.database.db.select().from(ruleset)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
