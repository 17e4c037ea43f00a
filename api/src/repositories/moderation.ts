import { count, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { moderationLog } from '../db/schema.js';
import { pageByKey } from './page-by-key.js';

export type ModerationLogRow = typeof moderationLog.$inferSelect;
export type ModerationRecord = Omit<typeof moderationLog.$inferInsert, 'id' | 'at'>;

/** Who moderates, and why: what a review or role change writes to the log beside itself. */
export interface ModerationBy {
  actor: string;
  /** The reason given ('' when none). */
  reason: string;
}

/** Moderation log entries per page (issue 13). */
export const MODLOG_PAGE_SIZE = 50;

/**
 * Writes one moderation log entry. Every approve, disapprove, banish, review toggle and role
 * change calls it with its own transaction, so the change and its entry happen together.
 */
export async function logModeration(db: Database, record: ModerationRecord): Promise<void> {
  await db.insert(moderationLog).values(record);
}

/**
 * What a moderator does to an item's review: `toggle` approves an unreviewed item or disapproves
 * a reviewed one; `banish` sends a public item back to draft (factions and scenarios).
 */
export type ReviewChange = 'toggle' | 'banish';

/**
 * The columns a review change sets, given the item's `reviewed` column. A disapproval or
 * banishment keeps the reason as the review note, the author's to read; an approval clears it.
 */
export function reviewUpdate(
  reviewed: AnyPgColumn,
  change: ReviewChange,
  reason: string,
): { reviewed: SQL; reviewNote: SQL | string; public?: SQL } {
  return change === 'toggle'
    ? {
        reviewed: sql`NOT ${reviewed}`,
        reviewNote: sql`CASE WHEN ${reviewed} THEN ${reason}::text ELSE '' END`,
      }
    : { public: sql`false`, reviewed: sql`false`, reviewNote: reason };
}

/**
 * Logs a review change from the item as it now is: an approval (it is reviewed after a toggle),
 * a disapproval or a banishment; only the last two keep the reason.
 */
export async function logReview(
  db: Database,
  kind: 'faction' | 'scenario' | 'page',
  row: { id: string; title: string; reviewed: boolean },
  change: ReviewChange,
  by: ModerationBy,
): Promise<void> {
  const action = change === 'banish' ? 'banish' : row.reviewed ? 'approve' : 'disapprove';
  await logModeration(db, {
    actor: by.actor,
    action,
    kind,
    itemId: row.id,
    itemTitle: row.title,
    reason: action === 'approve' ? '' : by.reason,
  });
}

/** The moderation log: newest first. */
export function moderationRepository(db: Database) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(moderationLog);
      return row?.n ?? 0;
    },

    /** One page, its ids read from the log's index (`at`, `id`) first. */
    list(limit: number, offset: number): Promise<ModerationLogRow[]> {
      return pageByKey(db, moderationLog, moderationLog.id, getTableColumns(moderationLog), {
        where: undefined,
        order: [desc(moderationLog.at), desc(moderationLog.id)],
        limit,
        offset,
      });
    },
  };
}
