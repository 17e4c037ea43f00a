import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../auth/permissions.js';
import { unauthorized } from '../errors.js';
import { LAST_SEEN_EVERY_MS, sessionsRepository } from '../repositories/sessions.js';
import type { UserRow } from '../repositories/users.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    actor: Actor | null;
    /** Why a sent token was not accepted, when one was sent. */
    authProblem: string | null;
    /** The session of the token sent, when it was accepted. */
    sessionId: string | null;
  }
}

/** The roles the administrator always holds, whatever the database says. */
export const ADMIN_ROLES = ['admin', 'mod', 'publisher'] as const;

/** A user's roles as every answer shows them. */
export function effectiveRoles(
  user: Pick<UserRow, 'username' | 'roles'>,
  adminUsername: string,
): string[] {
  const isAdmin = user.username.toLowerCase() === adminUsername.toLowerCase();
  const roles = new Set(user.roles.filter((role) => role !== 'admin'));
  if (isAdmin) for (const role of ADMIN_ROLES) roles.add(role);
  return [...roles].sort();
}

/** The signed-in user of a request; throws 401 when there is none. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized(request.authProblem ?? 'Authentication required');
  return request.actor;
}

/** The signed-in user of a request and the session they asked in; throws 401 when none. */
export function requireSession(request: FastifyRequest): { actor: Actor; sessionId: string } {
  const actor = requireActor(request);
  // The hook sets both together, so a request with an actor always has its session.
  return { actor, sessionId: request.sessionId ?? '' };
}

/**
 * Reads the Bearer token. The token only says who the user is and which session it belongs to:
 * the session and the user's roles are read from the database on every request (one query), so
 * a signed-out token is refused and a granted or removed role counts at once.
 */
async function auth(app: FastifyInstance) {
  const sessions = sessionsRepository(app.db);
  app.decorateRequest('actor', null);
  app.decorateRequest('authProblem', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? app.tokens.readSession(match[1]) : null;
    if (!claims) {
      request.authProblem = 'Session expired or invalid, please login again';
      return;
    }
    const found = await sessions.active(claims.sid, claims.sub);
    if (!found) {
      request.authProblem = 'Session expired or invalid, please login again';
      return;
    }
    const { session, user } = found;
    if (Date.now() - session.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS)
      await sessions.seen(session.id);
    const roles = effectiveRoles(user, app.config.adminUsername);
    request.actor = { id: user.id, username: user.username, roles };
    request.sessionId = session.id;
  });
}

export default fp(auth, { name: 'auth', dependencies: ['context'] });
