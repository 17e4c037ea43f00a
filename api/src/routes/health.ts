import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../config/env.js';

/** Liveness and the run-time settings the shell reads at start. */
export default async function healthRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['site'],
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        response: { 200: Type.Object({ chatUrl: Type.String() }) },
      },
    },
    async () => ({ chatUrl: config.chatUrl }),
  );
}
