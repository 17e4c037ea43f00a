/**
 * `npm run restore -- FILE [--force]`: restores a backup made by `npm run backup` into the
 * database the server would use with the same environment (DATABASE_URL, or PGlite's DATA_DIR),
 * whichever kind made the backup; see restore.ts. Stop the servers first: a server writing during
 * the restore would mix its rows with the backup's (on PGlite the data directory's lock refuses
 * the restore while a server holds it).
 */
import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { BackupFileError } from './backup-format.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { DiskSpaceError } from './disk-space.js';
import { RestoreRefusedError, restoreBackup } from './restore.js';

const USAGE =
  'Usage: npm run restore -- FILE [--force]   (--force replaces the content of a database that has some)';

async function main(args: string[]): Promise<void> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  const [given] = files;
  if (!given || files.length > 1 || given.startsWith('-')) throw new BackupFileError(USAGE);
  // npm runs the script in api/; INIT_CWD is where the operator typed the path.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = loadConfig();
  const started = Date.now();
  const { header, rows } = await restoreBackup(file, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    force,
  });
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  const target = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(
    `Restored ${total} rows of ${Object.keys(rows).length} tables from ${file} (made ` +
      `${header.createdAt} on ${header.source}, schema ${header.schema}) into ${target} in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof BackupFileError ||
    error instanceof RestoreRefusedError ||
    error instanceof DataDirLockedError ||
    error instanceof DiskSpaceError;
  console.error(known ? `Nothing restored: ${error.message}` : error);
  process.exit(1);
});
