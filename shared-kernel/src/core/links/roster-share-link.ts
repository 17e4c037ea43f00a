/**
 * Where a shared roster travels: in the hash of /rosters (`/rosters#share=…`), which never
 * reaches a server. Reading a link needs no codec, so a page can tell a share link from any other
 * without downloading it (the codec is /client/rosters' `decodeRoster`).
 */

/** The hash parameter that holds a shared roster. */
export const SHARE_PARAM = 'share';

/** The share code in a location hash (`#share=…`), or null when the hash holds none. */
export function shareCodeOf(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(SHARE_PARAM);
}

/**
 * The share code of a link to a shared roster on this site (`/rosters#share=…`, site-relative or
 * absolute on `origin`), or null for any other link.
 */
export function shareCodeOfLink(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== '/rosters') return null;
  return shareCodeOf(url.hash);
}

/**
 * The longest share code written or read, in characters (16 KB: about 12 KB compressed, far more
 * than a roster of a hundred units needs, and short enough for any browser's address bar and
 * chat app). A longer code is refused before anything is decompressed.
 */
export const MAX_SHARE_CODE_LENGTH = 16 * 1024;

/**
 * The most a code may decompress to, in bytes (1 MB). Deflate packs a repeated text about a
 * thousand times, so without this cap a 16 KB code could unpack to 16 MB, and an older 398 KB
 * link to 300 MB: decompression is streamed and stops as soon as it passes the cap.
 */
export const MAX_SHARED_ROSTER_BYTES = 1024 * 1024;
