import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { factions, likes } from '../db/schema.js';
import { publishFaction, unlistFaction } from './faction-versions.js';
import { pageByKey } from './page-by-key.js';
import {
  applyReview,
  type ModerationBy,
  type ReviewChange,
  type Reviewed,
  type ReviewedTable,
} from './moderation.js';
import { slugCandidates, slugify } from './slugs.js';
import { updateVersioned } from './versions.js';
import { found } from '../errors.js';

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
  | 'rosterRules'
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

/**
 * The columns of a card in the public's lists: the title and thumbnail of the version shown
 * (the latest approved one), whatever the working copy holds; the version shown is approved.
 */
const listedCardColumns = {
  ...cardColumns,
  title: factions.listedTitle,
  reviewed: sql<boolean>`true`,
  reviewNote: sql<string>`''`,
  thumbnailUrl: factions.listedThumbnailUrl,
};

/** Whether a list is the public's: it shows approved versions ({@link listedCardColumns}). */
const isPublicList = (list: FactionListKind) => list.kind === 'listed' || list.kind === 'author';

/** Whether a faction shows an approved version to the public: public, with a version listed. */
export const isListed = (row: Pick<FactionRow, 'public' | 'listedVersion'>): boolean =>
  row.public && row.listedVersion !== null;

/** Factions as moderators review them: out of the public's lists with no version listed. */
const REVIEWED_FACTIONS: ReviewedTable<typeof factions> = {
  table: factions,
  kind: 'faction',
  columns: {
    reviewed: factions.reviewed,
    public: factions.public,
    unlisted: sql`${factions.listedVersion} IS NULL`,
  },
};

/** Which factions a list shows. */
export type FactionListKind =
  | { kind: 'listed' }
  | { kind: 'queue' }
  | { kind: 'mine'; username: string }
  | { kind: 'author'; username: string };

/**
 * The re-review rule (issues 13 and 16), for a faction's own fields and for its units and
 * weapons: every save, a moderator's too, sends the working copy to the queue until a moderator
 * approves it; only an approval makes a version, so one review is one version however many saves
 * it covers. The public keeps seeing the version last approved meanwhile.
 */
const REVIEWED_AFTER_SAVE = false;

/**
 * The listing after a save: a faction stays listed only while it stays public. Once out of the
 * lists (unticked, disapproved or banished), ticking Public again only puts it in the queue: a
 * moderator's approval lists it again.
 */
const listedAfterSave = (stillPublic: boolean): SQL =>
  sql`CASE WHEN ${stillPublic} AND ${factions.public} THEN ${factions.listedVersion} END`;

/**
 * A faction's units or weapons changed (created, edited or deleted) in `db` (a transaction):
 * the faction follows the re-review rule as if its own fields were saved.
 *
 * The faction's version does not move: it counts saves of the faction's own fields (and
 * moderation), and an armoury change only ever clears `reviewed`, which the faction editor never
 * sends. Bumping it would turn every unit save into a conflict for whoever has the faction's own
 * editor open (often the same person, on the same screen).
 */
export async function armouryChanged(db: Database, factionId: string): Promise<void> {
  await db
    .update(factions)
    .set({ reviewed: REVIEWED_AFTER_SAVE, updatedAt: new Date() })
    .where(eq(factions.id, factionId));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function listFilter(list: FactionListKind, search: string): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  switch (list.kind) {
    case 'listed':
      filters.push(sql`${factions.public} AND ${factions.listedVersion} IS NOT NULL`);
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
        sql`lower(${factions.author}) = lower(${list.username}) AND ${factions.public} AND ${factions.listedVersion} IS NOT NULL`,
      );
      break;
  }
  const title = isPublicList(list) ? factions.listedTitle : factions.title;
  if (search) filters.push(sql`lower(${title}) LIKE lower(${search})`);
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
      const publicList = isPublicList(list);
      return pageByKey(db, factions, factions.id, publicList ? listedCardColumns : cardColumns, {
        where: listFilter(list, searchPattern),
        order: [asc(publicList ? factions.listedTitle : factions.title), asc(factions.id)],
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

    /** By id or by slug; `within`: the transaction to read in. */
    async find(key: string, within: Database = db): Promise<FactionRow | null> {
      const where = UUID.test(key) ? eq(factions.id, key) : eq(factions.slug, key.toLowerCase());
      const [row] = await within.select().from(factions).where(where).limit(1);
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
     * Saves edits; the slug never changes. The save waits for review and keeps the listing only
     * while the faction stays public ({@link REVIEWED_AFTER_SAVE}, {@link listedAfterSave});
     * `expected`: the version the editor loaded (null: last write wins), a 409 when it is not
     * the stored one ({@link updateVersioned}).
     */
    async update(
      id: string,
      values: FactionValues,
      expected: number | null,
    ): Promise<FactionRow | null> {
      return updateVersioned(
        db,
        factions,
        id,
        {
          ...values,
          reviewed: REVIEWED_AFTER_SAVE,
          listedVersion: listedAfterSave(values.public),
          updatedAt: new Date(),
        },
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
     * A moderator approves, disapproves or banishes to draft (or toggles, for the first calls),
     * and the moderation log says so, together ({@link applyReview}); an action already done
     * changes nothing. An approval keeps the faction as its next version and lists it (while it
     * is public); a disapproval or a banishment takes it out of the lists, and its latest
     * version, if any, stays what the public reads by link. It bumps the version like a save
     * (see `versions.ts`); `expected` (the version the moderator reviewed, or null) is checked.
     */
    async setReview(
      id: string,
      change: ReviewChange,
      by: ModerationBy,
      expected: number | null,
    ): Promise<Reviewed<FactionRow> | null> {
      return db.transaction(async (tx) => {
        const result = await applyReview(tx, REVIEWED_FACTIONS, id, change, by, expected);
        if (!result?.changed) return result;
        if (result.row.reviewed) await publishFaction(tx, id, by.actor);
        else await unlistFaction(tx, id);
        return { row: found(await this.find(id, tx), 'Faction'), changed: true };
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
