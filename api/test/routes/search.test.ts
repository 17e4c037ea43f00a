/**
 * Substring search of factions, scenarios and users (on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL): the trigram indexes of migrations 0003 and 0004 exist and can serve the search, and
 * the answers are the same as a scan's (case-insensitive, `%`, `_` and `\` taken literally,
 * searches shorter than a trigram included). Scenario pages read their ids first (pageByKey) and
 * keep the order and content of plain OFFSET paging.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { publishUnversioned } from '../../src/repositories/faction-versions.js';
import { body, logInAdmin, signUp, type TestUser, useTestApp } from '../helpers/test-app.js';

interface Card {
  title: string;
}

const TITLES = [
  '100% Iron',
  '100 Percent Iron',
  'Under_Score Host',
  'UnderXScore Host',
  'Back\\slash Band',
  'MiXeD CaSe Wardens',
  'Éclair Guard',
];

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('search', () => {
  const t = useTestApp({ READ_CACHE_MS: '0' });
  let author: TestUser;

  const titles = async (url: string, user?: TestUser) =>
    body<Card[]>(await t.app.inject({ url, headers: user?.headers ?? {} })).map(
      (card) => card.title,
    );
  const search = (list: string, text: string) =>
    `${list}&limit=100&page=1&search=${encodeURIComponent(text)}`;

  beforeAll(async () => {
    author = await signUp(t.app, { roles: ['publisher'] });
    const db = t.database.db;
    for (const [i, title] of TITLES.entries()) {
      await db.execute(sql`
        INSERT INTO factions (slug, title, public, reviewed, author)
          VALUES (${`search-faction-${i}`}, ${title}, true, true, ${author.username});
        `);
      await db.execute(sql`
        INSERT INTO scenarios (slug, title, public, reviewed, author)
          VALUES (${`search-scenario-${i}`}, ${title}, true, true, ${author.username});
        `);
    }
    // A draft, which the public list's search never shows.
    await db.execute(sql`
      INSERT INTO factions (slug, title, public, reviewed, author)
        VALUES ('search-draft', 'Iron Draft', false, false, ${author.username})`);
    // The approved factions are listed as their version 1, the version the public reads.
    await publishUnversioned(db);
  });

  it('has the trigram indexes, and the planner can serve a substring search with them', async () => {
    const indexes = await rows<{ indexname: string }>(
      t.database.db,
      sql`SELECT indexname FROM pg_indexes WHERE right(indexname, 5) = '_trgm' ORDER BY indexname`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual([
      'factions_listed_title_trgm',
      'factions_title_trgm',
      'scenarios_title_trgm',
      'users_display_trgm',
      'users_username_trgm',
    ]);
    // A table this small is scanned; with scans priced out, the trigram index must be usable.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT id FROM factions WHERE lower(title) LIKE lower(${'%IRON%'})`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('factions_title_trgm');
    // The public list searches the titles of the versions it shows, not the working copies'.
    const listedPlan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT id FROM factions WHERE lower(listed_title) LIKE lower(${'%IRON%'})`,
      );
    });
    expect(listedPlan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'factions_listed_title_trgm',
    );
  });

  it.each([
    ['/api/factions?public=true', 'faction'],
    ['/api/scenarios?public=true', 'scenario'],
  ])('finds substrings in %s case-insensitively, wildcards taken literally', async (list) => {
    expect((await titles(search(list, 'IRON'))).sort()).toEqual(['100 Percent Iron', '100% Iron']);
    expect(await titles(search(list, 'mixed case'))).toEqual(['MiXeD CaSe Wardens']);
    // Beyond ASCII the search and the title are lower-cased alike, by the database.
    expect(await titles(search(list, 'ÉCLAIR'))).toEqual(['Éclair Guard']);
    expect(await titles(search(list, 'Éclair g'))).toEqual(['Éclair Guard']);
    expect(await titles(search(list, '0%'))).toEqual(['100% Iron']);
    expect(await titles(search(list, '%'))).toEqual(['100% Iron']);
    expect(await titles(search(list, 'r_s'))).toEqual(['Under_Score Host']);
    expect(await titles(search(list, '_'))).toEqual(['Under_Score Host']);
    expect(await titles(search(list, 'k\\s'))).toEqual(['Back\\slash Band']);
    // Shorter than a trigram: no index helps, the answer is the same.
    expect(await titles(search(list, 'xs'))).toEqual(['UnderXScore Host']);
    expect(await titles(search(list, 'nothing like it'))).toEqual([]);
    expect(body<number>(await t.app.inject(`${list}&count=true&search=HOST`))).toBe(2);
  });

  it('searches my factions too, drafts included', async () => {
    const mine = await titles(search('/api/factions/myfactions?foo=bar', 'iron'), author);
    expect(mine.sort()).toEqual(['100 Percent Iron', '100% Iron', 'Iron Draft']);
  });

  it('finds users by a substring of their username or display name', async () => {
    const admin = await logInAdmin(t.app);
    const found = body<{ count: number; users: { username: string }[] }>(
      await t.app.inject({
        url: `/api/users?search=${encodeURIComponent(author.username.slice(2).toUpperCase())}`,
        headers: admin.headers,
      }),
    );
    expect(found.users.map((user) => user.username)).toEqual([author.username]);
  });

  it('pages scenarios in title order, the same rows as OFFSET paging', async () => {
    await t.database.db.execute(sql`
      INSERT INTO scenarios (slug, title, public, reviewed, author)
        SELECT 'paged-' || n, 'Paged ' || lpad(n::text, 3, '0'), n % 4 <> 0, n % 4 <> 0,
          ${author.username}
        FROM generate_series(1, 240) AS n`);
    const expected = await rows<{ title: string }>(
      t.database.db,
      sql`SELECT title FROM scenarios WHERE public AND reviewed ORDER BY title, id`,
    );
    const pages = [];
    for (const page of [1, 2]) {
      pages.push(...(await titles(`/api/scenarios?public=true&limit=100&page=${page}`)));
    }
    expect(expected).toHaveLength(TITLES.length + 180);
    expect(pages).toEqual(expected.map((row) => row.title));
    const last = await titles('/api/scenarios?public=true&limit=100&page=99');
    expect(last).toEqual(expected.slice(100).map((row) => row.title));
  });
});
