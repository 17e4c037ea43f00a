import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freeBytes } from '../../src/db/disk-space.js';

/**
 * A small file system of a test's own (a tmpfs, which needs root), which the test fills to make
 * the database's writes meet a real ENOSPC, then empties again.
 */
export interface SmallDisk {
  /** Where it is mounted. */
  dir: string;
  /** Takes all its free space but `leave` bytes, with one file. */
  fill(leave?: number): void;
  /** Gives the space {@link fill} took back. */
  empty(): void;
  /** Unmounts it and deletes its mount point. */
  remove(): void;
}

/** Why no small disk can be made here, or null when one can (tried with a 1 MB tmpfs). */
export function smallDiskUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  try {
    mountSmallDisk(1).remove();
    return null;
  } catch (error) {
    return `mounting a tmpfs failed: ${(error as Error).message.split('\n')[0]}`;
  }
}

/** Mounts a tmpfs of `megabytes` on a new temporary directory. */
export function mountSmallDisk(megabytes: number): SmallDisk {
  const dir = mkdtempSync(path.join(tmpdir(), 'muster-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], {
      stdio: 'pipe',
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const filler = path.join(dir, 'filler');
  const empty = () => rmSync(filler, { force: true });
  return {
    dir,
    fill: (leave = 0) => {
      empty();
      const take = freeBytes(dir) - leave;
      if (take > 0) execFileSync('fallocate', ['-l', String(take), filler], { stdio: 'pipe' });
    },
    empty,
    remove: () => {
      execFileSync('umount', [dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
