import { count, desc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { moderationLog } from '../db/schema.js';

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

/** The moderation log: newest first. */
export function moderationRepository(db: Database) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(moderationLog);
      return row?.n ?? 0;
    },

    list(limit: number, offset: number): Promise<ModerationLogRow[]> {
      return db
        .select()
        .from(moderationLog)
        .orderBy(desc(moderationLog.at), desc(moderationLog.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
