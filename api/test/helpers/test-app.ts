import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client.js';
import { timePglite } from '../../src/db/query-timing.js';
import * as schema from '../../src/db/schema.js';
import { prepareSite } from '../../src/startup.js';
import { MIGRATED_PGLITE, MIGRATED_TEMPLATE } from './migrated-database.js';
import { throwawayDatabase } from './throwaway-database.js';

export const ADMIN_PASSWORD = 'admin-password-for-tests';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * PGlite in memory, loaded from the dump of the database migrated for the run (migrated-database.ts)
 * (or migrated here when the run has none).
 */
async function freshPglite(): Promise<DatabaseHandle> {
  const dump = process.env[MIGRATED_PGLITE];
  if (!dump) return openDatabase({ databaseUrl: null, dataDir: null });
  const client = new PGlite({
    loadDataDir: new Blob([readFileSync(dump)]),
    // pg_trgm: the trigram indexes of substring search, as the app's own PGlite loads it.
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const use = timePglite(client);
  return {
    db: drizzle({ client, schema }) as unknown as Database,
    kind: 'pglite',
    use,
    close: () => client.close(),
  };
}

/**
 * A fresh database for one test file: PGlite in memory, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created beside it (from the run's migrated template) and dropped afterwards.
 */
async function freshDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await freshPglite(), drop: async () => undefined };
  const { url: databaseUrl, drop } = await throwawayDatabase(
    url,
    'muster_t',
    process.env[MIGRATED_TEMPLATE],
  );
  const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 5 });
  return { database, drop };
}

/** The tests' settings (no demo content, no throttles in the way), with `env` over them. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    SIGNIN_RATE_PER_MINUTE: '100000',
    REGISTRATIONS_PER_HOUR: '100000',
    // The lowest cost: tests register and sign in thousands of times; auth/passwords.test.ts
    // checks the site's own cost.
    PASSWORD_HASH_COST: '10',
    ...env,
  });
}

/**
 * Builds the app on a fresh database with test settings (no demo content unless asked), with
 * further build options (a log stream) when given.
 */
export async function testApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const config = testConfig(env);
  // What the server does at start: the administrator, and the demo content when SEED_DEMO asks.
  await prepareSite(database.db, config);
  const app = await buildApp(config, { ...options, database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * The app of the enclosing `describe`: built on a fresh database before its first test (ahead of
 * the block's own `beforeAll`) and closed after its last.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let current: TestApp | undefined;
  // Creating a database and migrating it can take minutes on a busy two-core machine.
  beforeAll(async () => {
    current = await testApp(env);
  }, 180_000);
  afterAll(async () => current?.close());
  const built = () => {
    if (!current)
      throw new Error('The test app is built in beforeAll: use it inside a test or hook');
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    close: async () => built().close(),
  };
}

/** A signed-in user of a test: the token and a helper to call with it. */
export interface TestUser {
  username: string;
  token: string;
  headers: { authorization: string };
}

let counter = 0;

/** Registers a user (optionally granting roles directly through the administrator). */
export async function signUp(
  app: FastifyInstance,
  options: { username?: string; roles?: string[] } = {},
): Promise<TestUser> {
  const username = options.username ?? `user${++counter}_${randomBytes(3).toString('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: {
      username,
      display: `Display ${username}`,
      email: `${username}@example.com`,
      password: 'correct horse battery',
    },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const token = (response.json() as { token: string }).token;
  if (options.roles?.length) {
    const admin = await logIn(app, 'admin', ADMIN_PASSWORD);
    const granted = await app.inject({
      method: 'POST',
      url: `/api/users/roles/${username}`,
      headers: admin.headers,
      payload: { roles: options.roles },
    });
    if (granted.statusCode !== 200) throw new Error(`grant failed: ${granted.body}`);
  }
  return { username, token, headers: { authorization: `Bearer ${token}` } };
}

/** Signs the administrator in (the account every test app creates). */
export async function logInAdmin(app: FastifyInstance): Promise<TestUser> {
  return logIn(app, 'admin', ADMIN_PASSWORD);
}

/** One login attempt, from `remoteAddress` when given; answers the response as it is. */
export async function attemptLogIn(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username, password },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

export async function logIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<TestUser> {
  const response = await attemptLogIn(app, username, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = (response.json() as { token: string }).token;
  return { username, token, headers: { authorization: `Bearer ${token}` } };
}

/** The JSON of every error answer of the API. */
export interface ErrorAnswer {
  statusCode: number;
  error: string;
  message: string;
}

/** The parsed JSON body of a response, typed by the caller. */
export function body<T>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/**
 * Calls of a test app as one user or another (null: a visitor): `call` answers the response as it
 * is; `get` and `post` the parsed body of a 200, and throw with the status and body otherwise.
 */
export function callsOf(t: TestApp) {
  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      ...(user ? { headers: user.headers } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
  const ok = async <T>(response: Promise<LightMyRequestResponse>): Promise<T> => {
    const answer = await response;
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
    return body<T>(answer);
  };
  return {
    call,
    get: <T>(user: TestUser | null, url: string) => ok<T>(call(user, 'GET', url)),
    post: <T>(user: TestUser, url: string, payload: Record<string, unknown> = {}) =>
      ok<T>(call(user, 'POST', url, payload)),
  };
}
