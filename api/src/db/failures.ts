import { DiskSpaceError } from './disk-space.js';

/**
 * What a database error means for the request that met it, whichever driver raised it: the
 * database cannot be reached (a restart, a failover, a server that is down), or its disk is full.
 * Anything else is a fault of the request or of the code, not of the database's state.
 */
export type DatabaseFailure = 'unavailable' | 'disk-full';

/** SQLSTATEs of a server that is going away or not there yet (class 08: connection exceptions). */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: pg_ctl stop, pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** Socket errors of a connection to a server that is gone or refuses. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT', // a Unix socket whose server is stopped
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own errors for a connection lost or never made carry no code, only these words
 * (pg/lib/client.js, pg-pool/index.js).
 */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)/;

/** An error-like object, whichever realm made it (`instanceof Error` fails across realms). */
const isErrorLike = (value: unknown): value is Error =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

/** The error and the errors it wraps (drizzle wraps the driver's error as its `cause`). */
function* chain(error: unknown): Generator<Error> {
  let current = error;
  for (let depth = 0; depth < 5 && isErrorLike(current); depth++) {
    yield current;
    current = current.cause;
  }
}

/** What `error` says about the database, or null when it says nothing about it. */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  for (const link of chain(error)) {
    if (link instanceof DiskSpaceError) return 'disk-full';
    const { code, syscall } = link as NodeJS.ErrnoException;
    // 53100 disk_full: PostgreSQL's (and PGlite's) "could not extend file": No space left on device.
    if (code === '53100' || code === 'ENOSPC') return 'disk-full';
    if (code && (code.startsWith('08') || UNAVAILABLE_STATES.has(code))) return 'unavailable';
    if (code && syscall && UNAVAILABLE_ERRNOS.has(code)) return 'unavailable';
    if (UNAVAILABLE_MESSAGES.test(link.message)) return 'unavailable';
  }
  return null;
}

/** The first line of the innermost error's message: the database's words, not drizzle's query. */
export function databaseWords(error: unknown): string {
  let inner: unknown = error;
  for (const link of chain(error)) inner = link;
  const message = isErrorLike(inner) ? inner.message : String(inner);
  return message.split('\n')[0] ?? message;
}
