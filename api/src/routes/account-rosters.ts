import type { FastifyInstance } from 'fastify';
import { operations } from '@muster/shared-kernel/core';
import { conflict, found, HttpError } from '../errors.js';
import { route } from '../http/operation-route.js';
import { requireActor, requireSession } from '../plugins/auth.js';
import { accountRostersRepository } from '../repositories/account-rosters.js';

/** The rosters a signed-in user keeps in their account, which their devices sync with. */
export default async function accountRosterRoutes(app: FastifyInstance) {
  const { config } = app;
  const rosters = accountRostersRepository(app.db, {
    count: config.accountRostersLimit,
    bytes: config.accountRosterMaxBytes,
  });

  route(app, operations.listAccountRosters, async (request, reply) => {
    const { actor, sessionId } = requireSession(request);
    void reply.header('cache-control', 'no-store');
    return rosters.list(actor.id, sessionId);
  });

  route(app, operations.saveAccountRoster, async (request) => {
    const actor = requireActor(request);
    const outcome = await rosters.save(actor.id, request.params.key, request.body);
    if ('saved' in outcome) return outcome;
    if (outcome.refused === 'count') {
      throw conflict(
        `You can keep at most ${config.accountRostersLimit} rosters in your account: delete some first`,
      );
    }
    const kb = (bytes: number) => Math.ceil(bytes / 1024);
    throw new HttpError(
      413,
      `This roster is too large to keep in your account (${kb(outcome.bytes)} KB, at most ${kb(config.accountRosterMaxBytes)} KB)`,
    );
  });

  route(app, operations.deleteAccountRoster, async (request) => {
    const actor = requireActor(request);
    const base = Number(request.query.baseRevision);
    return found(await rosters.remove(actor.id, request.params.key, base), 'Roster');
  });
}
