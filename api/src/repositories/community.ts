import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { pages, scenarios } from '../db/schema.js';
import { slugCandidates, slugify } from './slugs.js';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function scenarioFilter(list: ScenarioListKind, search: string): SQL | undefined {
  const filters: SQL[] = [];
  if (list.kind === 'listed') filters.push(sql`${scenarios.public} AND ${scenarios.reviewed}`);
  if (list.kind === 'queue') filters.push(sql`${scenarios.public} AND NOT ${scenarios.reviewed}`);
  if (list.kind === 'mine') filters.push(sql`lower(${scenarios.author}) = lower(${list.username})`);
  if (search) filters.push(sql`lower(${scenarios.title}) LIKE ${search}`);
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
    listScenarios(
      list: ScenarioListKind,
      search: string,
      limit: number,
      offset: number,
    ): Promise<ScenarioCardRow[]> {
      return db
        .select(scenarioCard)
        .from(scenarios)
        .where(scenarioFilter(list, search))
        .orderBy(asc(scenarios.title), asc(scenarios.id))
        .limit(limit)
        .offset(offset);
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
    async updateScenario(id: string, values: ScenarioValues): Promise<ScenarioRow | null> {
      const [row] = await db
        .update(scenarios)
        .set({ ...values, reviewed: values.public ? scenarios.reviewed : sql`false` })
        .where(eq(scenarios.id, id))
        .returning();
      return row ?? null;
    },
    async removeScenario(id: string): Promise<boolean> {
      return (
        (await db.delete(scenarios).where(eq(scenarios.id, id)).returning({ id: scenarios.id }))
          .length > 0
      );
    },
    async toggleScenarioReview(id: string): Promise<ScenarioRow | null> {
      const [row] = await db
        .update(scenarios)
        .set({ reviewed: sql`NOT ${scenarios.reviewed}` })
        .where(eq(scenarios.id, id))
        .returning();
      return row ?? null;
    },

    listPages(list: PageListKind): Promise<PageCardRow[]> {
      return db
        .select(pageCard)
        .from(pages)
        .where(pageFilter(list))
        .orderBy(asc(pages.title), asc(pages.id))
        .limit(1000);
    },
    async findPage(id: string): Promise<PageRow | null> {
      const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
      return row ?? null;
    },
    async createPage(values: PageValues, author: string, reviewed: boolean): Promise<PageRow> {
      const [row] = await db
        .insert(pages)
        .values({ ...values, author, reviewed })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async updatePage(id: string, values: PageValues): Promise<PageRow | null> {
      const [row] = await db.update(pages).set(values).where(eq(pages.id, id)).returning();
      return row ?? null;
    },
    async removePage(id: string): Promise<boolean> {
      return (
        (await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id })).length > 0
      );
    },
    async togglePageReview(id: string): Promise<PageRow | null> {
      const [row] = await db
        .update(pages)
        .set({ reviewed: sql`NOT ${pages.reviewed}` })
        .where(eq(pages.id, id))
        .returning();
      return row ?? null;
    },
  };
}
export type CommunityRepository = ReturnType<typeof communityRepository>;
