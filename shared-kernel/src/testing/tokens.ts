/**
 * Tokens as the mock API issues and reads them: JWT-shaped (the client reads their claims), with
 * a fake signature the mock never checks.
 */

const base64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const jwt = (claims: Record<string, unknown>) => `header.${base64Url(JSON.stringify(claims))}.sig`;

/**
 * A session token for `username`, without expiry (the server's claims: typ, username, and the
 * session `sid` when it names one the mock keeps; a token without one stands for a session the
 * mock never ends).
 */
export function mockSessionToken(username: string, sid?: string): string {
  return jwt({ typ: 'session', username, ...(sid === undefined ? {} : { sid }) });
}

let invites = 0;

/** An invite token giving `roles`, valid for a week; each one new (its own `jti`). */
export function mockInviteToken(roles: readonly string[]): string {
  invites += 1;
  const exp = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
  return jwt({ typ: 'invite', roles, jti: `invite-${invites}`, exp });
}

let resets = 0;

/**
 * A password reset token of the API's form (43 characters of base64url), each one new; unlike
 * the API's it is not random, so a test's failure names the same token every run.
 */
export function mockResetToken(): string {
  resets += 1;
  return `mock-reset-${String(resets).padStart(32, '0')}`;
}

/** The claims of a token, or null when it is not a readable JWT. */
export function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
