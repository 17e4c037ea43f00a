import type { FastifyInstance } from 'fastify';
import { operations } from '@muster/shared-kernel/core';
import type { Config } from '../config/env.js';
import { route } from '../http/operation-route.js';

/** Liveness and the run-time settings the shell reads at start. */
export default async function healthRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, operations.getHealth, async () => ({ status: 'ok' as const }));

  route(app, operations.getSite, async () => ({
    chatUrl: config.chatUrl,
    loreCollections: config.loreCollections,
    passwordRecovery: config.smtpUrl !== null,
  }));
}
