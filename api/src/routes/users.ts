import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import { loginThrottle } from '../auth/login-throttle.js';
import { authorize, can } from '../auth/permissions.js';
import {
  badRequest,
  conflict,
  forbidden,
  found,
  gone as goneError,
  notFound,
  unauthorized,
} from '../errors.js';
import { effectiveRoles, requireActor, requireSession } from '../plugins/auth.js';
import { checkConfirmation, startSession } from '../auth/sign-in.js';
import { sessionsRepository } from '../repositories/sessions.js';
import { throttleRepository } from '../repositories/throttle.js';
import {
  GRANTABLE_ROLES,
  invitationEnd,
  usersRepository,
  type UserRow,
} from '../repositories/users.js';
import type { UserProfile } from '@muster/shared-kernel/core/model';
import {
  INVITATION_GONE_MESSAGES,
  operations,
  sameUsername,
  type InvitationEnd,
} from '@muster/shared-kernel/core';
import { route } from '../http/operation-route.js';
import { clampPage, containsPattern } from '../services/paging.js';
import { events, publish } from '../metrics/events.js';

/** What a used, revoked or expired invitation answers. */
const invitationGone = (end: InvitationEnd) => goneError(INVITATION_GONE_MESSAGES[end]);

/** Users per page of the administrator's user list. */
export const USERS_PAGE_SIZE = 50;

