/**
 * The mock API's forgotten-password calls, as api/src/routes/passwords.ts answers them: a reset
 * request answers the same whoever it names (the links it "mails" are kept in `db.mailedResets`),
 * a link works once and for an hour, using it signs its user out everywhere and in here, and the
 * administrator makes links for any user.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import {
  can,
  operations,
  sameUsername,
  type AuthAnswer,
  type UserProfile,
} from '@muster/shared-kernel/core';
import type { MockDb, MockResetLink } from './mock-db.js';
import { failure, on } from './operation-handler.js';
import { mockResetToken } from './tokens.js';

/** How long a reset link works. */
export const RESET_LINK_MS = 3600 * 1000;

/** The API's words for a link that no longer works, by why. */
const LINK_GONE = {
  used: 'This reset link has been used',
  expired: 'This reset link has expired',
} as const;

/** What the handlers need of the rest of the mock API. */
export interface PasswordResetDeps {
  /** The signed-in user a request's token names, as createHandlers reads it. */
  actorOf: (request: Request) => UserProfile | null;
  /** A new session of the user, answered as a login answers it. */
  signIn: (profile: UserProfile) => AuthAnswer;
}

/**
 * Voids the user's unused reset links, as any new password does on the API (a link mailed
 * before a password change must not undo it).
 */
export function voidResetLinks(db: MockDb, username: string): void {
  for (const link of db.resetLinks) if (link.username === username) link.used = true;
}

let logged = 0;

/** The handlers of the four calls. */
export function passwordResetHandlers(
  db: MockDb,
  { actorOf, signIn }: PasswordResetDeps,
): HttpHandler[] {
  const user = (username: string) => db.profiles.find((p) => sameUsername(p.username, username));
  const makeLink = (profile: UserProfile): MockResetLink => {
    const link = {
      token: mockResetToken(),
      username: profile.username,
      expires: new Date(Date.now() + RESET_LINK_MS).toISOString(),
      used: false,
    };
    db.resetLinks.push(link);
    return link;
  };
  /** The accounts a reset request names: by username, or by recovery email when it has an @. */
  const named = (who: string): UserProfile[] => {
    if (!who.includes('@')) {
      const found = user(who);
      return found ? [found] : [];
    }
    return db.profiles.filter((p) => p.email && p.email.toLowerCase() === who.toLowerCase());
  };
  /** The usable link of a token, or the API's refusal of it. */
  const usable = (token: string): { link: MockResetLink; owner: UserProfile } | Response => {
    const link = db.resetLinks.find((one) => one.token === token);
    const owner = link && user(link.username);
    if (!link || !owner) return failure(404, 'Not Found', 'Reset link not found');
    if (link.used) return failure(410, 'Gone', LINK_GONE.used);
    if (Date.parse(link.expires) <= Date.now()) return failure(410, 'Gone', LINK_GONE.expired);
    return { link, owner };
  };
  return [
    on(operations.requestPasswordReset, ({ body }) => {
      // A setting of the site, not a failure: the API answers it with a 404.
      if (db.site.passwordRecovery === false) {
        return failure(404, 'Not Found', 'Password recovery is not set up on this site');
      }
      for (const profile of named(body.who.trim())) {
        if (!profile.email) continue;
        const { token } = makeLink(profile);
        db.mailedResets.push({ email: profile.email, username: profile.username, token });
      }
      return HttpResponse.json({ requested: true as const });
    }),
    on(operations.getPasswordReset, ({ params }) => {
      const found = usable(params.token);
      if (found instanceof Response) return found;
      return HttpResponse.json({ username: found.owner.username, expires: found.link.expires });
    }),
    on(operations.resetPassword, ({ params, body }) => {
      if (body.passwordConfirm !== undefined && body.passwordConfirm !== body.password) {
        return failure(400, 'Bad Request', 'body/passwordConfirm must match body/password');
      }
      const found = usable(params.token);
      if (found instanceof Response) return found;
      const { username } = found.owner;
      db.passwords[username] = body.password;
      voidResetLinks(db, username);
      // Whoever learnt the old password is signed out everywhere; the new session is the only one.
      db.sessions = (db.sessions ?? []).filter((session) => session.username !== username);
      return HttpResponse.json(signIn(found.owner));
    }),
    on(operations.makeResetLink, ({ params, request }) => {
      const actor = actorOf(request);
      if (!actor) return failure(401, 'Unauthorized', 'Authentication required');
      if (!can(actor, 'password:reset-link')) {
        return failure(403, 'Forbidden', 'You are not allowed to make password reset links');
      }
      const found = user(params.username);
      if (!found) return failure(404, 'Not Found', 'User not found');
      const link = makeLink(found);
      logged += 1;
      (db.modlog ??= []).unshift({
        _id: `00000000-0000-4000-8000-3${String(logged).padStart(11, '0')}`,
        at: new Date().toISOString(),
        actor: actor.username,
        action: 'reset-link',
        kind: 'user',
        itemId: found.username,
        itemTitle: found.username,
        reason: '',
      });
      return HttpResponse.json({ token: link.token, expires: link.expires });
    }),
  ];
}
