/**
 * Share links carry the roster itself, so no server keeps it: the export file's JSON, compressed
 * with the browser's deflate-raw, in base64url, in the hash of /rosters (`/rosters#share=…`).
 * The hash never reaches a server, and the shell routes /rosters to the rosters remote. A page's
 * markdown shows such a link as a roster card, so the codec lives here, for both.
 */
import {
  BAD_SHARE_LINK_MESSAGE,
  MAX_SHARE_CODE_LENGTH,
  MAX_SHARED_ROSTER_BYTES,
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
  SHARE_PARAM,
  type Roster,
  type RosterFile,
} from '@muster/shared-kernel/core';

/** The codec, fetched when a link is first made or opened. */
const codec = () => import('./share-codec.js');

// The messages and limits are /core's, where the server's verifier reads them too.
export {
  BAD_SHARE_LINK_MESSAGE,
  MAX_SHARE_CODE_LENGTH,
  MAX_SHARED_ROSTER_BYTES,
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
};

/** Thrown by {@link encodeRoster} and {@link shareUrl} for a roster too large for a link. */
export class RosterTooLargeToShareError extends Error {
  constructor() {
    super(ROSTER_TOO_LARGE_TO_SHARE_MESSAGE);
    this.name = 'RosterTooLargeToShareError';
  }
}

/** A text deflated and written in base64url: what a share link carries (no size limit). */
export async function encodeText(text: string): Promise<string> {
  return (await codec()).encodeText(text);
}

/**
 * The compressed, URL-safe form of a roster (its export file). Throws
 * {@link RosterTooLargeToShareError} when the link could not be opened again: its file passes
 * {@link MAX_SHARED_ROSTER_BYTES} or its code {@link MAX_SHARE_CODE_LENGTH}.
 */
export async function encodeRoster(roster: Roster): Promise<string> {
  return (await codec()).encodeRoster(roster);
}

/** What a share code holds: its roster file (and the file's text), or why it holds none. */
export type DecodedRoster =
  { ok: true; file: RosterFile; text: string } | { ok: false; error: string };

/** The roster file a share code holds, or a message saying why it holds none. */
export async function decodeRoster(code: string): Promise<DecodedRoster> {
  return (await codec()).decodeRoster(code);
}

/**
 * The full share URL of a roster, on this site's origin. Throws
 * {@link RosterTooLargeToShareError} for a roster too large for a link.
 */
export async function shareUrl(roster: Roster, origin = window.location.origin): Promise<string> {
  return `${origin}/rosters#${SHARE_PARAM}=${await encodeRoster(roster)}`;
}
