/**
 * The link policy of every markdown text: only relative links and the
 * http, https, mailto and tel schemes survive; javascript:, vbscript:, data: and everything else
 * are dropped, whatever their case, whitespace, entities or percent-encoding.
 */

/** The schemes a link or image may use. */
export const SAFE_SCHEMES: readonly string[] = Object.freeze(['http', 'https', 'mailto', 'tel']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  amp: '&',
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function decodePercent(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** The URL as a browser might end up reading its scheme: decoded, without spaces or controls. */
function normalise(url: string): string {
  let current = url;
  // Layered encodings (`&amp;#106;`, `%2526`) unwrap one layer per round.
  for (let round = 0; round < 5; round += 1) {
    const next = decodePercent(decodeEntities(current));
    if (next === current) break;
    current = next;
  }
  // Browsers ignore ASCII whitespace and control characters inside a scheme ('java\tscript:').
  return Array.from(current)
    .filter((c) => c.charCodeAt(0) > 32 && !/\s/u.test(c) && c.charCodeAt(0) !== 127)
    .join('')
    .toLowerCase();
}

/** The scheme of a URL (lower case, without the colon), or null for a relative URL. */
function schemeOf(normalised: string): string | null {
  const colon = normalised.indexOf(':');
  if (colon === -1) return null;
  const beforeColon = normalised.slice(0, colon);
  // A colon after /, ? or # is part of a path, query or fragment: the URL is relative.
  if (/[/?#]/.test(beforeColon)) return null;
  return beforeColon;
}

/** True when a link or image address is safe to render. */
export function isSafeUrl(url: string): boolean {
  const normalised = normalise(url);
  const scheme = schemeOf(normalised);
  if (scheme === null) return true;
  return SAFE_SCHEMES.includes(scheme);
}

/** The URL itself when safe, else null (the link or image then loses its address). */
export function safeUrl(url: string): string | null {
  return isSafeUrl(url) ? url : null;
}

/** True for an address that leaves the site (absolute http(s) or protocol-relative). */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
}
