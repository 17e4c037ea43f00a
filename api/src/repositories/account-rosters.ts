/**
 * The rosters users keep in their accounts. Every change is made under a row lock and checked
 * against the revision the device last had, so two devices that changed one roster while apart
 * never lose a change silently: the later change keeps the roster's key, the other becomes a new
 * roster beside it, named '… (conflict copy)'.
 *
 * A deleted roster stays as an empty row (a tombstone) until every device has seen the deletion:
 * each session notes when it last read the list, and a read that leaves every live session past a
 * deletion removes that row. Without it the row would come back on every sync, for good; removed
 * before a device saw it, that device would keep its copy and never learn of the deletion.
 */
import { LIMITS } from '@muster/shared-kernel/core';
import { changeTime } from '@muster/shared-kernel/core/model';
import type {
  AccountRoster,
  AccountRosterSaved,
  RosterFile,
  SaveAccountRosterPayload,
} from '@muster/shared-kernel/core/model';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accountRosters, sessions } from '../db/schema.js';

type AccountRosterRow = typeof accountRosters.$inferSelect;

/** The most a user may keep, from the settings. */
export interface AccountRosterLimits {
  count: number;
  bytes: number;
}

/** Why a save was refused: too many rosters, or one too large. */
export type AccountRosterRefusal = { refused: 'count' } | { refused: 'size'; bytes: number };

const answerOf = (row: AccountRosterRow): AccountRoster => ({
  key: row.key,
  created: row.created,
  revision: row.revision,
  changedAt: row.changedAt.toISOString(),
  deleted: row.deleted,
  ...(row.file ? { file: row.file } : {}),
});

const COPY_SUFFIX = ' (conflict copy)';

/**
 * How long before a session's last read of the list a deletion must be for that read to count as
 * having seen it: far longer than a transaction takes.
 */
const SEEN_MARGIN_SECONDS = 60;

