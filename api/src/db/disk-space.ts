import { statfsSync } from 'node:fs';

/**
 * The free space PGlite needs to open its data directory: after a crash, or a write refused for
 * lack of space, its recovery writes a new 16 MiB write-ahead log segment before it answers, and
 * with less room it fails with nothing more than "PGlite failed to initialize properly"
 * (measured: 15 MiB free failed, 17 MiB opened). The rest is room for the first writes.
 */
export const PGLITE_ROOM_TO_OPEN = 24 * 1024 * 1024;

/** Thrown when the disk holding a data directory has too little room: the message says both. */
export class DiskSpaceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiskSpaceError';
  }
}

/** Bytes an unprivileged process may still write on the file system holding `dir`. */
export function freeBytes(dir: string): number {
  const { bavail, bsize } = statfsSync(dir);
  return bavail * bsize;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Throws {@link DiskSpaceError} unless the disk holding PGlite's `dataDir` has `needed` bytes free,
 * naming how much is needed and how much there is.
 */
export function ensureRoomToOpen(dataDir: string, needed = PGLITE_ROOM_TO_OPEN): void {
  const free = freeBytes(dataDir);
  if (free >= needed) return;
  throw new DiskSpaceError(
    `The disk holding the data directory ${dataDir} has ${megabytes(free)} free; the embedded ` +
      `database needs at least ${megabytes(needed)} to open it (its recovery writes a new 16 MB ` +
      'log segment). Free space on that disk, or move DATA_DIR to a larger one, then start again.',
  );
}
