import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file's name inside the data directory. */
export const LOCK_FILE = 'muster.lock';

/** Who holds a data directory: written into the lock file as JSON. */
export interface LockOwner {
  pid: number;
  host: string;
  /** When the lock was taken (ISO time), for people reading the file. */
  since: string;
}

/** A held lock on a data directory. */
export interface DataDirLock {
  /** The lock file's path. */
  readonly file: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

/** Thrown when another live process holds the directory: the message names the directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
    readonly file: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${owner.pid} on ${owner.host} ` +
        `(since ${owner.since}). PGlite allows one server per directory: stop that server, choose ` +
        'another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server. If no Muster server is ' +
        `using it any more, delete ${file}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Test seams; the defaults are the real process, host and liveness check. */
export interface LockOptions {
  pid?: number;
  host?: string;
  isAlive?: (pid: number) => boolean;
}

/** True when a process with this pid exists (EPERM: it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Directories this process holds, so a lock left by an earlier process with our pid is stale. */
const heldHere = new Set<string>();

/** Reads a lock file's owner: JSON, or the bare pid written by earlier versions; null if gone. */
function readOwner(file: string, host: string): { text: string; owner: LockOwner | null } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (/^\s*\d+\s*$/.test(text)) return { text, owner: { pid: Number(text), host, since: '?' } };
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return { text, owner: { pid: parsed.pid, host: parsed.host, since: String(parsed.since) } };
    }
  } catch {
    // Unreadable content is treated as a stale lock below.
  }
  return { text, owner: null };
}

/**
 * Creates the lock file with its whole content in one step: written to a private file first, then
 * hard-linked into place, which fails if the lock exists (so no reader ever sees a half-written
 * lock). Falls back to an exclusive create where the file system has no hard links.
 */
function createLock(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, content, { flag: 'wx' });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
    try {
      writeFileSync(file, content, { flag: 'wx' });
      return true;
    } catch (fallback) {
      if ((fallback as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallback;
    }
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Moves a stale lock out of the way. Renaming is atomic, so when two servers start together after
 * a crash only one of them moves any given file; if what it moved is not the stale lock it judged
 * (another server took over in between), it puts that lock back and tries again, which then
 * refuses.
 */
function removeStale(file: string, staleText: string): void {
  const moved = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(moved, 'utf8') !== staleText) {
      try {
        linkSync(moved, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    rmSync(moved, { force: true });
  }
}

/**
 * Locks PGlite's data directory for this process. PGlite has no lock of its own (its
 * `postmaster.pid` holds a fake pid), and a second process opening the directory corrupts it or
 * loses its writes. The lock file holds the owner's pid and host; a lock whose process is gone
 * (a crash, kill -9) is taken over. A lock from another host cannot be checked, so it refuses.
 * The lock is released by `release()` and, failing that, when the process exits.
 */
export function lockDataDir(dataDir: string, options: LockOptions = {}): DataDirLock {
  const pid = options.pid ?? process.pid;
  const host = options.host ?? hostname();
  const isAlive = options.isAlive ?? isProcessAlive;
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const content = `${JSON.stringify({ pid, host, since: new Date().toISOString() })}\n`;

  for (let attempt = 0; attempt < 10; attempt++) {
    if (createLock(file, content)) {
      heldHere.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        process.removeListener('exit', release);
        try {
          if (readFileSync(file, 'utf8') === content) rmSync(file, { force: true });
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return { file, release };
    }
    const current = readOwner(file, host);
    if (!current) continue;
    const { owner, text } = current;
    if (owner) {
      const ours = owner.pid === pid && owner.host === host;
      // Our own pid in a lock we do not hold is a previous run's (a container restarts as pid 1).
      const live = ours ? heldHere.has(file) : owner.host !== host || isAlive(owner.pid);
      if (live) throw new DataDirLockedError(dataDir, owner, file);
    }
    removeStale(file, text);
  }
  throw new Error(`Could not lock the data directory ${dataDir}: its lock file keeps changing`);
}
