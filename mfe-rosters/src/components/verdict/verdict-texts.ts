import { OFFLINE_MESSAGE } from '@muster/shared-kernel/core';
import { ApiRequestError } from '@muster/shared-kernel/client';

/** Said where a verdict would be while the browser is offline: only the server can give one. */
export const NEEDS_CONNECTION_TEXT =
  "The server's verdict needs a connection: it shows once you are back online.";

/** Said when the server refuses more checks for a while (429). */
export const THROTTLED_TEXT =
  'The server has had too many checks from you in a short time: wait a minute, then try again.';

/** Said for a code no verdict was given under. */
export const unknownCodeText = (code: string) =>
  `No roster was checked with the code ${code}. Check the code, or ask for the share link.`;

/**
 * Why the server gave no verdict, in words for the page: the connection, the throttle, an unknown
 * code (when the question was one), or the server's own message (a broken link, an unknown
 * faction, a file it refused).
 */
export function verdictFailureText(error: unknown, code?: string): string {
  if (!(error instanceof ApiRequestError)) return String(error);
  if (error.status === 0 && error.message === OFFLINE_MESSAGE) return NEEDS_CONNECTION_TEXT;
  if (error.status === 429) return THROTTLED_TEXT;
  if (error.status === 404 && code !== undefined) return unknownCodeText(code);
  return error.serverMessage ?? error.message;
}
