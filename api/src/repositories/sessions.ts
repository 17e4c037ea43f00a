import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import type { UserRow } from './users.js';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * How stale a session's last-seen time may grow before a request writes it again: reads stay
 * one query, and the devices list is right to within this.
 */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** Signed-in devices: made at sign-in, read on every request with a token, ended by sign-outs. */
export function sessionsRepository(db: Database) {
  return {
    /** A new session of the user, ending at `expiresAt`; the user's expired sessions go. */
    async start(userId: string, browser: string, expiresAt: Date): Promise<SessionRow> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
      const [row] = await db.insert(sessions).values({ userId, browser, expiresAt }).returning();
      return row as SessionRow;
    },

    /**
     * The session `id` of user `userId` with its user, while it lasts; null once it was ended or
     * has expired. One query: every request with a token makes it.
     */
    async active(
      id: string,
      userId: string,
    ): Promise<{ session: SessionRow; user: UserRow } | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.id, id), eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`),
        )
        .limit(1);
      return row ?? null;
    },

    /** Notes that the session was used now. */
    async seen(id: string): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
    },

    /** The user's sessions that last, the latest used first. */
    async listOf(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /** Ends one session of the user; answers how many ended (0: none of theirs has that id). */
    async end(userId: string, id: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Ends every session of the user but `keep` (when given); answers how many ended. */
    async endAll(userId: string, keep?: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(
          keep === undefined
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.id, keep)),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