/** Accounts: login, registration (open; an invite adds roles), profiles, publisher sign-up, invites. */
export default async function userRoutes(app: FastifyInstance) {
  const users = usersRepository(app.db);
  const sessions = sessionsRepository(app.db);
  const { config } = app;
  const throttle = throttleRepository(app.db);
  const logins = loginThrottle(app.db, config);

  /**
   * The stored invitation of an invite token (commas may stand for its dots) while it can be used;
   * a 410 saying why when it was used, revoked or has expired; `unknown()` when this site never
   * issued it.
   */
  const usableInvitation = async (token: string, unknown: () => Error) => {
    const claims = app.tokens.readInvite(token.replaceAll(',', '.'));
    const row = claims ? await users.findInvitation(claims.jti) : null;
    if (!row) throw unknown();
    const end = invitationEnd(row);
    if (end) throw invitationGone(end);
    return row;
  };

  const profileOf = async (user: UserRow, withEmail: boolean): Promise<UserProfile> => ({
    username: user.username,
    display: user.display,
    ...(withEmail ? { email: user.email } : {}),
    roles: effectiveRoles(user, config.adminUsername),
    likes: await users.likedFactionIds(user.id),
  });

  /** Successful sign-ins (logins and registrations) per address per minute. */
  const takeSignin = (request: FastifyRequest) =>
    throttle.takeOrRefuse(
      `signin:${request.ip}`,
      { limit: config.signinRatePerMinute, windowSeconds: 60 },
      () => 'Too many sign-ins from this address, please wait a minute',
    );

  /** Registrations per address per hour, counted before any work (a taken name counts too). */
  const takeRegistration = (request: FastifyRequest) =>
    throttle.takeOrRefuse(
      `register:${request.ip}`,
      { limit: config.registrationsPerHour, windowSeconds: 3600 },
      (wait) => `Too many registrations from this address, try again in ${wait} s`,
    );

  route(app, operations.login, async (request) => {
    const { username, password } = request.body;
    // Counted before the password is checked, so parallel guesses cannot pass the limits.
    const attempt = await logins.begin(request.ip, username);
    const user = await users.findByUsername(username);
    const ok = await verifyPassword(
      password,
      user?.passwordHash ?? (await decoyHash(config.passwordHashCost)),
    );
    if (!user || !ok) {
      publish(events.signIn, { outcome: 'failure' });
      throw unauthorized('Wrong username or password');
    }
    await attempt.succeeded();
    await takeSignin(request);
    const answer = await startSession(app, user, request);
    publish(events.signIn, { outcome: 'success' });
    return answer;
  });

  route(app, operations.register, async (request) => {
    const body = request.body;
    checkConfirmation(body);
    const invite = body.registrationToken
      ? await usableInvitation(body.registrationToken, () =>
          badRequest('body/registrationToken is not an invitation of this site'),
        )
      : null;
    await takeRegistration(request);
    // A taken name is answered before the costly hash (the unique index still decides races).
    if (
      sameUsername(body.username, config.adminUsername) ||
      (await users.nameTaken(body.username))
    ) {
      throw conflict('That username is taken');
    }
    await takeSignin(request);
    const input = {
      username: body.username,
      display: (body.display ?? '').trim() || body.username,
      email: body.email ?? '',
      passwordHash: await hashPassword(body.password, config.passwordHashCost),
      roles: invite
        ? [...new Set(invite.roles.filter((role) => role === 'publisher' || role === 'mod'))]
        : [],
    };
    const created = invite
      ? await users.createWithInvitation(input, invite.jti)
      : await users.create(input);
    if (created === 'invitation-used') {
      // Another registration or a revocation took it since it was read: say which.
      const now = invite && (await users.findInvitation(invite.jti));
      throw invitationGone((now && invitationEnd(now)) || 'used');
    }
    if (created === 'taken' || created === null) throw conflict('That username is taken');
    publish(events.registration, undefined);
    return startSession(app, created, request);
  });

  route(app, operations.logout, async (request) => {
    const { actor, sessionId } = requireSession(request);
    return { signedOut: await sessions.end(actor.id, sessionId) };
  });

  route(app, operations.listSessions, async (request) => {
    const { actor, sessionId } = requireSession(request);
    const rows = await sessions.listOf(actor.id);
    return rows.map((row) => ({
      _id: row.id,
      browser: row.browser,
      firstSeen: row.createdAt.toISOString(),
      lastSeen: row.lastSeenAt.toISOString(),
      current: row.id === sessionId,
    }));
  });

  route(app, operations.endSession, async (request) => {
    const actor = requireActor(request);
    const signedOut = await sessions.end(actor.id, request.params.id);
    if (signedOut === 0) throw notFound('Session');
    return { signedOut };
  });

  route(app, operations.endAllSessions, async (request) => {
    const actor = requireActor(request);
    return { signedOut: await sessions.endAll(actor.id) };
  });

  route(app, operations.getOwnProfile, async (request) => {
    const actor = requireActor(request);
    const user = found(await users.findById(actor.id), 'User');
    return profileOf(user, true);
  });

  route(app, operations.updateProfile, async (request) => {
    const actor = requireActor(request);
    const display = request.body.display.trim() || actor.username;
    const user = found(
      await users.setProfile(actor.id, { display, email: request.body.email }),
      'User',
    );
    return profileOf(user, true);
  });

  route(app, operations.getProfile, async (request) => {
    const user = found(await users.findByUsername(request.params.username), 'User');
    return profileOf(user, can(request.actor, 'email:see', { username: user.username }));
  });

  route(app, operations.setPublisher, async (request) => {
    const actor = request.actor;
    authorize(actor, 'publisher:signup');
    const user = found(await users.addRole(actor.id, 'publisher'), 'User');
    return profileOf(user, true);
  });

  route(app, operations.generateRegistrationKey, async (request) => {
    const actor = request.actor;
    authorize(actor, 'invite:create');
    const roles = request.query.roles
      ? [...new Set(request.query.roles.split(','))]
      : ['publisher'];
    const invite = app.tokens.invite(roles);
    await users.saveInvitation({
      jti: invite.jti,
      roles,
      createdBy: actor.username,
      expiresAt: invite.expiresAt,
      note: (request.query.note ?? '').trim(),
    });
    return { registrationToken: invite.token, roles, expires: invite.expiresAt.toISOString() };
  });

  route(app, operations.getInvitation, async (request) => {
    const invite = await usableInvitation(request.params.token, () => notFound('Invitation'));
    return { roles: invite.roles, expires: invite.expiresAt.toISOString() };
  });

  route(app, operations.listInvitations, async (request) => {
    const actor = request.actor;
    authorize(actor, 'invite:create');
    const rows = await users.usableInvitationsBy(actor.username);
    return rows.map((row) => ({
      _id: row.jti,
      roles: row.roles,
      note: row.note,
      expires: row.expiresAt.toISOString(),
    }));
  });

  route(app, operations.revokeInvitation, async (request) => {
    const actor = request.actor;
    authorize(actor, 'invite:create');
    const outcome = found(
      await users.revokeInvitation(request.params.id, actor.username),
      'Invitation',
    );
    const end = outcome.revoked ? null : invitationEnd(outcome.row);
    if (end) throw invitationGone(end);
    return { _id: outcome.row.jti, deleted: true as const };
  });

  route(app, operations.setRoles, async (request) => {
    const actor = request.actor;
    authorize(actor, 'roles:grant');
    const { roles } = request.body;
    if (roles.includes('admin'))
      throw badRequest('The admin role cannot be granted or removed: only publisher and mod');
    const unknown = roles.findIndex(
      (role) => !(GRANTABLE_ROLES as readonly string[]).includes(role),
    );
    if (unknown >= 0) throw badRequest(`body/roles/${unknown} must be publisher or mod`);
    const user = found(await users.findByUsername(request.params.username), 'User');
    if (sameUsername(user.username, config.adminUsername))
      throw forbidden("The administrator's rights cannot be changed");
    const updated = found(await users.setRoles(user.id, roles, actor.username), 'User');
    return profileOf(updated, true);
  });

  route(app, operations.listUsers, async (request) => {
    authorize(request.actor, 'users:list');
    const search = (request.query.search ?? '').trim();
    const pattern = search ? containsPattern(search) : '';
    const count = await users.countMatching(pattern);
    const page = Number(request.query.page ?? 1) || 1;
    const rows = await users.listMatching(
      pattern,
      USERS_PAGE_SIZE,
      clampPage(page, count, USERS_PAGE_SIZE),
    );
    return {
      count,
      users: rows.map((user) => ({
        username: user.username,
        display: user.display,
        email: user.email,
        roles: effectiveRoles(user, config.adminUsername),
      })),
    };
  });
}
