import type { FastifyInstance } from 'fastify';
import { PageTag, PageType } from '@muster/shared-kernel/core/model';
import { Type } from 'typebox';
import type { Config } from '../config/env.js';

/** What `/api/site` answers: the run-time settings the shell reads at start. */
const SiteSettings = Type.Object({
  chatUrl: Type.String(),
  loreCollections: Type.Array(Type.Object({ label: Type.String(), type: PageType, tag: PageTag })),
});

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
        response: { 200: SiteSettings },
      },
    },
    async () => ({ chatUrl: config.chatUrl, loreCollections: config.loreCollections }),
  );
}
