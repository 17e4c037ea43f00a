import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthAnswer } from '@muster/shared-kernel/core/model';
import { badRequest } from '../errors.js';
import { effectiveRoles } from '../plugins/auth.js';
import { sessionsRepository } from '../repositories/sessions.js';
import { usersRepository, type UserRow } from '../repositories/users.js';
import { browserName } from './browser-name.js';

/**
 * A new session of the user on the device asking, and the token that names it: what a login, a
 * registration and a password reset answer.
 */
export async function startSession(
  app: FastifyInstance,
  user: UserRow,
  request: FastifyRequest,
): Promise<AuthAnswer> {
  const browser = browserName(request.headers['user-agent']);
  const started = await sessionsRepository(app.db).start(user.id, browser, app.tokens.sessionEnd());
  return {
    token: app.tokens.session(user, started.id),
    username: user.username,
    display: user.display,
    roles: effectiveRoles(user, app.config.adminUsername),
    likes: await usersRepository(app.db).likedFactionIds(user.id),
  };
}

/** A new password as typed twice: when the confirmation is sent, it must match. */
export function checkConfirmation(body: { password: string; passwordConfirm?: string }): void {
  if (body.passwordConfirm !== undefined && body.passwordConfirm !== body.password) {
    throw badRequest('body/passwordConfirm must match body/password');
  }
}
