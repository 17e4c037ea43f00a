import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { factions, likes } from '../db/schema.js';
import { pageByKey } from './page-by-key.js';
import { logReview, reviewUpdate, type ModerationBy, type ReviewChange } from './moderation.js';
import { slugCandidates, slugify } from './slugs.js';
import { updateVersioned } from './versions.js';

export type FactionRow = typeof factions.$inferSelect;
export type FactionValues = Pick<
  FactionRow,
  | 'title'
  | 'description'
  | 'lore'
  | 'public'
  | 'thumbnailUrl'
  | 'links'
  | 'editors'
  | 'anteList'
  | 'environmentList'
>;

/** The columns of a card: what lists answer (never lore). */
const cardColumns = {
  id: factions.id,
  slug: factions.slug,
  title: factions.title,
  public: factions.public,
  reviewed: factions.reviewed,
  reviewNote: factions.reviewNote,
  likes: factions.likes,
  thumbnailUrl: factions.thumbnailUrl,
  author: factions.author,
  editors: factions.editors,
};
export type FactionCardRow = Pick<FactionRow, keyof typeof cardColumns>;

/** Which factions a list shows. */
export type FactionListKind =
  | { kind: 'listed' }
  | { kind: 'queue' }
  | { kind: 'mine'; username: string }
  | { kind: 'author'; username: string };

/**
 * The re-review rule (issue 13), for a faction's own fields and for its units and weapons: a
 * save by anyone but a moderator sends approved content back to the queue (and out of the public
 * lists) until a moderator approves it again; a moderator's save keeps the review. Unpublishing
 * always clears it.
 */
function reviewedAfterSave(moderator: boolean, stillPublic: boolean): SQL {
  return moderator && stillPublic ? sql`${factions.reviewed}` : sql`false`;
}

/**
 * A faction's units or weapons changed (created, edited or deleted) in `db` (a transaction):
 * the faction follows the re-review rule as if its own fields were saved.
 *
 * The faction's version does not move: it counts saves of the faction's own fields (and
 * moderation), and an armoury change only ever clears `reviewed`, which the faction editor never
 * sends. Bumping it would turn every unit save into a conflict for whoever has the faction's own
 * editor open (often the same person, on the same screen).
 */
export async function armouryChanged(
  db: Database,
  factionId: string,
  moderator: boolean,
): Promise<void> {
  await db
    .update(factions)
    .set({
      reviewed: reviewedAfterSave(moderator, true),
      updatedAt: new Date(),
    })
    .where(eq(factions.id, factionId));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function listFilter(list: FactionListKind, search: string): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  switch (list.kind) {
    case 'listed':
      filters.push(sql`${factions.public} AND ${factions.reviewed}`);
      break;
    case 'queue':
      filters.push(sql`${factions.public} AND NOT ${factions.reviewed}`);
      break;
    case 'mine':
      filters.push(
        sql`(lower(${factions.author}) = lower(${list.username}) OR ${factions.editors} @> ARRAY[${list.username}]::text[])`,
      );
      break;
    case 'author':
      filters.push(
        sql`lower(${factions.author}) = lower(${list.username}) AND ${factions.public} AND ${factions.reviewed}`,
      );
      break;
  }
  if (search) filters.push(sql`lower(${factions.title}) LIKE lower(${search})`);
  return and(...filters);
}

/** Factions and their likes. */
export function factionsRepository(db: Database) {
  return {
    async count(list: FactionListKind, searchPattern: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(factions)
        .where(listFilter(list, searchPattern));
      return row?.n ?? 0;
    },

    /** One page of cards, in title order, its ids read from the list's index first. */
    list(
      list: FactionListKind,
      searchPattern: string,
      limit: number,
      offset: number,
    ): Promise<FactionCardRow[]> {
      return pageByKey(db, factions, factions.id, cardColumns, {
        where: listFilter(list, searchPattern),
        order: [asc(factions.title), asc(factions.id)],
        limit,
        offset,
      });
    },

    /** One random listed faction, or none. */
    async random(): Promise<FactionCardRow | null> {
      const total = await this.count({ kind: 'listed' }, '');
      if (total === 0) return null;
      const [row] = await this.list({ kind: 'listed' }, '', 1, Math.floor(Math.random() * total));
      return row ?? null;
    },

    /** By id or by slug. */
    async find(key: string): Promise<FactionRow | null> {
      const where = UUID.test(key) ? eq(factions.id, key) : eq(factions.slug, key.toLowerCase());
      const [row] = await db.select().from(factions).where(where).limit(1);
      return row ?? null;
    },

    /** Creates a faction with a unique slug derived from its title. */
    async create(values: FactionValues, author: string): Promise<FactionRow> {
      const base = slugify(values.title, 'faction');
      for (const slug of slugCandidates(base)) {
        const [row] = await db
          .insert(factions)
          .values({ ...values, slug, author, reviewed: false })
          .onConflictDoNothing({ target: factions.slug })
          .returning();
        if (row) return row;
      }
      throw new Error('unreachable: slug candidates never end');
    },

    /**
     * Saves edits; the slug never changes. `moderator`: whether a moderator saves (the
     * re-review rule, {@link reviewedAfterSave}); `expected`: the version the editor loaded
     * (null: last write wins), a 409 when it is not the stored one ({@link updateVersioned}).
     */
    async update(
      id: string,
      values: FactionValues,
      moderator: boolean,
      expected: number | null,
    ): Promise<FactionRow | null> {
      return updateVersioned(
        db,
        factions,
        id,
        { ...values, reviewed: reviewedAfterSave(moderator, values.public), updatedAt: new Date() },
        expected,
      );
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(factions)
        .where(eq(factions.id, id))
        .returning({ id: factions.id });
      return rows.length > 0;
    },

    /**
     * A moderator approves or disapproves (`toggle`), or banishes to draft, and the moderation
     * log says so, together ({@link reviewUpdate}). It bumps the version like a save (see
     * `versions.ts`); `expected` (the version the moderator reviewed, or null) is checked.
     */
    async setReview(
      id: string,
      change: ReviewChange,
      by: ModerationBy,
      expected: number | null,
    ): Promise<FactionRow | null> {
      return db.transaction(async (tx) => {
        const row = await updateVersioned(
          tx,
          factions,
          id,
          reviewUpdate(factions.reviewed, change, by.reason),
          expected,
        );
        if (row) await logReview(tx, 'faction', row, change, by);
        return row;
      });
    },

    /**
     * Likes or unlikes once: the (user, faction) row decides, and the counter moves in the same
     * transaction only when that row was added or removed, so repeats and races keep it exact.
     */
    async setLike(userId: string, factionId: string, liked: boolean): Promise<number | null> {
      return db.transaction(async (tx) => {
        const changed = liked
          ? await tx
              .insert(likes)
              .values({ userId, factionId })
              .onConflictDoNothing()
              .returning({ id: likes.factionId })
          : await tx
              .delete(likes)
              .where(and(eq(likes.userId, userId), eq(likes.factionId, factionId)))
              .returning({ id: likes.factionId });
        const delta = changed.length > 0 ? (liked ? 1 : -1) : 0;
        const [row] = await tx
          .update(factions)
          .set({ likes: sql`${factions.likes} + ${delta}` })
          .where(eq(factions.id, factionId))
          .returning({ likes: factions.likes });
        return row?.likes ?? null;
      });
    },
  };
}
export type FactionsRepository = ReturnType<typeof factionsRepository>;
