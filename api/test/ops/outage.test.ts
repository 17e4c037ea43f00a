/**
 * A PostgreSQL outage under a running instance: readiness answers 503 while the server is down and
 * 200 once it is back, with no restart, the pool replacing the connections the outage ended;
 * requests meanwhile answer 503 with Retry-After, never a 500. On a server of the test's own
 * (test/helpers/postgres-server.ts), never the shared one.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { postgresServerUnavailable } from '../helpers/postgres-server.js';
import { prepareSite } from '../../src/startup.js';
import {
  attemptLogIn,
  body,
  logInAdmin,
  testConfig,
  type ErrorAnswer,
} from '../helpers/test-app.js';
import { describeWhere, startOwnDatabase, type OwnDatabase } from './own-database.js';

/** What a request answers while the database is down. */
const UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: "The site's database is unavailable at the moment: try again in a few seconds",
};

/** Asks `url` until it answers `status`, for at most `ms`; answers the last response. */
async function until(app: FastifyInstance, url: string, status: number, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await app.inject(url);
    if (response.statusCode === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeWhere(postgresServerUnavailable(), 'a PostgreSQL outage under a running instance', () => {
  let own: OwnDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    own = await startOwnDatabase(3);
    app = await buildApp(testConfig(), { database: own.database });
    await prepareSite(own.database.db, testConfig());
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await own?.end();
  });

  it('turns the instance not ready while the database is down, and ready again once it is back', async () => {
    // Pooled connections open when the outage starts: the server ends them under the pool, which
    // must report it (client.ts) rather than crash the process with an unhandled 'error'.
    const reads = await Promise.all(
      Array.from({ length: 3 }, () => app.inject('/api/factions?public=true')),
    );
    expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200]);
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);

    await own.server.stop();
    const down = await app.inject('/api/health/ready');
    expect(down.statusCode).toBe(503);
    expect(body<ErrorAnswer>(down).message).toMatch(/^Not ready: the database does not answer: /);
    // Liveness asks no database: the orchestrator leaves the instance running.
    expect((await app.inject('/api/health')).statusCode).toBe(200);

    await own.server.start();
    const up = await until(app, '/api/health/ready', 200, 10_000);
    expect([up.statusCode, up.json()]).toEqual([200, { status: 'ready' }]);
    expect((await app.inject('/api/factions?public=true')).statusCode).toBe(200);
  });

  it('answers 16 clients 503 with Retry-After through a restart, and again within a second of its end', async () => {
    const admin = await logInAdmin(app);
    let stopped = false;
    const statuses = new Map<number, number>();
    const strays: string[] = [];
    // 16 clients: visitors reading, a signed-in user (a session read), and failed sign-ins (each
    // a transaction writing its failure count).
    const requests = [
      () => app.inject('/api/factions?public=true'),
      () => app.inject({ url: '/api/users/profile', headers: admin.headers }),
      () => attemptLogIn(app, 'nobody', 'wrong password'),
    ];
    const client = async (index: number) => {
      while (!stopped) {
        const response = await requests[index % requests.length]!();
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 503) {
          if (response.headers['retry-after'] !== '5') strays.push('no Retry-After');
          if (JSON.stringify(body(response)) !== JSON.stringify(UNAVAILABLE))
            strays.push(response.body);
          await new Promise((resolve) => setTimeout(resolve, 20));
        } else if (response.statusCode >= 500) strays.push(response.body);
      }
    };
    const clients = Promise.all(Array.from({ length: 16 }, (_, index) => client(index)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await own.server.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await own.server.start();
    const back = Date.now();
    const read = await until(app, '/api/factions?public=true', 200, 5_000);
    const took = Date.now() - back;
    stopped = true;
    await clients;

    expect(read.statusCode).toBe(200);
    expect(took).toBeLessThan(1_000);
    expect(strays).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([200, 401, 503]);
  });
});
