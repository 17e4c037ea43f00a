import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** The drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its driver kind and a way to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
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
  poolSize?: number;
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one connection in one process: a second process opening the same directory would
 * corrupt it. A lock file holding the owner's pid refuses that (a stale lock is taken over).
 */
function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, 'muster.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The PGlite data directory ${dataDir} is in use by process ${owner}. PGlite allows one process per ` +
            'directory: stop it, choose another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
          { cause: error },
        );
      }
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let unlock = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    const client = new PGlite(dataDir ?? undefined);
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
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

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  defaultPostgresUser();
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: connection, schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await connection
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
      .catch(() => undefined);
    connection.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** Cheap connectivity check. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
