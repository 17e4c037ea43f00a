/**
 * Upgrades that never strand data. A database made by the first release (the fixture
 * fixtures/schema-0000, migration 0000_init with content) opens with the current code, on PGlite
 * and on PostgreSQL: the moderation migration adds the review notes ('' for existing content) and
 * the moderation log, the hardening one a version (1 for existing content), the abuse counters and
 * the images' touch time, the search one the pg_trgm extension and its trigram indexes, the roster
 * rules one no rules and no keywords (also in the versions kept before it). A migration that fails
 * leaves the database as it was and is named in the error; instances starting together on an
 * empty PostgreSQL database migrate it once.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import {
  MIGRATIONS_FOLDER,
  defaultPostgresUser,
  openDatabase,
  resultRows,
  type Database,
  type DatabaseHandle,
} from '../../src/db/client.js';
import { MigrationError, readJournal } from '../../src/db/migrations.js';
import { describeOnPglite } from '../helpers/on-pglite.js';
import { throwawayDatabase, type ThrowawayDatabase } from '../helpers/throwaway-database.js';
import { factionsRepository } from '../../src/repositories/factions.js';
import { publishUnversioned } from '../../src/repositories/faction-versions.js';
import { containsPattern } from '../../src/services/paging.js';

/** The first release's database: its schema, drizzle's record of 0000_init, and its rows. */
const FIXTURE = gunzipSync(
  readFileSync(new URL('../fixtures/schema-0000/schema-0000.sql.gz', import.meta.url)),
).toString('utf8');

const JOURNAL = readJournal(MIGRATIONS_FOLDER);

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** `describe` for tests of PostgreSQL itself: run only in the suite's PostgreSQL run. */
const describeOnPostgres = TEST_DATABASE_URL ? describe : describe.skip;

/** The migrations folder followed by one that fails half-way (its first statement succeeds). */
function withBrokenMigration(into: string): string {
  const folder = path.join(into, 'drizzle-broken');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  writeFileSync(
    path.join(folder, '9999_broken.sql'),
    'CREATE TABLE "broken_probe" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "factions" ADD COLUMN "title" text;\n',
  );
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: object[] };
  const last = JOURNAL.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, tag: '9999_broken', when: last.when + 1 });
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** One row of a query on an open database. */
async function one<T>(db: Database, query: string): Promise<T> {
  return resultRows<T>(await db.execute(query))[0] as T;
}

/** What the first release's database holds, read by SQL: nothing may be lost on the way. */
const FIXTURE_STATE = `SELECT
  (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations,
  (SELECT count(*)::int FROM users) AS users,
  (SELECT count(*)::int FROM factions) AS factions,
  (SELECT count(*)::int FROM likes) AS likes,
  (SELECT to_regclass('public.broken_probe') IS NOT NULL) AS probe,
  (SELECT to_regclass('public.moderation_log') IS NOT NULL) AS "moderationLog"`;

/** The state the fixture is in, and stays in when an upgrade fails. */
const AS_MADE = {
  migrations: 1,
  users: 2,
  factions: 2,
  likes: 1,
  probe: false,
  moderationLog: false,
};

/** Checks the first release's content through the current code's API, on an upgraded database. */
async function expectUpgraded(database: DatabaseHandle): Promise<void> {
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'admin-password-for-tests',
      SEED_DEMO: 'false',
    }),
    { database },
  );
  try {
    // An approved faction from before versions is listed as its version 1.
    const faction = (await app.inject('/api/factions/old-wardens')).json();
    expect(faction).toMatchObject({
      title: 'Old Wardens',
      reviewed: true,
      reviewNote: '',
      factionVersion: 1,
      latestVersion: 1,
    });
    const kept = await app.inject(`/api/factions/old-wardens/versions/1`);
    // Kept before roster rules and keywords existed: it reads none of either.
    expect(faction).toMatchObject({ rosterRules: [] });
    expect(kept.json()).toMatchObject({
      number: 1,
      faction: { title: 'Old Wardens', rosterRules: [] },
      units: [{ unitName: 'Old Guard', keywords: [] }],
    });
    const scenario = (await app.inject('/api/scenarios/old-bridge')).json();
    expect(scenario).toMatchObject({ title: 'Old Bridge', reviewed: true, reviewNote: '' });
    const pages = (await app.inject('/api/pages/list/terrain')).json() as { title: string }[];
    expect(pages.map((page) => page.title)).toEqual(['Old Ruins']);
    expect(await one(database.db, 'SELECT count(*)::int AS n FROM moderation_log')).toEqual({
      n: 0,
    });
    const versions = await database.db.execute(
      `SELECT (SELECT version FROM factions WHERE slug = 'old-wardens') AS faction,
              (SELECT version FROM scenarios WHERE slug = 'old-bridge') AS scenario,
              (SELECT version FROM pages WHERE title = 'Old Ruins') AS page,
              (SELECT count(*)::int FROM throttle_counters) AS counters`,
    );
    expect((versions as unknown as { rows: unknown[] }).rows[0]).toEqual({
      faction: 1,
      scenario: 1,
      page: 1,
      counters: 0,
    });
    const search = (await app.inject('/api/factions?public=true&search=WARDEN')).json() as {
      title: string;
    }[];
    expect(search.map((card) => card.title)).toEqual(['Old Wardens']);
    const trigrams = await database.db.execute(
      `SELECT count(*)::int AS n FROM pg_indexes WHERE right(indexname, 5) = '_trgm'`,
    );
    expect((trigrams as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(5);
    // Every migration recorded once, and the instance ready.
    expect(
      await one(
        database.db,
        'SELECT count(*)::int AS n, count(DISTINCT created_at)::int AS distinct FROM drizzle.__drizzle_migrations',
      ),
    ).toEqual({ n: JOURNAL.length, distinct: JOURNAL.length });
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
    // An account of the first release signs in (its sessions table came later), and keeps its like.
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'old-member', password: 'old member password' },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ token: string }>();
    const headers = { authorization: `Bearer ${token}` };
    const draft = await app.inject({ url: '/api/factions/old-draft', headers });
    // Its author still reads the draft, and so does a visitor with its link.
    expect([draft.statusCode, draft.json<{ title: string }>().title]).toEqual([200, 'Old Draft']);
    const byLink = await app.inject('/api/factions/old-draft');
    expect([byLink.statusCode, byLink.json<{ title: string }>().title]).toEqual([200, 'Old Draft']);
    expect((await app.inject('/api/factions/old-wardens')).json()).toMatchObject({ likes: 1 });
  } finally {
    await app.close();
  }
}

