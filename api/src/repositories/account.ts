/**
 * One user's account as a whole: everything the site keeps of and by them (the data they may
 * download), and its deletion, which keeps what they made for the community, credited to
 * `DELETED_USER`.
 */
import { DELETED_USER, type AccountData, type AccountDeleted } from '@muster/shared-kernel/core';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import {
  factionVersions,
  factions,
  images,
  likes,
  pages,
  retiredUsernames,
  scenarios,
  sessions,
  units,
  users,
  weapons,
} from '../db/schema.js';
import { logModeration } from './moderation.js';
import type { UserRow } from './users.js';

/** Whether a username column names this user (usernames are one in any case). */
const names = (column: AnyPgColumn | SQL, username: string) =>
  sql`lower(${column}) = lower(${username})`;

/** A stored row as plain JSON: its dates as ISO 8601 and its bytes left out. */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

export function accountRepository(db: Database) {
  return {
    /** Everything of and by the user, as the download gives it (rosters are added by the caller). */
    async data(user: UserRow, roles: string[]): Promise<Omit<AccountData, 'rosters'>> {
      const made = await db
        .select()
        .from(factions)
        .where(names(factions.author, user.username))
        .orderBy(asc(factions.createdAt));
      const ids = made.map((faction) => faction.id);
      const [madeUnits, madeWeapons] = ids.length
        ? await Promise.all([
            db.select().from(units).where(inArray(units.factionId, ids)),
            db.select().from(weapons).where(inArray(weapons.factionId, ids)),
          ])
        : [[], []];
      const liked = await db
        .select({ _id: factions.id, title: factions.title })
        .from(likes)
        .innerJoin(factions, eq(factions.id, likes.factionId))
        .where(eq(likes.userId, user.id))
        .orderBy(asc(likes.createdAt));
      const devices = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), sql`${sessions.expiresAt} > now()`));
      const uploads = await db
        .select({
          sha256: images.sha256,
          contentType: images.contentType,
          size: images.size,
          createdAt: images.createdAt,
        })
        .from(images)
        .where(eq(images.uploadedBy, user.username));
      return {
        format: 'muster-account-data',
        version: 1,
        exportedAt: new Date().toISOString(),
        profile: {
          username: user.username,
          display: user.display,
          email: user.email,
          roles,
          createdAt: user.createdAt.toISOString(),
        },
        likes: liked,
        devices: devices.map((device) => ({
          browser: device.browser,
          firstSeen: device.createdAt.toISOString(),
          lastSeen: device.lastSeenAt.toISOString(),
        })),
        factions: made.map((faction) => ({
          faction: plain(faction),
          units: madeUnits.filter((unit) => unit.factionId === faction.id).map(plain),
          weapons: madeWeapons.filter((weapon) => weapon.factionId === faction.id).map(plain),
        })),
        scenarios: (
          await db.select().from(scenarios).where(names(scenarios.author, user.username))
        ).map(plain),
        pages: (await db.select().from(pages).where(names(pages.author, user.username))).map(plain),
        images: uploads.map((image) => ({
          url: `/api/image/${image.sha256}`,
          contentType: image.contentType,
          size: image.size,
          uploadedAt: image.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Deletes the account in one transaction: its sessions, likes (each liked faction counts one
     * fewer), reset links and rosters go with it; the factions, scenarios, pages and images it
     * made stay, credited to `DELETED_USER` (approved versions too), and it leaves every editors
     * list. The moderation log keeps one entry saying so.
     */
    remove(user: UserRow): Promise<Omit<AccountDeleted, 'deleted'>> {
      return db.transaction(async (tx) => {
        const credit = async (
          table: typeof factions | typeof scenarios | typeof pages,
        ): Promise<number> => {
          const rows = await tx
            .update(table)
            .set({ author: DELETED_USER })
            .where(names(table.author, user.username))
            .returning({ id: table.id });
          return rows.length;
        };
        await tx.execute(
          sql`UPDATE factions SET likes = greatest(likes - 1, 0)
              WHERE id IN (SELECT faction_id FROM likes WHERE user_id = ${user.id})`,
        );
        const counts = {
          factions: await credit(factions),
          scenarios: await credit(scenarios),
          pages: await credit(pages),
        };
        for (const table of [factions, pages]) {
          await tx
            .update(table)
            .set({
              editors: sql`array(SELECT e FROM unnest(${table.editors}) e
                WHERE lower(e) <> lower(${user.username}))`,
            })
            .where(
              sql`lower(${user.username}) = ANY (SELECT lower(e) FROM unnest(${table.editors}) e)`,
            );
        }
        await tx
          .update(factionVersions)
          .set({
            snapshot: sql`jsonb_set(${factionVersions.snapshot}, '{faction,author}', to_jsonb(${DELETED_USER}::text))`,
          })
          .where(names(sql`${factionVersions.snapshot}->'faction'->>'author'`, user.username));
        await tx
          .update(images)
          .set({ uploadedBy: DELETED_USER })
          .where(eq(images.uploadedBy, user.username));
        await tx.delete(users).where(eq(users.id, user.id));
        await tx
          .insert(retiredUsernames)
          .values({ username: user.username.toLowerCase() })
          .onConflictDoNothing();
        await logModeration(tx, {
          actor: user.username,
          action: 'account-delete',
          kind: 'user',
          itemId: user.id,
          itemTitle: user.username,
          reason: `${counts.factions} factions, ${counts.scenarios} scenarios and ${counts.pages} pages now credited to ${DELETED_USER}`,
        });
        return counts;
      });
    },
  };
}
