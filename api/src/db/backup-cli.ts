/**
 * `npm run backup -- FILE`: writes a backup of the database the server would use with the same
 * environment (DATABASE_URL, or PGlite's DATA_DIR) into FILE; see backup.ts and the README's
 * Backups section.
 *
 * PostgreSQL is read through a REPEATABLE READ snapshot while the servers keep serving. PGlite is
 * different: it runs inside the server's own process and cannot be opened by two processes (its
 * data directory is locked, data-dir-lock.ts), so while a server on this machine holds the
 * directory, this command asks that server to write the backup (live-backup.ts), and reads the
 * directory itself only when no server holds it. Reading the directory's files under a running
 * server would copy a database caught mid-write, and an HTTP endpoint for backups would put the
 * whole database one stolen administrator session away.
 */
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { BackupFileError } from './backup-format.js';
import { backupDatabase } from './backup.js';
import { openDatabase } from './client.js';
import { DataDirLockedError, isProcessAlive } from './data-dir-lock.js';
import { askServerForBackup, type BackupReport } from './live-backup.js';

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
  const started = Date.now();
  const said = (kind: string, { header, rows }: BackupReport) => {
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backed up ${total} rows of ${Object.keys(rows).length} tables (${kind}, schema ` +
        `${header.schema}) into ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  };
  let database;
  try {
    // No migrations: a backup takes the database as it is (before an upgrade, say).
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 1,
      migrationsFolder: null,
    });
  } catch (error) {
    // A server on this machine holds the PGlite directory: it writes the backup (live-backup.ts).
    if (!(error instanceof DataDirLockedError) || !servedHere(error)) throw error;
    said(
      `pglite, written by the server, process ${error.owner.pid}`,
      await askServerForBackup(error.dataDir, error.owner.pid, file),
    );
    return;
  }
  try {
    said(database.kind, await backupDatabase(database.db, database.kind, file));
  } finally {
    await database.close();
  }
}

/** Whether the lock's holder is a live process on this machine (which can be asked). */
const servedHere = ({ owner }: DataDirLockedError) =>
  owner.host === hostname() && isProcessAlive(owner.pid);

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `Cannot back up: the data directory ${error.dataDir} is held by process ` +
        `${error.owner.pid} on ${error.owner.host}, which cannot be asked for a backup from here ` +
        '(it runs on another machine, or is gone). Run the backup on the machine that serves the ' +
        `site; if no Muster process uses the directory any more, delete ${error.file}.`,
    );
  } else {
    console.error(error instanceof BackupFileError ? error.message : error);
  }
  process.exit(1);
});
