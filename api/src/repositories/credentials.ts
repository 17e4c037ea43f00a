/**
 * Passwords and the links that reset them. A new password, however it is set, ends the user's
 * other sessions and voids their unused reset links in the same transaction, so no window exists
 * in which the old password's sessions or links still work beside the new one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { passwordResets, users } from '../db/schema.js';
import { logModeration } from './moderation.js';
import { sessionsRepository } from './sessions.js';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** How long a reset link works. */
export const RESET_LINK_SECONDS = 3600;

/** What is stored of a reset token: its SHA-256, so a leaked table resets nothing. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sets the password and ends every session but `keep`; answers how many sessions ended. */
async function replacePassword(
  tx: Database,
  userId: string,
  passwordHash: string,
  keep?: string,
): Promise<number> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  return sessionsRepository(tx).endAll(userId, keep);
}

export function credentialsRepository(db: Database) {
  return {
    /**
     * The signed-in user's new password: every other session ends (answers how many) and unused
     * reset links stop working.
     */
    setPassword(userId: string, passwordHash: string, keepSession: string): Promise<number> {
      return db.transaction((tx) => replacePassword(tx, userId, passwordHash, keepSession));
    },

    /**
     * A new single-use reset link for the user: its token, shown or mailed once. One the
     * administrator makes for another user (`by`) is written to the moderation log.
     */
    makeResetLink(
      user: { id: string; username: string },
      by?: string,
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + RESET_LINK_SECONDS * 1000);
      return db.transaction(async (tx) => {
        await tx
          .insert(passwordResets)
          .values({ tokenHash: tokenHash(token), userId: user.id, createdBy: by ?? '', expiresAt });
        if (by !== undefined) {
          await logModeration(tx, {
            actor: by,
            action: 'reset-link',
            kind: 'user',
            itemId: user.id,
            itemTitle: user.username,
            reason: '',
          });
        }
        return { token, expiresAt };
      });
    },

    /** The reset link of a token, used or not; null when this site never made it. */
    async findResetLink(token: string): Promise<PasswordResetRow | null> {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, tokenHash(token)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Sets a new password with a reset link and ends all the user's sessions, if the link is still
     * usable: answers the user's id, or null when it was used (even a moment ago, by a parallel
     * request), has expired or never existed.
     */
    resetWithLink(token: string, passwordHash: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash(token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!claimed) return null;
        await replacePassword(tx, claimed.userId, passwordHash);
        return claimed.userId;
      });
    },
  };
}

/** Why a reset link cannot be used, or null while it can. */
export function resetLinkEnd(row: PasswordResetRow, now = new Date()): 'used' | 'expired' | null {
  if (row.usedAt) return 'used';
  if (row.expiresAt <= now) return 'expired';
  return null;
}
