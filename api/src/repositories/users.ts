import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { InvitationEnd } from '@muster/shared-kernel/core';
import { resultRows, type Database } from '../db/client.js';
import { invitations, likes, settings, users } from '../db/schema.js';
import { logModeration } from './moderation.js';

export type UserRow = typeof users.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

/** Why an invitation can no longer be used, or null while it can (at `now`). */
export function invitationEnd(row: InvitationRow, now: Date = new Date()): InvitationEnd | null {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : null;
}

/** The invitations that can still be used: not used, not revoked, not expired (at `now`). */
const usable = (now: Date) =>
  and(
    sql`${invitations.usedAt} IS NULL`,
    sql`${invitations.revokedAt} IS NULL`,
    gt(invitations.expiresAt, now),
  );

/** The roles the administrator's user list grants and removes (never `admin`). */
export const GRANTABLE_ROLES = ['publisher', 'mod'] as const;

/** Users whose username or display name holds a LIKE pattern (escaped; the query lower-cases it). */
function matching(pattern: string): SQL | undefined {
  return pattern
    ? or(
        sql`lower(${users.username}) LIKE lower(${pattern})`,
        sql`lower(${users.display}) LIKE lower(${pattern})`,
      )
    : undefined;
}

class RegistrationAborted extends Error {
  constructor(readonly reason: 'taken' | 'invitation-used') {
    super(reason);
  }
}

