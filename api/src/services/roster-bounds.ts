/**
 * The bounds of a roster sent for verification, checked before anything else is done with it: a
 * verdict costs time in proportion to the roster, and the call is public, so a roster larger than
 * any table holds is refused at once (413), never after that work, and cannot stall the requests
 * of others. What a roster may hold is the kernel's (`tooLargeToVerify`), as the mock API refuses
 * it too.
 */
import { ROSTER_TOO_LARGE_TO_VERIFY_MESSAGE } from '@muster/shared-kernel/core';
import { tooLargeToVerify } from '@muster/shared-kernel/core/model';
import { HttpError } from '../errors.js';

/**
 * The largest body `POST /api/rosters/verify` reads (512 KB, what an account keeps of one roster
 * by default): a larger one is refused by its length, before a byte of it is parsed. A share link
 * is bounded apart, by its length and what it may unpack to (`MAX_SHARED_ROSTER_BYTES`).
 */
export const VERIFY_BODY_LIMIT = 512 * 1024;

/** A 413 for a roster file (parsed, not yet checked) too large to verify. */
export function boundVerifiedRoster(candidate: unknown): void {
  if (tooLargeToVerify(candidate)) throw new HttpError(413, ROSTER_TOO_LARGE_TO_VERIFY_MESSAGE);
}
