import { tokenClaims } from '@muster/shared-kernel/client';

/** What a publisher invite link carries, as far as the browser can tell before the server checks. */
interface Invite {
  /** The token as the server issued it (with dots). */
  token: string;
  roles: string[];
  /** True when the token's expiry has passed (the server would refuse it). */
  expired: boolean;
}

/**
 * Reads the `{inviteToken}` of `/register/{inviteToken}`: commas stand for the JWT's dots so the
 * token survives chat programs that cut links at dots. Null when it is not a readable token.
 */
export function readInvite(pathToken: string, now: number = Date.now()): Invite | null {
  const token = pathToken.replace(/,/g, '.');
  const claims = tokenClaims(token);
  if (claims === null) return null;
  const roles = Array.isArray(claims.roles)
    ? claims.roles.filter((role): role is string => typeof role === 'string')
    : [];
  const expired = typeof claims.exp === 'number' && claims.exp * 1000 <= now;
  return { token, roles, expired };
}

/** The registration link for an invite token: dots written as commas. */
export function inviteLink(origin: string, token: string): string {
  return `${origin}/register/${token.replace(/\./g, ',')}`;
}
