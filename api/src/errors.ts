import { CONFLICT_MESSAGE } from '@muster/shared-kernel/core';

/**
 * An error that becomes the JSON answer `{ statusCode, error, message }`; a 429 also carries the
 * seconds until a retry may succeed, sent as `Retry-After`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that') =>
  new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
/** Something that existed and no longer can be used (a used, expired or revoked invitation). */
export const gone = (message: string) => new HttpError(410, message);
/**
 * The answer to a save that names a version other than the stored one: the kernel's editors know
 * it by its text (`isConflict`) and show it with Reload, keeping the user's text to copy.
 */
export const staleVersion = () => conflict(CONFLICT_MESSAGE);
/** A 429 whose `Retry-After` says when the caller may try again. */
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, Math.max(1, Math.ceil(retryAfterSeconds)));

/** `value`, or a 404 naming `what` when there is none. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}
