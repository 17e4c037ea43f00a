/**
 * The mock API's signed-in devices and password changes, as api/src/routes/users.ts answers
 * them: signing in keeps a session, a token whose session was ended is refused, a password
 * change ends every other session and voids the user's unused reset links.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { operations, type UserProfile } from '@muster/shared-kernel/core';
import type { MockDb, MockSession } from './mock-db.js';
import { failure, on } from './operation-handler.js';
import { voidResetLinks } from './password-resets.js';
import { claimsOf, mockSessionToken } from './tokens.js';

/** What a test browser calls itself in the devices list. */
export const MOCK_BROWSER = 'Chrome on Linux';

let started = 0;

/** The session a request's token names: its id, or undefined for a token that names none. */
export const sessionIdOf = (request: Request): string | undefined => {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
  const sid = claimsOf(token)?.sid;
  return typeof sid === 'string' ? sid : undefined;
};

/** Whether the request's token names a session that was ended (the server refuses it). */
export const endedSession = (db: MockDb, request: Request): boolean => {
  const sid = sessionIdOf(request);
  return sid !== undefined && !(db.sessions ?? []).some((session) => session.id === sid);
};

/** A new session of the user, and the token naming it. */
export function startSession(db: MockDb, username: string): string {
  started += 1;
  const now = new Date().toISOString();
  const session: MockSession = {
    id: `00000000-0000-4000-8000-${String(started).padStart(12, '0')}`,
    username,
    browser: MOCK_BROWSER,
    firstSeen: now,
    lastSeen: now,
  };
  db.sessions = [...(db.sessions ?? []), session];
  return mockSessionToken(username, session.id);
}

/** Ends the sessions of `username` that `ends` picks; answers how many ended. */
function endSessions(db: MockDb, ends: (session: MockSession) => boolean): number {
  const before = db.sessions ?? [];
  db.sessions = before.filter((session) => !ends(session));
  return before.length - db.sessions.length;
}

/** The handlers; `actorOf` is the signed-in user a request's token names, as createHandlers reads it. */
export function accountSessionHandlers(
  db: MockDb,
  actorOf: (request: Request) => UserProfile | null,
): HttpHandler[] {
  const unauthorized = () => failure(401, 'Unauthorized', 'Authentication required');
  const own = (actor: UserProfile) => (session: MockSession) => session.username === actor.username;
  return [
    on(operations.logout, ({ request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      const sid = sessionIdOf(request);
      return HttpResponse.json({ signedOut: endSessions(db, (session) => session.id === sid) });
    }),
    on(operations.listSessions, ({ request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      const sid = sessionIdOf(request);
      return HttpResponse.json(
        (db.sessions ?? [])
          .filter(own(actor))
          .reverse()
          .map(({ id, browser, firstSeen, lastSeen }) => ({
            _id: id,
            browser,
            firstSeen,
            lastSeen,
            current: id === sid,
          })),
      );
    }),
    on(operations.endSession, ({ params, request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      const mine = own(actor);
      const signedOut = endSessions(db, (session) => mine(session) && session.id === params.id);
      return signedOut === 0
        ? failure(404, 'Not Found', 'No session')
        : HttpResponse.json({ signedOut });
    }),
    on(operations.endAllSessions, ({ request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      return HttpResponse.json({ signedOut: endSessions(db, own(actor)) });
    }),
    on(operations.changePassword, ({ body, request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      if (body.passwordConfirm !== undefined && body.passwordConfirm !== body.password) {
        return failure(400, 'Bad Request', 'body/passwordConfirm must match body/password');
      }
      if (db.passwords[actor.username] !== body.currentPassword) {
        return failure(403, 'Forbidden', 'Wrong current password');
      }
      db.passwords[actor.username] = body.password;
      voidResetLinks(db, actor.username);
      const sid = sessionIdOf(request);
      const mine = own(actor);
      return HttpResponse.json({
        signedOut: endSessions(db, (session) => mine(session) && session.id !== sid),
      });
    }),
  ];
}
