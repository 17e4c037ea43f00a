/**
 * PostgreSQL ends a backend under a pooled client (pg_terminate_backend, as a restart or a
 * failover does) at each point of the client's life: idle in the pool, checked out between two
 * queries of a transaction, and in the middle of a query. None of them may end the process (an
 * unhandled 'error' event would, and jest fails the test on it); the pool then serves again.
 * On a server of the test's own (test/helpers/postgres-server.ts), never the shared one.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { resultRows } from '../../src/db/client.js';
import { postgresServerUnavailable } from '../helpers/postgres-server.js';
import { describeWhere, startOwnDatabase, type OwnDatabase } from './own-database.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWhere(postgresServerUnavailable(), 'a pooled connection ended by the server', () => {
  let own: OwnDatabase;
  /** A connection outside the pool, which ends the pool's backends. */
  let admin: pg.Client;

  /**
   * Ends every backend of the pool and waits until they are gone (the second argument of
   * pg_terminate_backend), then a moment more for their last message to reach the clients.
   */
  async function terminatePool(): Promise<number> {
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid, 5000) AS ended FROM pg_stat_activity
       WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    await sleep(200);
    return rows.filter((row) => row.ended).length;
  }

  const answers = async () =>
    resultRows<{ one: number }>(await own.database.db.execute(sql`SELECT 1 AS one`));

  beforeAll(async () => {
    own = await startOwnDatabase(4);
    admin = new pg.Client({ connectionString: own.server.url });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
    await own?.end();
  });

  it('survives the end of idle connections', async () => {
    await Promise.all([answers(), answers(), answers()]);
    expect(await terminatePool()).toBeGreaterThan(0);
    expect(await answers()).toEqual([{ one: 1 }]);
  });

  it('survives the end of a connection checked out between two queries of a transaction', async () => {
    const transaction = own.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      // The client is checked out and no query runs on it: the pool's own listener is gone.
      expect(await terminatePool()).toBe(1);
      await tx.execute(sql`SELECT 2`);
    });
    await expect(transaction).rejects.toThrow();
    expect(await answers()).toEqual([{ one: 1 }]);
  });

  it('survives the end of connections in the middle of queries and transactions', async () => {
    const slow = Promise.allSettled([
      own.database.db.execute(sql`SELECT pg_sleep(5)`),
      own.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_sleep(5)`);
      }),
    ]);
    await sleep(300);
    expect(await terminatePool()).toBe(2);
    const settled = await slow;
    expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await answers()).toEqual([{ one: 1 }]);
  });
});
