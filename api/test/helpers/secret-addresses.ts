import { randomBytes } from 'node:crypto';
import type { SecretRoute } from '@muster/shared-kernel/core';

/**
 * Two secrets for a route: a reset link's form (43 base64url characters) and an invitation's
 * (three parts joined by dots). Neither starts as a JSON web token does, so only the route's own
 * mark can mask it.
 */
export function sampleSecrets(): string[] {
  const part = (bytes: number) => `s${randomBytes(bytes).toString('base64url')}`.slice(0, bytes);
  return [part(43), `${part(20)}.${part(24)}.${part(30)}`];
}

/** `pattern` with its secret segments set to `secret`, the others to a plain value. */
function filled(
  route: SecretRoute,
  secret: string,
  literal: (segment: string) => string = (s) => s,
) {
  return route.pattern
    .split('/')
    .map((segment) =>
      !segment.startsWith(':')
        ? literal(segment)
        : route.secrets.includes(segment.slice(1))
          ? secret
          : 'x1',
    )
    .join('/');
}

/** The ways a secret is written in an address: as is, with commas for dots, URL-encoded. */
function secretForms(secret: string): string[] {
  const commas = secret.replaceAll('.', ',');
  return [
    secret,
    commas,
    encodeURIComponent(commas),
    commas.replaceAll(',', '%2c'),
    commas.replaceAll(',', '%252C'),
    secret.replaceAll('.', '%2E'),
  ];
}

/**
 * Every form an address of `route` carrying `secret` may take in a request line or an error:
 * each way of writing the secret, in paths with a trailing slash, doubled or encoded slashes,
 * capitals, an encoded letter, more segments or a query after it, inside another address's query,
 * and the secret as a query parameter of its own name.
 */
export function secretAddresses(route: SecretRoute, secret: string): string[] {
  const addresses = secretForms(secret).flatMap((form) => {
    const path = filled(route, form);
    const [first = '', ...rest] = path.split('/').filter(Boolean);
    return [
      path,
      `${path}/`,
      `${path}?from=mail&page=2`,
      `${path}/more`,
      path.replaceAll('/', '//'),
      `/${[first, ...rest].join('%2F')}`,
      `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}/${rest.join('/')}`,
      filled(route, form, (segment) => segment.toUpperCase()),
      `/login?next=${encodeURIComponent(path)}&page=2`,
    ];
  });
  const bare = filled(route, '').replace(/\/+$/, '');
  return [
    ...addresses,
    ...route.secrets.map((name) => `${bare}?${name}=${encodeURIComponent(secret)}&page=2`),
  ];
}

/**
 * The 12-character pieces of `secret` found in `text`, its encoded and comma forms read back as
 * dots: none means the text carries no usable part of it.
 */
export function secretPieces(text: string, secret: string): string[] {
  const plain = text.replace(/%(?:25)*2[ce]|,/gi, '.');
  const pieces: string[] = [];
  for (let at = 0; at + 12 <= secret.length; at += 1) {
    const piece = secret.slice(at, at + 12);
    if (plain.includes(piece)) pieces.push(piece);
  }
  return pieces;
}