/** A roster's name with the conflict-copy mark, within the name's limit. */
function copyName(name: string): string {
  return `${name.slice(0, LIMITS.roster.name.maxLength - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** The key a conflict copy gets: the store's own form, `roster_{slug}_{ms}`, unused by the user. */
function copyKey(file: RosterFile, taken: ReadonlySet<string>): string {
  let stamp = Date.now();
  while (taken.has(`roster_${file.faction_slug}_${stamp}`)) stamp += 1;
  return `roster_${file.faction_slug}_${stamp}`;
}

/** The user's roster `key`, locked until the transaction ends (changes of it wait their turn). */
async function lockedRoster(
  tx: Database,
  userId: string,
  key: string,
): Promise<AccountRosterRow | undefined> {
  const [row] = await tx
    .select()
    .from(accountRosters)
    .where(and(eq(accountRosters.userId, userId), eq(accountRosters.key, key)))
    .for('update');
  return row;
}

export function accountRostersRepository(db: Database, limits: AccountRosterLimits) {
  /** The user's rosters that are not deleted, without `except`. */
  const keptCount = async (tx: Database, userId: string, except: string) => {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(accountRosters)
      .where(
        and(
          eq(accountRosters.userId, userId),
          eq(accountRosters.deleted, false),
          sql`${accountRosters.key} <> ${except}`,
        ),
      );
    return row?.count ?? 0;
  };

  return {
    /**
     * The user's rosters, deleted ones marked, oldest first, as the device of `sessionId` reads
     * them: that session has then seen every deletion listed, and the deletions every live
     * session has seen go (their rows are answered this once more).
     */
    list(userId: string, sessionId: string): Promise<AccountRoster[]> {
      return db.transaction(async (tx) => {
        const readAt = new Date();
        const rows = await tx
          .select()
          .from(accountRosters)
          .where(eq(accountRosters.userId, userId))
          .orderBy(asc(accountRosters.created), asc(accountRosters.key));
        await tx
          .update(sessions)
          .set({ rostersSeenAt: readAt })
          .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
        // A session that never read the list holds every deletion (null sorts first in min's
        // place: coalesce). The margin covers a deletion committed while a read was under way,
        // which that read may not have seen.
        await tx.execute(sql`
          DELETE FROM ${accountRosters}
          WHERE ${accountRosters.userId} = ${userId} AND ${accountRosters.deleted}
            AND ${accountRosters.changedAt} < (
              SELECT min(coalesce(${sessions.rostersSeenAt}, '-infinity'::timestamptz))
                - ${`${SEEN_MARGIN_SECONDS} seconds`}::interval
              FROM ${sessions}
              WHERE ${sessions.userId} = ${userId} AND ${sessions.expiresAt} > now())`);
        return rows.map(answerOf);
      });
    },

    /** The user's rosters' export files with their keys, for the download of their data. */
    async files(userId: string): Promise<Record<string, unknown>[]> {
      const rows = await db
        .select({ key: accountRosters.key, file: accountRosters.file })
        .from(accountRosters)
        .where(and(eq(accountRosters.userId, userId), eq(accountRosters.deleted, false)))
        .orderBy(asc(accountRosters.created));
      return rows.map((row) => ({ key: row.key, ...row.file }));
    },

    /**
     * Keeps a device's roster under `key`. When the stored revision is not the one the device
     * had, the change made later (by `changedAt`) keeps the key and the other is kept as a
     * conflict copy; a roster another device deleted comes back.
     */
    save(
      userId: string,
      key: string,
      change: SaveAccountRosterPayload,
    ): Promise<AccountRosterSaved | AccountRosterRefusal> {
      const bytes = Buffer.byteLength(JSON.stringify(change.file));
      if (bytes > limits.bytes) return Promise.resolve({ refused: 'size', bytes });
      const changedAt = changeTime(change.changedAt, Date.now());
      return db.transaction(async (tx) => {
        const stored = await lockedRoster(tx, userId, key);
        const write = async (
          at: string,
          values: { created: number; changedAt: Date; file: RosterFile; size: number },
          revision: number,
        ) => {
          const [row] = await tx
            .insert(accountRosters)
            .values({ userId, key: at, revision, deleted: false, ...values })
            .onConflictDoUpdate({
              target: [accountRosters.userId, accountRosters.key],
              set: { revision, deleted: false, ...values },
            })
            .returning();
          return answerOf(row as AccountRosterRow);
        };
        const incoming = { created: change.created, changedAt, file: change.file, size: bytes };
        const adds = !stored || stored.deleted;
        if (adds && (await keptCount(tx, userId, key)) >= limits.count) {
          return { refused: 'count' as const };
        }
        if (!stored || stored.deleted || stored.revision === change.baseRevision) {
          return { saved: await write(key, incoming, (stored?.revision ?? 0) + 1) };
        }
        // Both changed it since the device's revision: the later keeps the key.
        if ((await keptCount(tx, userId, key)) + 1 >= limits.count) {
          return { refused: 'count' as const };
        }
        const taken = new Set(
          (
            await tx
              .select({ key: accountRosters.key })
              .from(accountRosters)
              .where(eq(accountRosters.userId, userId))
          ).map((row) => row.key),
        );
        const storedValues = {
          created: stored.created,
          changedAt: stored.changedAt,
          file: stored.file as RosterFile,
          size: stored.size,
        };
        const [winner, loser] =
          changedAt > stored.changedAt ? [incoming, storedValues] : [storedValues, incoming];
        const saved = await write(key, winner, stored.revision + 1);
        const copyFile = { ...loser.file, name: copyName(loser.file.name) };
        const copy = await write(
          copyKey(copyFile, taken),
          { ...loser, created: Date.now(), file: copyFile },
          1,
        );
        return { saved, conflictCopy: copy };
      });
    },

    /**
     * Deletes the user's roster `key` unless another device changed it since `baseRevision`:
     * then the roster stays and is answered, for the device to put back. Null when the user has
     * no roster of that key.
     */
    remove(userId: string, key: string, baseRevision: number): Promise<AccountRoster | null> {
      return db.transaction(async (tx) => {
        const stored = await lockedRoster(tx, userId, key);
        if (!stored) return null;
        if (stored.deleted || stored.revision !== baseRevision) return answerOf(stored);
        const [row] = await tx
          .update(accountRosters)
          .set({
            deleted: true,
            file: null,
            size: 0,
            revision: stored.revision + 1,
            changedAt: new Date(),
          })
          .where(and(eq(accountRosters.userId, userId), eq(accountRosters.key, key)))
          .returning();
        return answerOf(row as AccountRosterRow);
      });
    },
  };
}
