/**
 * A PostgreSQL outage under a running instance: readiness answers 503 while the server is down and
 * 200 once it is back, with no restart, the pool replacing the connections the outage ended. On a
 * server of the test's own (test/helpers/postgres-server.ts), never the shared one.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import {
  postgresServerUnavailable,
  startPostgresServer,
  type PostgresServer,
} from '../helpers/postgres-server.js';
import { body, type ErrorAnswer } from '../helpers/test-app.js';

const unavailable = postgresServerUnavailable();
if (unavailable) console.warn(`Skipping the PostgreSQL outage test: ${unavailable}`);

/** Asks `url` until it answers `status`, for at most `ms`; answers the last response. */
async function until(app: FastifyInstance, url: string, status: number, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await app.inject(url);
    if (response.statusCode === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

(unavailable ? describe.skip : describe)('a PostgreSQL outage under a running instance', () => {
  let server: PostgresServer;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startPostgresServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: null, poolSize: 3 });
    app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), { database });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.remove();
  });

  it('turns the instance not ready while the database is down, and ready again once it is back', async () => {
    // Pooled connections open when the outage starts: the server ends them under the pool, which
    // must report it (client.ts) rather than crash the process with an unhandled 'error'.
    const reads = await Promise.all(
      Array.from({ length: 3 }, () => app.inject('/api/factions?public=true')),
    );
    expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200]);
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);

    await server.stop();
    const down = await app.inject('/api/health/ready');
    expect(down.statusCode).toBe(503);
    expect(body<ErrorAnswer>(down).message).toMatch(/^Not ready: the database does not answer: /);
    // Liveness asks no database: the orchestrator leaves the instance running.
    expect((await app.inject('/api/health')).statusCode).toBe(200);

    await server.start();
    const up = await until(app, '/api/health/ready', 200, 10_000);
    expect([up.statusCode, up.json()]).toEqual([200, { status: 'ready' }]);
    expect((await app.inject('/api/factions?public=true')).statusCode).toBe(200);
  });
});
