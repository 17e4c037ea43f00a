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
