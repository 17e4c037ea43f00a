import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describeOnPglite } from '../helpers/on-pglite.js';
import { openDatabase } from '../../src/db/client.js';
import {
  DataDirLockedError,
  LOCK_FILE,
  isProcessAlive,
  lockDataDir,
} from '../../src/db/data-dir-lock.js';

/** A pid no process holds: above the kernel's pid_max (4194304 at most). */
const DEAD_PID = 4_999_999;

describeOnPglite('the data directory lock', () => {
  /** A data directory made and migrated once; each test opens a copy (no database made anew). */
  let made: string;
  let work: string;
  let dir: string;

  beforeAll(async () => {
    made = mkdtempSync(path.join(tmpdir(), 'muster-lock-made-'));
    await (await openDatabase({ databaseUrl: null, dataDir: made })).close();
  }, 120_000);
  afterAll(() => rmSync(made, { recursive: true, force: true }));

  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'muster-lock-'));
    dir = path.join(work, 'data');
    cpSync(made, dir, { recursive: true });
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('refuses a second open of one directory with a message naming the directory', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      const second = openDatabase({ databaseUrl: null, dataDir: dir });
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `The data directory ${dir} is in use by process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
  });

  it('writes the pid and host into the lock file and removes it on close', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: dir });
    const file = path.join(dir, LOCK_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    await database.close();
    expect(existsSync(file)).toBe(false);
    const again = await openDatabase({ databaseUrl: null, dataDir: dir });
    await again.close();
  });

  it('takes over a stale lock whose process is gone', async () => {
    const file = path.join(dir, LOCK_FILE);
    const first = await openDatabase({ databaseUrl: null, dataDir: dir });
    await first.close();
    writeFileSync(file, JSON.stringify({ pid: DEAD_PID, host: hostname(), since: 'crash' }));
    const database = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      await database.close();
    }
  });

  it('refuses a lock held by a live process, and one from another host it cannot check', () => {
    const file = path.join(work, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname(), since: 'now' }));
    expect(() => lockDataDir(work)).toThrow(`in use by process ${process.ppid}`);
    writeFileSync(file, JSON.stringify({ pid: DEAD_PID, host: 'elsewhere', since: 'now' }));
    expect(() => lockDataDir(work)).toThrow(`in use by process ${DEAD_PID} on elsewhere`);
  });

  it("takes over a lock holding this process's pid from an earlier run (a container's pid 1)", () => {
    const file = path.join(work, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname(), since: 'before' }));
    const lock = lockDataDir(work);
    expect(JSON.parse(readFileSync(file, 'utf8'))).not.toMatchObject({ since: 'before' });
    expect(() => lockDataDir(work)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('reads the bare pid written by earlier versions', () => {
    const file = path.join(work, LOCK_FILE);
    writeFileSync(file, String(process.ppid));
    expect(() => lockDataDir(work)).toThrow(`in use by process ${process.ppid}`);
    writeFileSync(file, String(DEAD_PID));
    lockDataDir(work).release();
  });

  it('lets exactly one of two servers take over the same stale lock', () => {
    const file = path.join(work, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ pid: DEAD_PID, host: hostname(), since: 'crash' }));
    // Server B checks the stale lock and, before it moves it away, server A takes it over.
    let raced = false;
    let a: ReturnType<typeof lockDataDir> | undefined;
    const isAlive = (pid: number) => {
      if (pid === DEAD_PID && !raced) {
        raced = true;
        a = lockDataDir(work, { pid: 1001, isAlive: () => false });
      }
      return pid === 1001 || isProcessAlive(pid);
    };
    expect(() => lockDataDir(work, { pid: 1002, isAlive })).toThrow('in use by process 1001');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: 1001 });
    a?.release();
  });

  it('treats pids that cannot be a live process as dead', () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    expect(isProcessAlive(-42)).toBe(false);
    expect(isProcessAlive(DEAD_PID)).toBe(false);
  });
});
