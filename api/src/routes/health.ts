import type { FastifyInstance } from 'fastify';
import { operations } from '@muster/shared-kernel/core';
import type { Config } from '../config/env.js';
import { MIGRATIONS_FOLDER } from '../db/client.js';
import { readJournal } from '../db/migrations.js';
import { databaseReadiness, type DatabaseReadiness } from '../db/readiness.js';
import { route } from '../http/operation-route.js';

/** How long the readiness check waits for the database: probes come every few seconds. */
const READY_TIMEOUT_MS = 2_000;

/** Liveness, readiness and the run-time settings the shell reads at start. */
export default async function healthRoutes(app: FastifyInstance, { config }: { config: Config }) {
  // Liveness: the process answers. It never asks the database, so an orchestrator does not
  // restart instances because their database is down (restarting would not bring it back).
  route(app, operations.getHealth, async () => ({ status: 'ok' as const }));

  // Read once: the migrations this code was built with do not change under it.
  const journal = readJournal(MIGRATIONS_FOLDER);
  // Probes that arrive while the database is being asked share that question, so a database that
  // hangs is not sent one more query (holding one more pooled connection) per probe.
  let asking: Promise<DatabaseReadiness> | null = null;
  // The last reason given, so that the log tells when readiness changes rather than every probe.
  let lastReason: string | null = null;
  route(app, operations.getReadiness, async (request, reply) => {
    let reason: string | null = 'shutting down';
    if (!app.shutdown.draining) {
      asking ??= databaseReadiness(app.db, journal, READY_TIMEOUT_MS, app.diskFull).finally(() => {
        asking = null;
      });
      const readiness = await asking;
      reason = app.shutdown.draining ? 'shutting down' : readiness.ready ? null : readiness.reason;
    }
    if (reason !== lastReason) {
      if (reason) request.log.warn(`not ready: ${reason}`);
      else request.log.info('ready');
      lastReason = reason;
    }
    if (reason === null) return { status: 'ready' as const };
    // Answered here, not thrown: the error handler logs every 5xx as a failure with its stack.
    return reply.code(503).send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: `Not ready: ${reason}`,
    });
  });

  route(app, operations.getSite, async () => ({
    chatUrl: config.chatUrl,
    loreCollections: config.loreCollections,
    passwordRecovery: config.smtpUrl !== null,
  }));
}
