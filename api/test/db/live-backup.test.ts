/**
 * A PGlite site backed up while it serves: the backup command cannot open the data directory the
 * server holds, so it asks the server (a request file and SIGUSR2, src/db/live-backup.ts), which
 * writes the backup while it goes on answering requests.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { readBackup } from '../../src/db/backup-format.js';
import { openDatabase } from '../../src/db/client.js';
import { DataDirLockedError } from '../../src/db/data-dir-lock.js';
import { askServerForBackup } from '../../src/db/live-backup.js';
import { prepareSite } from '../../src/startup.js';
import { describeOnPglite } from '../helpers/on-pglite.js';
import { testConfig } from '../helpers/test-app.js';

/**
 * The signal, as the server's process receives it. A test's `process` is jest's copy of the real
 * one, where the server's listener is; a real signal would reach the worker process itself.
 */
const signal = () => void process.emit('SIGUSR2');

describeOnPglite('a backup of a PGlite site while it serves', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'muster-live-backup-'));
  const dataDir = path.join(work, 'data');
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = testConfig({ DATA_DIR: dataDir });
    app = await buildApp(config);
    await prepareSite(app.db, config);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('is written by the server, which goes on serving', async () => {
    // The directory is the server's: nobody else may open it.
    await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    const file = path.join(work, 'live.backup.gz');
    const asked = askServerForBackup(dataDir, process.pid, file, { pollMs: 10, signal });
    const served = await app.inject({ method: 'GET', url: '/api/health' });
    expect(served.statusCode).toBe(200);
    const report = await asked;
    expect(report.header.source).toBe('pglite');
    expect(report.rows.users).toBe(1);
    const backup = await readBackup(file);
    expect(backup.header.schema).toBe(report.header.schema);
    // Nothing is left behind in the data directory.
    expect(readdirSync(dataDir).filter((name) => name.startsWith('backup-'))).toEqual([]);
  });

  it('says why when the server cannot write the backup', async () => {
    const nowhere = path.join(work, 'no', 'such', 'folder', 'x.backup.gz');
    await expect(
      askServerForBackup(dataDir, process.pid, nowhere, { pollMs: 10, signal }),
    ).rejects.toThrow(/The server could not write the backup: .*ENOENT/);
  });
});
