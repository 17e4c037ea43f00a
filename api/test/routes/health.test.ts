/**
 * Liveness and readiness: /api/health answers while the process runs; /api/health/ready answers
 * 200 only while the database answers and holds every migration, and the instance is not
 * shutting down. Stopping a real database server under a running instance: test/ops/outage.test.ts.
 */
import { sql } from 'drizzle-orm';
import { readJournal } from '../../src/db/migrations.js';
import { MIGRATIONS_FOLDER } from '../../src/db/client.js';
import { body, type ErrorAnswer, useTestApp } from '../helpers/test-app.js';

describe('the health checks', () => {
  const t = useTestApp();

  it('answer ok and ready on a migrated database', async () => {
    const health = await t.app.inject('/api/health');
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.app.inject('/api/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('answer 503 naming the migration the database lacks, and ready again once it has it', async () => {
    const last = readJournal(MIGRATIONS_FOLDER).at(-1)!;
    const { db } = t.database;
    // As if the database were restored from a backup taken before the last migration.
    const removed = await db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${last.when} RETURNING hash`,
    );
    const [{ hash }] = (removed as unknown as { rows: { hash: string }[] }).rows as [
      { hash: string },
    ];
    try {
      const ready = await t.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(body<ErrorAnswer>(ready)).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: `Not ready: the database lacks migration ${last.tag}`,
      });
      // Liveness does not ask the database: the process is fine.
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${hash}, ${last.when})`,
      );
    }
    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
  });

  it('answer probes that arrive together, which share one question of the database', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject('/api/health/ready')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
  });

  it('answer 503 once shutdown has begun, while every other request is still served', async () => {
    t.app.shutdown.drain();
    const ready = await t.app.inject('/api/health/ready');
    expect([ready.statusCode, body<ErrorAnswer>(ready).message]).toEqual([
      503,
      'Not ready: shutting down',
    ]);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/site')).statusCode).toBe(200);
  });
});
