import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '../../src/db/client.js';
import { dropDatabase, throwawayDatabase } from './throwaway-database.js';

/** The variables that tell each test file where the run's migrated database is. */
export const MIGRATED_PGLITE = 'MUSTER_TEST_MIGRATED_PGLITE';
export const MIGRATED_TEMPLATE = 'MUSTER_TEST_MIGRATED_TEMPLATE';

/**
 * Migrates one database for the whole run, before any test file (jest's global setup): on
 * PostgreSQL a template that each file's database is created from (CREATE DATABASE ... TEMPLATE),
 * on PGlite a dump of its data directory that each file's database is loaded from. Migrating a
 * database per test file took seconds each, twice a run. The run's environment, which the test
 * workers inherit, says where it is.
 */
export async function migrateForRun(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await throwawayDatabase(url, 'muster_template');
    const database = await openDatabase({ databaseUrl: template.url, dataDir: null, poolSize: 1 });
    // A template must have no open connection when databases are created from it.
    await database.close();
    process.env[MIGRATED_TEMPLATE] = template.name;
    return;
  }
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'muster-test-')), 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[MIGRATED_PGLITE] = file;
}

/** Removes what {@link migrateForRun} made (jest's global teardown). */
export async function removeMigrated(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env[MIGRATED_TEMPLATE];
  if (url && template) await dropDatabase(url, template);
  const dump = process.env[MIGRATED_PGLITE];
  if (dump) rmSync(path.dirname(dump), { recursive: true, force: true });
}

/**
 * Makes `dataDir` a PGlite data directory holding the run's migrated database, so that a server
 * or database opened on it starts without migrating (left empty when the run has none).
 */
export async function seedMigratedDataDir(dataDir: string): Promise<void> {
  const dump = process.env[MIGRATED_PGLITE];
  if (!dump) return;
  const seed = new PGlite({
    dataDir,
    loadDataDir: new Blob([readFileSync(dump)]),
    extensions: { pg_trgm },
  });
  await seed.waitReady;
  await seed.close();
}
