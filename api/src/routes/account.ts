import type { FastifyInstance } from 'fastify';
import { operations, sameUsername } from '@muster/shared-kernel/core';
import { loginThrottle } from '../auth/login-throttle.js';
import { verifyPassword } from '../auth/passwords.js';
import { forbidden, found } from '../errors.js';
import { route } from '../http/operation-route.js';
import { effectiveRoles, requireActor } from '../plugins/auth.js';
import { accountRepository } from '../repositories/account.js';
import { accountRostersRepository } from '../repositories/account-rosters.js';
import { usersRepository } from '../repositories/users.js';

/** A user's own account as a whole: downloading everything of theirs, and leaving. */
export default async function accountRoutes(app: FastifyInstance) {
  const { config } = app;
  const users = usersRepository(app.db);
  const account = accountRepository(app.db);
  const logins = loginThrottle(app.db, config);
  const rosters = accountRostersRepository(app.db, {
    count: config.accountRostersLimit,
    bytes: config.accountRosterMaxBytes,
  });

  route(app, operations.exportAccount, async (request, reply) => {
    const actor = requireActor(request);
    const user = found(await users.findById(actor.id), 'User');
    const data = await account.data(user, effectiveRoles(user, config.adminUsername));
    void reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="muster-${user.username}.json"`);
    return { ...data, rosters: await rosters.files(user.id) };
  });

  route(app, operations.deleteAccount, async (request) => {
    const actor = requireActor(request);
    if (sameUsername(actor.username, config.adminUsername)) {
      throw forbidden("The administrator's account cannot be deleted");
    }
    // Asking the password again is a sign-in's check: its guesses count against the same limits.
    const attempt = await logins.begin(request.ip, actor.username);
    const user = found(await users.findById(actor.id), 'User');
    // 403, not 401: a client forgets its session on a 401, and this one is still good.
    if (!(await verifyPassword(request.body.password, user.passwordHash))) {
      throw forbidden('Wrong password');
    }
    await attempt.succeeded();
    return { deleted: true as const, ...(await account.remove(user)) };
  });
}
