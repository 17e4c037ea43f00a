/**
 * Reading a JWT session token in the browser: only its `exp` claim, to check expiry before
 * authenticated calls. The signature is the server's business.
 */

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a JWT (session or invite token), unverified: for display only, never for
 * decisions the server must make. Null when the token is not a readable JWT.
 */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * When the token expires (milliseconds since the epoch), null when it carries no `exp`, or NaN
 * when it is not a readable JWT.
 */
export function tokenExpiry(token: string): number | null {
  const claims = tokenClaims(token);
  if (claims === null) return Number.NaN;
  if (claims.exp === undefined) return null;
  return typeof claims.exp === 'number' ? claims.exp * 1000 : Number.NaN;
}

/** True when the token is unreadable or its expiry has passed. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  if (expiry === null) return false;
  return Number.isNaN(expiry) || expiry <= now;
}