/** Users, their likes list, invitations and shared settings. */
export function usersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** The users whose recovery email this is (any case), at most a few. */
    async findByEmail(email: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(sql`${users.email} <> '' AND lower(${users.email}) = lower(${email})`)
        .limit(5);
    },

    async findByUsername(username: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    /** The usernames, as their users spell them, of those `names` that are users (any case). */
    async spelledUsernames(names: readonly string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const rows = await db
        .select({ username: users.username })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.username})`,
            names.map((name) => name.toLowerCase()),
          ),
        );
      return rows.map((row) => row.username);
    },

    /** Whether a username is in use or was a deleted account's (in any case). */
    async nameTaken(username: string): Promise<boolean> {
      const [row] = resultRows<{ taken: boolean }>(
        await db.execute(
          sql`SELECT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower(${username}))
            OR EXISTS (SELECT 1 FROM retired_usernames WHERE username = lower(${username})) AS taken`,
        ),
      );
      return row?.taken === true;
    },

    /** Creates a user; null when the username is taken (case-insensitively). */
    async create(input: {
      username: string;
      display: string;
      email: string;
      passwordHash: string;
      roles: string[];
    }): Promise<UserRow | null> {
      const [row] = await db.insert(users).values(input).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The user's display name and recovery email; null when there is no such user. */
    async setProfile(
      id: string,
      profile: { display: string; email: string },
    ): Promise<UserRow | null> {
      const [row] = await db.update(users).set(profile).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** Creates a user redeeming an invitation: both happen or neither. */
    async createWithInvitation(
      input: {
        username: string;
        display: string;
        email: string;
        passwordHash: string;
        roles: string[];
      },
      jti: string,
    ): Promise<UserRow | 'taken' | 'invitation-used'> {
      try {
        return await db.transaction(async (tx) => {
          const [invite] = await tx
            .update(invitations)
            .set({ usedAt: new Date(), usedBy: input.username })
            .where(and(eq(invitations.jti, jti), usable(new Date())))
            .returning({ jti: invitations.jti });
          if (!invite) throw new RegistrationAborted('invitation-used');
          const [row] = await tx.insert(users).values(input).onConflictDoNothing().returning();
          if (!row) throw new RegistrationAborted('taken');
          return row;
        });
      } catch (error) {
        if (error instanceof RegistrationAborted) return error.reason;
        throw error;
      }
    },

    /** Adds a role to a user atomically (no duplicates). */
    async addRole(id: string, role: string): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({
          roles: sql`CASE WHEN ${role}::text = ANY(${users.roles}) THEN ${users.roles} ELSE array_append(${users.roles}, ${role}::text) END`,
        })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Sets a user's grantable roles to `roles` (their other stored roles stay) and logs each
     * grant and removal in the moderation log, together.
     */
    async setRoles(id: string, roles: string[], actor: string): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!before) return null;
        const grantable = (role: string) => (GRANTABLE_ROLES as readonly string[]).includes(role);
        const kept = before.roles.filter((role) => !grantable(role));
        const next = [...new Set([...kept, ...roles.filter(grantable)])];
        const [row] = await tx
          .update(users)
          .set({ roles: next })
          .where(eq(users.id, id))
          .returning();
        for (const role of GRANTABLE_ROLES) {
          const had = before.roles.includes(role);
          const has = next.includes(role);
          if (had === has) continue;
          await logModeration(tx, {
            actor,
            action: has ? 'role-grant' : 'role-revoke',
            kind: 'user',
            itemId: before.id,
            itemTitle: before.username,
            reason: role,
          });
        }
        return row ?? null;
      });
    },

    /** How many users' username or display name holds the pattern ('' for all). */
    async countMatching(pattern: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(matching(pattern));
      return row?.n ?? 0;
    },

    /** A page of the users whose username or display name holds the pattern, by username. */
    listMatching(pattern: string, limit: number, offset: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(matching(pattern))
        .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
        .limit(limit)
        .offset(offset);
    },

    async likedFactionIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ factionId: likes.factionId })
        .from(likes)
        .where(eq(likes.userId, userId))
        .orderBy(likes.createdAt);
      return rows.map((row) => row.factionId);
    },

    async saveInvitation(invitation: {
      jti: string;
      roles: string[];
      createdBy: string;
      expiresAt: Date;
      note: string;
    }): Promise<void> {
      await db.insert(invitations).values(invitation);
    },

    async findInvitation(jti: string): Promise<InvitationRow | null> {
      const [row] = await db.select().from(invitations).where(eq(invitations.jti, jti)).limit(1);
      return row ?? null;
    },

    /** The invitations `createdBy` made that can still be used, the soonest to expire first. */
    usableInvitationsBy(createdBy: string): Promise<InvitationRow[]> {
      return db
        .select()
        .from(invitations)
        .where(and(eq(invitations.createdBy, createdBy), usable(new Date())))
        .orderBy(asc(invitations.expiresAt), asc(invitations.jti));
    },

    /**
     * Revokes an invitation `actor` made that can still be used, logging it in the same
     * transaction. Answers the row as it now is (`revoked`: whether this call revoked it; when not,
     * the row says why), or null when `actor` made no invitation with that id.
     */
    async revokeInvitation(
      jti: string,
      actor: string,
    ): Promise<{ row: InvitationRow; revoked: boolean } | null> {
      return db.transaction(async (tx) => {
        const mine = and(eq(invitations.jti, jti), eq(invitations.createdBy, actor));
        const [revoked] = await tx
          .update(invitations)
          .set({ revokedAt: new Date() })
          .where(and(mine, usable(new Date())))
          .returning();
        if (revoked) {
          await logModeration(tx, {
            actor,
            action: 'invitation-revoke',
            kind: 'invitation',
            itemId: revoked.jti,
            itemTitle: revoked.note,
            reason: revoked.roles.join(','),
          });
          return { row: revoked, revoked: true };
        }
        const [row] = await tx.select().from(invitations).where(mine).limit(1);
        return row ? { row, revoked: false } : null;
      });
    },

    /** Reads a shared setting, storing `fallback` first when none exists (race-free across instances). */
    async setting(key: string, fallback: () => string): Promise<string> {
      await db.insert(settings).values({ key, value: fallback() }).onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
      if (!row) throw new Error(`setting ${key} missing after insert`);
      return row.value;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
