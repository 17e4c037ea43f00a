import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operations } from '@muster/shared-kernel/core';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { loginThrottle } from '../auth/login-throttle.js';
import { authorize } from '../auth/permissions.js';
import { checkConfirmation, startSession } from '../auth/sign-in.js';
import { HttpError, forbidden, found, gone } from '../errors.js';
import { route } from '../http/operation-route.js';
import { smtpMailer } from '../mail/mailer.js';
import { resetMail } from '../mail/reset-mail.js';
import { events, publish } from '../metrics/events.js';
import { requireSession } from '../plugins/auth.js';
import { credentialsRepository, resetLinkEnd } from '../repositories/credentials.js';
import { throttleRepository } from '../repositories/throttle.js';
import { usersRepository, type UserRow } from '../repositories/users.js';

/** Reset mails one account may be sent per hour, whoever asks and from wherever. */
export const RESET_MAILS_PER_ACCOUNT_HOUR = 3;

const RESET_LINK_GONE = {
  used: 'This reset link has been used',
  expired: 'This reset link has expired',
} as const;

/**
 * Passwords: changing one's own, and resetting a forgotten one with a single-use link that is
 * mailed (when an SMTP server is set) or that the administrator makes from the user list.
 */
export default async function passwordRoutes(app: FastifyInstance) {
  const { config } = app;
  const users = usersRepository(app.db);
  const credentials = credentialsRepository(app.db);
  const throttle = throttleRepository(app.db);
  const logins = loginThrottle(app.db, config);
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : null;
  if (mailer) app.addHook('onClose', async () => mailer.close());

  /** The usable reset link of a token; 410 saying why when it was used or has expired. */
  const usableLink = async (token: string) => {
    const row = found(await credentials.findResetLink(token), 'Reset link');
    const end = resetLinkEnd(row);
    if (end) throw gone(RESET_LINK_GONE[end]);
    return row;
  };

  /** Reset requests per address per hour: a refusal says nothing of any account. */
  const takeResetRequest = (request: FastifyRequest) =>
    throttle.takeOrRefuse(
      `reset:${request.ip}`,
      { limit: config.passwordResetsPerHour, windowSeconds: 3600 },
      (wait) => `Too many password reset requests from this address, try again in ${wait} s`,
    );

  /** Mails a new reset link to the user, unless their account had its mails for this hour. */
  const mailResetLink = async (user: UserRow, send: NonNullable<typeof mailer>) => {
    const taken = await throttle.take(`reset-account:${user.id}`, {
      limit: RESET_MAILS_PER_ACCOUNT_HOUR,
      windowSeconds: 3600,
    });
    if (!taken.allowed) {
      publish(events.throttleRefusal, { kind: 'reset-account' });
      return;
    }
    const { token } = await credentials.makeResetLink(user);
    const link = `${config.siteUrl}/resetpassword/${token}`;
    await send.send(resetMail(user.email, user.username, link));
  };

  route(app, operations.changePassword, async (request) => {
    const { actor, sessionId } = requireSession(request);
    const body = request.body;
    checkConfirmation(body);
    // The current password is a sign-in's: its guesses count against the same limits.
    const attempt = await logins.begin(request.ip, actor.username);
    const user = found(await users.findById(actor.id), 'User');
    // 403, not 401: a client forgets its session on a 401, and this one is still good.
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
      throw forbidden('Wrong current password');
    }
    await attempt.succeeded();
    const hash = await hashPassword(body.password, config.passwordHashCost);
    // Whoever may have learnt the old password is signed out everywhere but here.
    return { signedOut: await credentials.setPassword(user.id, hash, sessionId) };
  });

  route(app, operations.requestPasswordReset, async (request) => {
    // A setting of this site, not a failure: a 4xx, so no alert counts it among server errors.
    if (!mailer) throw new HttpError(404, 'Password recovery is not set up on this site');
    await takeResetRequest(request);
    const who = request.body.who.trim();
    const byName = who.includes('@') ? null : await users.findByUsername(who);
    const matched = byName ? [byName] : who.includes('@') ? await users.findByEmail(who) : [];
    const reachable = matched.filter((user) => user.email !== '');
    // The answer leaves before any mail is sent, so neither its words nor its timing say whether
    // an account matched.
    void Promise.all(reachable.map((user) => mailResetLink(user, mailer))).catch((error: unknown) =>
      request.log.warn({ err: error }, 'password reset mail failed'),
    );
    return { requested: true as const };
  });

  route(app, operations.getPasswordReset, async (request) => {
    const link = await usableLink(request.params.token);
    const user = found(await users.findById(link.userId), 'Reset link');
    return { username: user.username, expires: link.expiresAt.toISOString() };
  });

  route(app, operations.resetPassword, async (request) => {
    const body = request.body;
    checkConfirmation(body);
    await usableLink(request.params.token);
    const hash = await hashPassword(body.password, config.passwordHashCost);
    const userId = await credentials.resetWithLink(request.params.token, hash);
    // Another request used it while this one hashed: say so as a first look would have.
    if (userId === null) await usableLink(request.params.token);
    const user = found(userId === null ? null : await users.findById(userId), 'Reset link');
    return startSession(app, user, request);
  });

  route(app, operations.makeResetLink, async (request) => {
    const actor = request.actor;
    authorize(actor, 'password:reset-link');
    const user = found(await users.findByUsername(request.params.username), 'User');
    const link = await credentials.makeResetLink(user, actor.username);
    return { token: link.token, expires: link.expiresAt.toISOString() };
  });
}
