/**
 * An existing site's database, created by the first migration, upgrades at the next start: the
 * moderation migration adds the review notes ('' for existing content) and the moderation log, the
 * hardening one a version (1 for existing content), the abuse counters and the images' touch time,
 * the search one the pg_trgm extension and its trigram indexes, the roster rules one no rules and
 * no keywords (also in the versions kept before it).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../src/db/client.js';
import { describeOnPglite } from '../helpers/on-pglite.js';
import { factionsRepository } from '../../src/repositories/factions.js';
import { publishUnversioned } from '../../src/repositories/faction-versions.js';
import { containsPattern } from '../../src/services/paging.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder holding only the first migration: the old release's. */
function firstMigrationOnly(into: string): string {
  const folder = path.join(into, 'drizzle');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  expect(journal.entries.map((entry) => entry.tag)).toEqual([
    '0000_init',
    '0001_moderation',
    '0002_hardening',
    '0003_search',
    '0004_faction_versions',
    '0005_invitation_notes',
    '0006_roster_rules',
    '0007_sessions',
    '0008_accounts',
  ]);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
  return folder;
}

describeOnPglite('migrations', () => {
  let work: string;

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'muster-migrate-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('upgrades an existing PGlite data directory made by the first migration, keeping its content', async () => {
    const dataDir = path.join(work, 'data');
    const old = new PGlite(dataDir);
    await old.waitReady;
    await migrate(drizzle({ client: old }), { migrationsFolder: firstMigrationOnly(work) });
    await old.exec(`
      INSERT INTO factions (slug, title, public, reviewed, author)
        VALUES ('old-wardens', 'Old Wardens', true, true, 'admin');
      INSERT INTO units (faction_id, unit_name)
        SELECT id, 'Old Guard' FROM factions WHERE slug = 'old-wardens';
      INSERT INTO scenarios (slug, title, public, reviewed, author)
        VALUES ('old-bridge', 'Old Bridge', true, true, 'admin');
      INSERT INTO pages (title, type, reviewed, author) VALUES ('Old Ruins', 'terrain', true, 'admin');
    `);
    await old.close();

    const database = await openDatabase({ databaseUrl: null, dataDir });
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
      const log = await database.db.execute('SELECT count(*)::int AS n FROM moderation_log');
      expect((log as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
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
    } finally {
      await app.close();
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
