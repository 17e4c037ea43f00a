/**
 * Backups of a PGlite site while it serves. PGlite runs inside the server's process and only one
 * process may open its data directory (data-dir-lock.ts), so `npm run backup` cannot read it while
 * the server runs: it asks the server instead. It leaves a request in the data directory and sends
 * the server SIGUSR2; the server writes the backup (backup.ts: one consistent read transaction,
 * during which other requests wait for PGlite's single connection) and leaves its answer beside
 * the request. Only a process that may both signal the server (its own user, or root) and write
 * into its data directory can ask, which is a process that could read the directory anyway; no
 * HTTP route is involved.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { backupDatabase } from './backup.js';
import { BackupFileError, type BackupHeader } from './backup-format.js';
import type { Database, DatabaseHandle } from './client.js';

/** The signal that asks a server for a backup. */
const SIGNAL = 'SIGUSR2';
const REQUEST = /^backup-request-(\d+)\.json$/;

const requestFile = (dataDir: string, pid: number) =>
  path.join(dataDir, `backup-request-${pid}.json`);
const answerFile = (dataDir: string, pid: number) =>
  path.join(dataDir, `backup-answer-${pid}.json`);

/** What a finished backup reports. */
export interface BackupReport {
  header: BackupHeader;
  rows: Record<string, number>;
}

type Answer = ({ ok: true } & BackupReport) | { ok: false; error: string };

/** Writes a file whole or not at all (the other side polls for it). */
function writeWhole(file: string, value: unknown): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(value));
  renameSync(`${file}.tmp`, file);
}

/** Answers every backup request waiting in the data directory, one after another. */
async function answerRequests(db: Database, dataDir: string): Promise<void> {
  for (const name of readdirSync(dataDir)) {
    const pid = REQUEST.exec(name)?.[1];
    if (!pid) continue;
    const request = path.join(dataDir, name);
    let answer: Answer;
    try {
      const { file } = JSON.parse(readFileSync(request, 'utf8')) as { file?: unknown };
      rmSync(request, { force: true });
      if (typeof file !== 'string' || !path.isAbsolute(file))
        throw new Error('no backup file named');
      answer = { ok: true, ...(await backupDatabase(db, 'pglite', file)) };
    } catch (error) {
      rmSync(request, { force: true });
      answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    writeWhole(answerFile(dataDir, Number(pid)), answer);
  }
}

/**
 * While the app runs on a PGlite data directory, answers backup requests (see above): listens
 * for SIGUSR2 from its start until it closes.
 */
export const liveBackupPlugin = fp(
  async (
    app: FastifyInstance,
    { database, dataDir }: { database: DatabaseHandle; dataDir: string | null },
  ) => {
    if (database.kind !== 'pglite' || dataDir === null) return;
    let queue = Promise.resolve();
    const onSignal = () => {
      queue = queue
        .then(() => answerRequests(database.db, dataDir))
        .catch((error: unknown) => app.log.error({ err: error }, 'a backup request failed'));
    };
    app.addHook('onReady', async () => {
      process.on(SIGNAL, onSignal);
    });
    app.addHook('onClose', async () => {
      process.off(SIGNAL, onSignal);
      await queue;
    });
  },
  { name: 'live-backup' },
);

/**
 * Asks the server `pid`, which holds the PGlite data directory, to write a backup into `file` (an
 * absolute path), and waits for its answer.
 */
export async function askServerForBackup(
  dataDir: string,
  pid: number,
  file: string,
  {
    timeoutMs = 30 * 60_000,
    pollMs = 100,
    signal = (to: number) => process.kill(to, SIGNAL),
  }: { timeoutMs?: number; pollMs?: number; signal?: (pid: number) => void } = {},
): Promise<BackupReport> {
  const answer = answerFile(dataDir, process.pid);
  rmSync(answer, { force: true });
  writeWhole(requestFile(dataDir, process.pid), { file });
  try {
    signal(pid);
    for (const deadline = Date.now() + timeoutMs; !existsSync(answer);) {
      if (Date.now() > deadline) {
        throw new BackupFileError(`The server (process ${pid}) did not answer the backup request.`);
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    const told = JSON.parse(readFileSync(answer, 'utf8')) as Answer;
    if (!told.ok) throw new BackupFileError(`The server could not write the backup: ${told.error}`);
    return { header: told.header, rows: told.rows };
  } finally {
    rmSync(requestFile(dataDir, process.pid), { force: true });
    rmSync(answer, { force: true });
  }
}
