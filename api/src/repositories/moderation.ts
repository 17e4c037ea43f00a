import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { moderationLog } from '../db/schema.js';
import { staleVersion } from '../errors.js';
import { events, publish } from '../metrics/events.js';
import { pageByKey } from './page-by-key.js';
import { bumpVersion, type VersionedTable } from './versions.js';

export type ModerationLogRow = typeof moderationLog.$inferSelect;
export type ModerationRecord = Omit<typeof moderationLog.$inferInsert, 'id' | 'at'>;

/** Who moderates, and why: what a review or role change writes to the log beside itself. */
export interface ModerationBy {
  actor: string;
  /** The reason given ('' when none). */
  reason: string;
}

/** Moderation log entries per page. */
export const MODLOG_PAGE_SIZE = 50;

/**
 * Writes one moderation log entry. Every approve, disapprove, banish, review toggle and role
 * change calls it with its own transaction, so the change and its entry happen together.
 */
export async function logModeration(db: Database, record: ModerationRecord): Promise<void> {
  await db.insert(moderationLog).values(record);
  // Counted when written: should the transaction around it fail later, the count is one too many.
  publish(events.moderation, { action: record.action, kind: record.kind });
}

/**
 * What a moderator means to do to an item's review: approve it, disapprove it, or (factions and
 * scenarios) send it back to draft. Each names the state it leaves, so doing it twice changes
 * nothing the second time ({@link applyReview}).
 */
export type ReviewAction = 'approve' | 'disapprove' | 'banish';

/**
 * A review change as a call asks it: an action, or `toggle` (the first calls' meaning, kept for
 * them: approve an unreviewed item, disapprove a reviewed one).
 */
export type ReviewChange = ReviewAction | 'toggle';

/**
 * The columns a review change sets, given the item's `reviewed` column. A disapproval or
 * banishment keeps the reason as the review note, the author's to read; an approval clears it.
 */
export function reviewUpdate(
  reviewed: AnyPgColumn,
  change: ReviewChange,
  reason: string,
): { reviewed: SQL | boolean; reviewNote: SQL | string; public?: boolean } {
  switch (change) {
    case 'toggle':
      return {
        reviewed: sql`NOT ${reviewed}`,
        reviewNote: sql`CASE WHEN ${reviewed} THEN ${reason}::text ELSE '' END`,
      };
    case 'approve':
      return { reviewed: true, reviewNote: '' };
    case 'disapprove':
      return { reviewed: false, reviewNote: reason };
    case 'banish':
      return { public: false, reviewed: false, reviewNote: reason };
  }
}

/** The columns of a reviewed table that say whether an action is already done. */
export interface ReviewColumns {
  reviewed: AnyPgColumn;
  /** Scenarios' and factions' (pages have none: they are never banished). */
  public?: AnyPgColumn;
  /** What else must hold for the item to be out of the public's lists (a faction's listing). */
  unlisted?: SQL;
}

/** Whether `change` would change nothing on a row: it is already in the state it leaves. */
function alreadyDone(columns: ReviewColumns, change: ReviewChange): SQL {
  const { reviewed, unlisted = sql`true` } = columns;
  switch (change) {
    case 'toggle':
      return sql`false`;
    case 'approve':
      return sql`${reviewed}`;
    case 'disapprove':
      return sql`(NOT ${reviewed} AND ${unlisted})`;
    case 'banish':
      return sql`(NOT ${columns.public ?? sql`false`} AND NOT ${reviewed} AND ${unlisted})`;
  }
}

/** A review change's outcome: the row as it now is, and whether this call changed it. */
export interface Reviewed<Row> {
  row: Row;
  changed: boolean;
}

/** A table that moderators review: what the log calls it, and its review columns. */
export interface ReviewedTable<T extends VersionedTable> {
  table: T;
  kind: 'faction' | 'scenario' | 'page';
  columns: ReviewColumns;
}

/**
 * A moderator's review change on the row `id` (in `db`, a transaction), with its log entry. One
 * statement sets the columns ({@link reviewUpdate}) and bumps the version only when the row is
 * not already in the state `change` leaves and, with `expected`, only when the stored version is
 * `expected`. So of two moderators doing the same thing at once, or a stale screen repeating what
 * was done, exactly one changes the row and logs it (PostgreSQL re-checks the condition after the
 * first one's row lock; PGlite runs one transaction at a time). Answers null when there is no such
 * row; the row unchanged, nothing logged, when the action was already done (whatever version was
 * named: what the moderator meant holds); throws {@link staleVersion} when `expected` is not the
 * stored version and there is something to do.
 */
export async function applyReview<T extends VersionedTable>(
  db: Database,
  { table, kind, columns }: ReviewedTable<T>,
  id: string,
  change: ReviewChange,
  by: ModerationBy,
  expected: number | null,
): Promise<Reviewed<T['$inferSelect']> | null> {
  const done = alreadyDone(columns, change);
  // Compared as text, a version the column cannot hold (an If-Match of 2^40) matches nothing
  // instead of failing the statement.
  const sameVersion =
    expected === null ? undefined : sql`${table.version}::text = ${String(expected)}`;
  const values = reviewUpdate(columns.reviewed, change, by.reason);
  const [row] = (await db
    .update(table)
    .set({ ...values, ...bumpVersion(table) } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), sql`NOT ${done}`, sameVersion))
    .returning()) as T['$inferSelect'][];
  if (row) {
    await logReview(db, kind, row as { id: string; title: string; reviewed: boolean }, change, by);
    return { row, changed: true };
  }
  const [current] = (await db
    .select({ ...getTableColumns(table), alreadyDone: sql<boolean>`${done}` })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)) as (T['$inferSelect'] & { alreadyDone: boolean })[];
  if (!current) return null;
  if (!current.alreadyDone) throw staleVersion();
  const { alreadyDone: _done, ...unchanged } = current;
  return { row: unchanged as T['$inferSelect'], changed: false };
}

/** The action a change was, from the item as it now is (a toggle approved what is reviewed). */
export const actionOf = (change: ReviewChange, row: { reviewed: boolean }): ReviewAction =>
  change === 'toggle' ? (row.reviewed ? 'approve' : 'disapprove') : change;

/**
 * Logs a review change from the item as it now is: an approval, a disapproval or a banishment;
 * only the last two keep the reason.
 */
async function logReview(
  db: Database,
  kind: 'faction' | 'scenario' | 'page',
  row: { id: string; title: string; reviewed: boolean },
  change: ReviewChange,
  by: ModerationBy,
): Promise<void> {
  const action = actionOf(change, row);
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
