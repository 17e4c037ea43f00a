/**
 * `npm run backup -- FILE`: writes a backup of the database the server would use with the same
 * environment (DATABASE_URL, or PGlite's DATA_DIR) into FILE; see backup.ts and the README's
 * Backups section.
 *
 * PostgreSQL is read through a REPEATABLE READ snapshot while the servers keep serving. PGlite is
 * different: it runs inside the server's own process and cannot be opened by two processes (its
 * data directory is locked, data-dir-lock.ts), so this command reads a PGlite directory only when
 * no server holds it, and otherwise says so and stops. Reading the directory's files under a
 * running server would copy a database caught mid-write, and an HTTP endpoint for backups would
 * put the whole database one stolen administrator session away; a site that must be backed up
 * without stopping runs on PostgreSQL (a PGlite site moves there with this very command and
 * restore-cli.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { BackupFileError } from './backup-format.js';
import { backupDatabase } from './backup.js';
import { openDatabase } from './client.js';
import { DataDirLockedError } from './data-dir-lock.js';

const USAGE =
  'Usage: npm run backup -- FILE   (FILE: where to write the backup, e.g. muster.backup.gz)';

/** A path as the operator typed it: npm runs the script in api/, INIT_CWD is where they were. */
function operatorPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

async function main(args: string[]): Promise<void> {
  const [given, ...rest] = args;
  if (!given || rest.length > 0 || given.startsWith('-')) throw new BackupFileError(USAGE);
  const file = operatorPath(given);
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    throw new BackupFileError(
      `There is no PGlite database in DATA_DIR ${config.dataDir} (and DATABASE_URL is not set): ` +
        'nothing to back up.',
    );
  }
  // No migrations: a backup takes the database as it is (before an upgrade, say).
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
    migrationsFolder: null,
  });
  try {
    const started = Date.now();
    const { header, rows } = await backupDatabase(database.db, database.kind, file);
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backed up ${total} rows of ${Object.keys(rows).length} tables (${database.kind}, schema ` +
        `${header.schema}) into ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `Cannot back up: the data directory ${error.dataDir} is in use by process ` +
        `${error.owner.pid} on ${error.owner.host}, most likely the Muster server. PGlite allows ` +
        'one process per data directory, so a backup cannot read it while the server runs: stop ' +
        'the server, run the backup, start the server again (see "Backups" in the README). A ' +
        'site that must be backed up while it serves belongs on PostgreSQL (DATABASE_URL). If no ' +
        `Muster process uses the directory any more, delete ${error.file}.`,
    );
  } else {
    console.error(error instanceof BackupFileError ? error.message : error);
  }
  process.exit(1);
});
