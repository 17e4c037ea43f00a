import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { ensureRoomToOpen, ensureRoomToWrite, PGLITE_KEEP_FREE } from './disk-space.js';
import { migrateNamingFailures } from './migrations.js';
import { pgPoolUse, timePglite, TimedPgClient, type PoolUse } from './query-timing.js';
import * as schema from './schema.js';

/** The drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its driver kind and a way to close it. */
/** The rows of a raw statement's result (`db.execute`), the same shape on PGlite and `pg`. */
export function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** How busy its connections are (the metrics); query-timing.ts times its queries. */
  use?: () => PoolUse;
  /**
   * Throws a DiskSpaceError when a write now would be unsafe: PGlite's disk is nearly full
   * (disk-space.ts). Absent where the database server looks after its own disk.
   */
  ensureRoomToWrite?: () => void;
}

/** Where the SQL migrations live: `api/drizzle/`, from `src/db` and from `dist/db` alike. */
export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'drizzle',
);

/** A fixed advisory-lock key so only one instance migrates a PostgreSQL database at a time. */
const MIGRATION_LOCK = 4_242_001;

export interface OpenOptions {
  /** A PostgreSQL URL; null uses PGlite. */
  databaseUrl: string | null;
  /** PGlite's data directory; null keeps PGlite in memory (tests). */
  dataDir: string | null;
  /** The bytes PGlite keeps free on its data directory's disk (disk-space.ts's default). */
  keepFree?: number;
  poolSize?: number;
  /**
   * The migrations to apply: `api/drizzle/` ({@link MIGRATIONS_FOLDER}) when left out, a test's
   * own folder, or null for none (a backup reads a database as it is, and restore.ts first brings
   * an empty one to the backup's own level).
   */
  migrationsFolder?: string | null;
}

/**
 * Opens the database and applies pending migrations, all in one transaction: when one fails, it
 * throws a `MigrationError` naming that migration and the database is left as it was.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const migrations =
    options.migrationsFolder === undefined ? MIGRATIONS_FOLDER : options.migrationsFolder;
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, migrations);
  }
  return openPglite(options.dataDir, migrations, options.keepFree ?? PGLITE_KEEP_FREE);
}

async function openPglite(
  dataDir: string | null,
  migrations: string | null,
  keepFree: number,
): Promise<DatabaseHandle> {
  let unlock = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    ensureRoomToOpen(dataDir, keepFree);
    unlock = lockDataDir(dataDir).release;
  }
  let client: PGlite | undefined;
  try {
    // pg_trgm: the trigram indexes of substring search (migration 0003).
    client = new PGlite({ dataDir: dataDir ?? undefined, extensions: { pg_trgm } });
    await client.waitReady;
    const use = timePglite(client);
    const db = drizzlePglite({ client, schema });
    if (migrations) {
      await migrateNamingFailures(db as unknown as Database, migrations, () =>
        migratePglite(db, { migrationsFolder: migrations }),
      );
    }
    const opened = client;
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      use,
      ...(dataDir ? { ensureRoomToWrite: () => ensureRoomToWrite(dataDir, keepFree) } : {}),
      close: async () => {
        try {
          await opened.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    // A failed migration must not leave the data directory open (and locked) in this process.
    await client?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

/**
 * libpq uses the OS user when a URL names none (`postgres:///db?host=/var/run/postgresql`);
 * node-postgres reads $USER instead, which service managers and CI often leave unset.
 */
export function defaultPostgresUser(): void {
  if (!process.env.PGUSER && !process.env.USER) process.env.PGUSER = userInfo().username;
}

/**
 * A connection the server ends (a restart, a failover, pg_terminate_backend) emits 'error' on its
 * client, and an 'error' event nobody listens to ends the process. The pool listens only while a
 * client is idle in it: a client checked out between two queries (inside a transaction, say) has
 * no listener of the pool's. So every client gets one of its own as it is made, for its whole
 * life; the query under way (or the next one) fails, and the pool drops the broken client when it
 * comes back and opens a new connection for the next query.
 */
function keepConnectionLossesHandled(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      // One warning per connection: a lost connection also reports its socket closing.
      if (reported) return;
      reported = true;
      process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    });
  });
  // The pool re-emits an idle client's error, which the client's own listener above reported.
  pool.on('error', () => undefined);
}

async function openPostgres(
  url: string,
  poolSize: number,
  migrations: string | null,
): Promise<DatabaseHandle> {
  defaultPostgresUser();
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: TimedPgClient });
  keepConnectionLossesHandled(pool);
  try {
    const connection = await pool.connect();
    try {
      if (migrations) {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const migrating = drizzlePg({ client: connection, schema });
        await migrateNamingFailures(migrating as unknown as Database, migrations, () =>
          migratePg(migrating, { migrationsFolder: migrations }),
        );
      }
    } finally {
      if (migrations) {
        await connection
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
          .catch(() => undefined);
      }
      connection.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    use: () => pgPoolUse(pool),
    close: () => pool.end(),
  };
}

/** Cheap connectivity check. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
