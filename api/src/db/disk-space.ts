import { statfsSync } from 'node:fs';

/**
 * The free space PGlite keeps on the disk of its data directory. To open it: after a crash, or a
 * write refused for lack of space, its recovery writes a new 16 MiB write-ahead log segment before
 * it answers, and with less room it fails with nothing more than "PGlite failed to initialize
 * properly" (measured: 15 MiB free failed, 17 MiB opened). To write: a write that needs a new log
 * segment the disk has no room for stops PGlite inside its WebAssembly, and with it the whole
 * process (measured: the write after the refused one blocked the event loop for good), so writes
 * are refused before the disk gets that full. The rest is room for one large write.
 */
export const PGLITE_KEEP_FREE = 24 * 1024 * 1024;

/**
 * Thrown when the disk holding a data directory has too little room to open it, or to write
 * safely: the message says how much is needed and how much there is.
 */
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
export function ensureRoomToOpen(dataDir: string, needed = PGLITE_KEEP_FREE): void {
  const free = freeBytes(dataDir);
  if (free >= needed) return;
  throw new DiskSpaceError(
    `The disk holding the data directory ${dataDir} has ${megabytes(free)} free; the embedded ` +
      `database needs at least ${megabytes(needed)} to open it (its recovery writes a new 16 MB ` +
      'log segment). Free space on that disk, or move DATA_DIR to a larger one, then start again.',
  );
}

/**
 * Throws {@link DiskSpaceError} when the disk holding PGlite's `dataDir` has less than `keepFree`
 * bytes free: a write then could stop the process (see {@link PGLITE_KEEP_FREE}).
 */
export function ensureRoomToWrite(dataDir: string, keepFree = PGLITE_KEEP_FREE): void {
  const free = freeBytes(dataDir);
  if (free >= keepFree) return;
  throw new DiskSpaceError(
    `the disk holding the data directory ${dataDir} has ${megabytes(free)} free, less than the ` +
      `${megabytes(keepFree)} the embedded database keeps free`,
  );
}
