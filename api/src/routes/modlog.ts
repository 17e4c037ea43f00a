import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ModerationLog, type ModerationEntry } from '@muster/shared-kernel/core/model';
import { authorize } from '../auth/permissions.js';
import {
  MODLOG_PAGE_SIZE,
  moderationRepository,
  type ModerationLogRow,
} from '../repositories/moderation.js';
import { errors } from './common.schemas.js';
import { clampPage } from './paging.js';

export function toModerationEntry(row: ModerationLogRow): ModerationEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    kind: row.kind,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    reason: row.reason,
  };
}

export const ModlogQuery = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,9}$' })),
});

/** The moderation log (issue 13): moderators and the administrator, 50 a page, newest first. */
export default async function modlogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const log = moderationRepository(app.db);

  app.get(
    '/api/modlog',
    {
      schema: {
        tags: ['moderation'],
        querystring: ModlogQuery,
        response: { 200: ModerationLog, ...errors },
      },
    },
    async (request) => {
      authorize(request.actor, 'modlog:read');
      const count = await log.count();
      const offset = clampPage(Number(request.query.page ?? 1) || 1, count, MODLOG_PAGE_SIZE);
      const rows = await log.list(MODLOG_PAGE_SIZE, offset);
      return { count, entries: rows.map(toModerationEntry) };
    },
  );
}
