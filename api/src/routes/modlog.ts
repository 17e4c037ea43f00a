import type { FastifyInstance } from 'fastify';
import { operations } from '@muster/shared-kernel/core';
import type { ModerationEntry } from '@muster/shared-kernel/core/model';
import { authorize } from '../auth/permissions.js';
import {
  MODLOG_PAGE_SIZE,
  moderationRepository,
  type ModerationLogRow,
} from '../repositories/moderation.js';
import { route } from '../http/operation-route.js';
import { clampPage } from '../services/paging.js';

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

/** The moderation log: moderators and the administrator, 50 a page, newest first. */
export default async function modlogRoutes(app: FastifyInstance) {
  const log = moderationRepository(app.db);

  route(app, operations.listModerationLog, async (request) => {
    authorize(request.actor, 'modlog:read');
    const count = await log.count();
    const offset = clampPage(Number(request.query.page ?? 1) || 1, count, MODLOG_PAGE_SIZE);
    const rows = await log.list(MODLOG_PAGE_SIZE, offset);
    return { count, entries: rows.map(toModerationEntry) };
  });
}
