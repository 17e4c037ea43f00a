/**
 * The masks the logs put on secret route parameters (a reset link's token takes the account, an
 * invitation's makes one), made from the routes' own declarations: every operation and page route
 * that marks a parameter secret (the kernel's `SECRET_ROUTES`) has it masked wherever its address
 * is written, so a new token route cannot leak by being left off a list here.
 *
 * An address reaches a log in many forms, and each is masked: URL-encoded once or more (`%2F` for
 * a slash, `%2C` for the commas an invitation link writes for its dots, `%252C`, `%72` for an
 * `r`), in capitals, with doubled or trailing slashes, more segments or a query after it, or
 * inside another address's query (`?next=%2Fresetpassword%2F…`).
 */
import { SECRET_ROUTES, type SecretRoute } from '@muster/shared-kernel/core';

/** A mask: what it finds in a text, and what that becomes. */
export type SecretMask = [RegExp, (match: string, ...groups: string[]) => string];

/** A character URL-encoded once or more: `%2F`, `%252F`, … (the hex digits given as a regex). */
const encoded = (hex: string) => `%(?:25)*(?:${hex})`;

const SLASH = `(?:/|${encoded('2F')})`;
/** What ends an address written in text: its query, its fragment, a space, a quote, a bracket. */
const END = String.raw`?#\s"'<>`;
/** One segment of a path: up to the next slash, written or encoded. */
const SEGMENT = `(?:(?!${SLASH})[^/${END}])+`;
/** A secret that ends its pattern: the rest of the path, however many segments it spans. */
const REST = `[^${END}]+`;

/** One character of a pattern's literal segment, as itself in either case or encoded. */
function literal(char: string): string {
  const codes = new Set(
    [char.toLowerCase(), char.toUpperCase()].map((c) =>
      c.charCodeAt(0).toString(16).padStart(2, '0'),
    ),
  );
  return `(?:${char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${encoded([...codes].join('|'))})`;
}

/** The mask of one route: its secret segments become `[name]` (`/resetpassword/[token]`). */
function routeMask({ pattern, secrets }: Pick<SecretRoute, 'pattern' | 'secrets'>): SecretMask {
  const segments = pattern.split('/').filter(Boolean);
  const secretName = (segment: string) =>
    segment.startsWith(':') && secrets.includes(segment.slice(1)) ? segment.slice(1) : null;
  const source = segments
    .map((segment, index) => {
      const body = !segment.startsWith(':')
        ? [...segment].map(literal).join('')
        : secretName(segment) !== null && index === segments.length - 1
          ? REST
          : SEGMENT;
      return `(${SLASH}+)(${body})`;
    })
    .join('');
  return [
    new RegExp(source, 'gi'),
    (_match, ...groups) =>
      segments
        .map((segment, index) => {
          const name = secretName(segment);
          return `${groups[index * 2]}${name === null ? groups[index * 2 + 1] : `[${name}]`}`;
        })
        .join(''),
  ];
}

/** The masks of `routes`, one per pattern (an operation's GET and POST share theirs). */
export function secretRouteMasks(routes: readonly SecretRoute[] = SECRET_ROUTES): SecretMask[] {
  const patterns = new Map(
    routes.map((route) => [`${route.pattern} ${route.secrets.join(',')}`, route]),
  );
  return [...patterns.values()].map(routeMask);
}

/** Every name a route marks secret (`token`): a query parameter of that name is masked too. */
export const SECRET_PARAMETER_NAMES: ReadonlySet<string> = new Set(
  SECRET_ROUTES.flatMap((route) => route.secrets.map((name) => name.toLowerCase())),
);

/** A text URL-decoded until it stops changing (`%2574oken` is `token`), or as far as it decodes. */
export function decodedFully(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}
