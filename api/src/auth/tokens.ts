import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/**
 * What a session token carries: who the user is and which of their sessions it belongs to
 * (`sid`, a row the server ends on sign-out), nothing about what they may do.
 */
export interface SessionClaims {
  typ: 'session';
  sub: string;
  sid: string;
  username: string;
  exp: number;
  iat: number;
}

/** What an invite token carries: the roles it grants and its single-use id. */
export interface InviteClaims {
  typ: 'invite';
  roles: string[];
  jti: string;
  exp: number;
  iat: number;
}

/** Signs and checks session and invite tokens (HS256 only). */
export interface Tokens {
  /** A token for the session `sessionId` of the user. */
  session(user: { id: string; username: string }, sessionId: string): string;
  /** When a session started now ends: the token's expiry. */
  sessionEnd(): Date;
  invite(roles: string[]): { token: string; jti: string; expiresAt: Date };
  /** The claims of a valid session token, or null. */
  readSession(token: string): SessionClaims | null;
  /**
   * The claims of an invite token this server signed, or null. Its expiry is not checked here:
   * the invitation's stored row decides, so an expired link is answered as expired, not unknown.
   */
  readInvite(token: string): InviteClaims | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function createTokens(
  secret: string,
  sessionTtlSeconds: number,
  inviteTtlSeconds: number,
): Tokens {
  const signSession = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: sessionTtlSeconds * 1000,
  });
  const signInvite = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: inviteTtlSeconds * 1000,
  });
  const verifySession = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'typ'],
  });
  const verifyInvite = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'typ', 'jti'],
    ignoreExpiration: true,
  });
  const read = (
    verify: (token: string) => unknown,
    token: string,
  ): Record<string, unknown> | null => {
    try {
      const claims: unknown = verify(token);
      return isRecord(claims) ? claims : null;
    } catch {
      return null;
    }
  };
  return {
    session: (user, sessionId) =>
      signSession({ typ: 'session', sub: user.id, sid: sessionId, username: user.username }),
    sessionEnd: () => new Date(Date.now() + sessionTtlSeconds * 1000),
    invite: (roles) => {
      const jti = randomUUID();
      const token = signInvite({ typ: 'invite', roles, jti });
      return { token, jti, expiresAt: new Date(Date.now() + inviteTtlSeconds * 1000) };
    },
    readSession: (token) => {
      const claims = read(verifySession, token);
      if (
        !claims ||
        claims.typ !== 'session' ||
        typeof claims.sub !== 'string' ||
        typeof claims.sid !== 'string'
      ) {
        return null;
      }
      return claims as unknown as SessionClaims;
    },
    readInvite: (token) => {
      const claims = read(verifyInvite, token);
      if (
        !claims ||
        claims.typ !== 'invite' ||
        typeof claims.jti !== 'string' ||
        !Array.isArray(claims.roles) ||
        !claims.roles.every((role) => typeof role === 'string')
      ) {
        return null;
      }
      return claims as unknown as InviteClaims;
    },
  };
}
