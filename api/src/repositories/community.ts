import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { pages, scenarios } from '../db/schema.js';
import { pageByKey } from './page-by-key.js';
import {
  applyReview,
  type ModerationBy,
  type ReviewChange,
  type Reviewed,
  type ReviewedTable,
} from './moderation.js';
import { findById, insertOne, removeById } from './rows.js';
import { slugCandidates, slugify } from './slugs.js';
import { updateVersioned } from './versions.js';

export type ScenarioRow = typeof scenarios.$inferSelect;
export type ScenarioValues = Pick<ScenarioRow, 'title' | 'markdown' | 'public' | 'thumbnailUrl'>;
export type PageRow = typeof pages.$inferSelect;
export type PageValues = Pick<
  PageRow,
  'title' | 'type' | 'markdown' | 'thumbnailUrl' | 'tags' | 'editors'
>;

const scenarioCard = {
  id: scenarios.id,
  slug: scenarios.slug,
  title: scenarios.title,
  public: scenarios.public,
  reviewed: scenarios.reviewed,
  reviewNote: scenarios.reviewNote,
  thumbnailUrl: scenarios.thumbnailUrl,
  author: scenarios.author,
};
export type ScenarioCardRow = Pick<ScenarioRow, keyof typeof scenarioCard>;

const pageCard = {
  id: pages.id,
  title: pages.title,
  type: pages.type,
  thumbnailUrl: pages.thumbnailUrl,
  tags: pages.tags,
  reviewed: pages.reviewed,
  reviewNote: pages.reviewNote,
  author: pages.author,
  editors: pages.editors,
};
export type PageCardRow = Pick<PageRow, keyof typeof pageCard>;

export type ScenarioListKind =
  { kind: 'listed' } | { kind: 'queue' } | { kind: 'mine'; username: string };
export type PageListKind =
  | { kind: 'listed'; type: PageRow['type']; tag: string | null }
  | { kind: 'queue' }
  | { kind: 'mine'; username: string };

/**
 * The re-review rule for scenarios and pages: a save by anyone but a moderator sends
 * approved content back to its queue (and out of the public lists) until a moderator approves it
 * again; a moderator's save keeps the review. Unpublishing a scenario always clears it.
 */
function reviewedAfterSave(
  column: typeof scenarios.reviewed | typeof pages.reviewed,
  moderator: boolean,
  stillPublic = true,
): SQL {
  return moderator && stillPublic ? sql`${column}` : sql`false`;
}

/**
 * The save of a scenario or a page ({@link updateVersioned}) under the re-review rule
 * ({@link reviewedAfterSave}); `stillPublic` tells whether the saved values keep it public.
 * The save takes `moderator`, whether a moderator saves, and `expected`, the version the editor
 * loaded or null.
 */
function saveUnderReview<T extends typeof scenarios | typeof pages, V extends object>(
  db: Database,
  table: T,
  stillPublic: (values: V) => boolean,
) {
  return (
    id: string,
    values: V,
    moderator: boolean,
    expected: number | null,
  ): Promise<T['$inferSelect'] | null> => {
    const set = {
      ...values,
      reviewed: reviewedAfterSave(table.reviewed, moderator, stillPublic(values)),
    };
    return updateVersioned(db, table, id, set as PgUpdateSetSource<T>, expected);
  };
}