/** A migration that fails: named in the error, and the database as it was, still at 0000. */
async function expectBrokenUpgradeRefused(open: () => Promise<DatabaseHandle>) {
  const failure = await open().then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(MigrationError);
  expect((failure as MigrationError).tag).toBe('9999_broken');
  expect((failure as Error).message).toMatch(
    /^Migration 9999_broken failed: column "title" of relation "factions" already exists\. No pending migration was applied; the database is as it was\.$/,
  );
}

describeOnPglite('migrations on PGlite', () => {
  let work: string;

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'muster-migrate-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  // In order: the failed upgrade first, then the upgrade of the same data directory.
  const dataDir = () => path.join(work, 'data');

  it('refuses an upgrade whose migration fails, naming it, and leaves the data directory as it was', async () => {
    const old = new PGlite(dataDir());
    await old.exec(FIXTURE);
    await old.close();
    const broken = withBrokenMigration(work);
    await expectBrokenUpgradeRefused(() =>
      openDatabase({ databaseUrl: null, dataDir: dataDir(), migrationsFolder: broken }),
    );
    const after = new PGlite(dataDir());
    try {
      expect(await one(drizzle({ client: after }) as unknown as Database, FIXTURE_STATE)).toEqual(
        AS_MADE,
      );
    } finally {
      await after.close();
    }
  });

  it("upgrades the first release's data directory, keeping its content", async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: dataDir() });
    try {
      await expectUpgraded(database);
    } finally {
      await database.close();
    }
  });

  it('migrates where pg_trgm cannot be created: no trigram indexes, and searches still answer', async () => {
    const client = new PGlite(); // no extensions loaded: CREATE EXTENSION pg_trgm fails
    await client.waitReady;
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await client.exec(`
        INSERT INTO factions (slug, title, public, reviewed, author)
          VALUES ('old-wardens', 'Old Wardens', true, true, 'admin');
      `);
      await publishUnversioned(db as unknown as Database);
      const trigrams = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_indexes WHERE right(indexname, 5) = '_trgm'`,
      );
      expect(trigrams.rows[0]?.n).toBe(0);
      const found = await factionsRepository(db as unknown as Database).list(
        { kind: 'listed' },
        containsPattern('WARDEN'),
        100,
        0,
      );
      expect(found.map((card) => card.title)).toEqual(['Old Wardens']);
    } finally {
      await client.close();
    }
  });
});

describeOnPostgres('migrations on PostgreSQL', () => {
  const url = TEST_DATABASE_URL as string;
  let work: string;
  let old: ThrowawayDatabase;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'muster-migrate-'));
    defaultPostgresUser();
    old = await throwawayDatabase(url, 'muster_old');
    const client = new pg.Client({ connectionString: old.url });
    await client.connect();
    try {
      await client.query(FIXTURE);
    } finally {
      await client.end();
    }
  });
  afterAll(async () => {
    await old?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  // In order: the failed upgrade first, then the upgrade of the same database.
  it('refuses an upgrade whose migration fails, naming it, and leaves the database as it was', async () => {
    await expectBrokenUpgradeRefused(() =>
      openDatabase({
        databaseUrl: old.url,
        dataDir: null,
        poolSize: 1,
        migrationsFolder: withBrokenMigration(work),
      }),
    );
    const client = new pg.Client({ connectionString: old.url });
    await client.connect();
    try {
      expect((await client.query(FIXTURE_STATE)).rows[0]).toEqual(AS_MADE);
    } finally {
      await client.end();
    }
  });

  it("upgrades the first release's database, keeping its content", async () => {
    const database = await openDatabase({ databaseUrl: old.url, dataDir: null, poolSize: 2 });
    try {
      await expectUpgraded(database);
    } finally {
      await database.close();
    }
  });

  it('migrates an empty database once when two instances start on it together', async () => {
    const empty = await throwawayDatabase(url, 'muster_empty');
    const opened: DatabaseHandle[] = [];
    try {
      const both = await Promise.allSettled([
        openDatabase({ databaseUrl: empty.url, dataDir: null, poolSize: 2 }),
        openDatabase({ databaseUrl: empty.url, dataDir: null, poolSize: 2 }),
      ]);
      for (const result of both) if (result.status === 'fulfilled') opened.push(result.value);
      expect(both.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const [first, second] = opened as [DatabaseHandle, DatabaseHandle];
      const recorded = await one<{ n: number; tags: string[] }>(
        first.db,
        'SELECT count(*)::int AS n, array_agg(created_at::text ORDER BY created_at) AS tags FROM drizzle.__drizzle_migrations',
      );
      expect(recorded).toEqual({
        n: JOURNAL.length,
        tags: JOURNAL.map((entry) => String(entry.when)),
      });
      expect(await one(second.db, 'SELECT count(*)::int AS n FROM factions')).toEqual({ n: 0 });
    } finally {
      await Promise.all(opened.map((database) => database.close()));
      await empty.drop();
    }
  });
});