const REVIEWED_SCENARIOS: ReviewedTable<typeof scenarios> = {
  table: scenarios,
  kind: 'scenario',
  columns: { reviewed: scenarios.reviewed, public: scenarios.public },
};
const REVIEWED_PAGES: ReviewedTable<typeof pages> = {
  table: pages,
  kind: 'page',
  columns: { reviewed: pages.reviewed },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function scenarioFilter(list: ScenarioListKind, search: string): SQL | undefined {
  const filters: SQL[] = [];
  if (list.kind === 'listed') filters.push(sql`${scenarios.public} AND ${scenarios.reviewed}`);
  if (list.kind === 'queue') filters.push(sql`${scenarios.public} AND NOT ${scenarios.reviewed}`);
  if (list.kind === 'mine') filters.push(sql`lower(${scenarios.author}) = lower(${list.username})`);
  if (search) filters.push(sql`lower(${scenarios.title}) LIKE lower(${search})`);
  return and(...filters);
}

function pageFilter(list: PageListKind): SQL | undefined {
  switch (list.kind) {
    case 'listed':
      return and(
        sql`${pages.reviewed}`,
        eq(pages.type, list.type),
        list.tag ? sql`${pages.tags} @> ARRAY[${list.tag}]::text[]` : undefined,
      );
    case 'queue':
      return sql`NOT ${pages.reviewed}`;
    case 'mine':
      return sql`(lower(${pages.author}) = lower(${list.username}) OR ${pages.editors} @> ARRAY[${list.username}]::text[])`;
  }
}

/** Scenarios and pages. */
export function communityRepository(db: Database) {
  return {
    async countScenarios(list: ScenarioListKind, search: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(scenarios)
        .where(scenarioFilter(list, search));
      return row?.n ?? 0;
    },
    /** One page of cards, in title order, its ids read from the list's index first. */
    listScenarios(
      list: ScenarioListKind,
      search: string,
      limit: number,
      offset: number,
    ): Promise<ScenarioCardRow[]> {
      return pageByKey(db, scenarios, scenarios.id, scenarioCard, {
        where: scenarioFilter(list, search),
        order: [asc(scenarios.title), asc(scenarios.id)],
        limit,
        offset,
      });
    },
    async findScenario(key: string): Promise<ScenarioRow | null> {
      const where = UUID.test(key) ? eq(scenarios.id, key) : eq(scenarios.slug, key.toLowerCase());
      const [row] = await db.select().from(scenarios).where(where).limit(1);
      return row ?? null;
    },
    async createScenario(values: ScenarioValues, author: string): Promise<ScenarioRow> {
      for (const slug of slugCandidates(slugify(values.title, 'scenario'))) {
        const [row] = await db
          .insert(scenarios)
          .values({ ...values, slug, author })
          .onConflictDoNothing({ target: scenarios.slug })
          .returning();
        if (row) return row;
      }
      throw new Error('unreachable: slug candidates never end');
    },
    /** Saves a scenario; unpublishing it clears its review ({@link saveUnderReview}). */
    updateScenario: saveUnderReview(db, scenarios, (values: ScenarioValues) => values.public),
    removeScenario: (id: string): Promise<boolean> => removeById(db, scenarios, id),
    /**
     * A moderator approves, disapproves or sends a scenario back to draft (or toggles, for the
     * first calls), and the moderation log says so, together ({@link applyReview}): an action
     * already done changes nothing; it bumps the version and checks `expected` like a save.
     */
    async setScenarioReview(
      id: string,
      change: ReviewChange,
      by: ModerationBy,
      expected: number | null,
    ): Promise<Reviewed<ScenarioRow> | null> {
      return db.transaction((tx) => applyReview(tx, REVIEWED_SCENARIOS, id, change, by, expected));
    },

    listPages(list: PageListKind): Promise<PageCardRow[]> {
      return db
        .select(pageCard)
        .from(pages)
        .where(pageFilter(list))
        .orderBy(asc(pages.title), asc(pages.id))
        .limit(1000);
    },
    findPage: (id: string): Promise<PageRow | null> => findById(db, pages, id),
    createPage: (values: PageValues, author: string, reviewed: boolean): Promise<PageRow> =>
      insertOne(db, pages, { ...values, author, reviewed }),
    /** Saves a page ({@link saveUnderReview}: a page has no publishing of its own to lose). */
    updatePage: saveUnderReview<typeof pages, PageValues>(db, pages, () => true),
    removePage: (id: string): Promise<boolean> => removeById(db, pages, id),
    /**
     * A moderator approves or disapproves a page (or toggles, for the first calls), as
     * {@link setScenarioReview} does a scenario.
     */
    async setPageReview(
      id: string,
      change: Exclude<ReviewChange, 'banish'>,
      by: ModerationBy,
      expected: number | null,
    ): Promise<Reviewed<PageRow> | null> {
      return db.transaction((tx) => applyReview(tx, REVIEWED_PAGES, id, change, by, expected));
    },
  };
}
export type CommunityRepository = ReturnType<typeof communityRepository>;
