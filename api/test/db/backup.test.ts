/**
 * `npm run backup` and `npm run restore` (src/db/backup.ts, src/db/restore.ts): a site with
 * content in every table is backed up and restored into the other kind of database (PostgreSQL
 * when the run has TEST_DATABASE_URL: PostgreSQL -> PGlite -> PostgreSQL; on the PGlite run
 * PGlite -> PGlite), and every table is compared row by row.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase, resultRows, type Database } from '../../src/db/client.js';
import { BackupFileError } from '../../src/db/backup-format.js';
import { backupDatabase, listTables, quoteIdent, type CatalogTable } from '../../src/db/backup.js';
import { SHARE_PATH, readShareCode } from '../../src/db/demo-rosters.js';
import { RestoreRefusedError, restoreBackup } from '../../src/db/restore.js';
import { throwawayDatabase, type ThrowawayDatabase } from '../helpers/throwaway-database.js';
import { attemptLogIn, callsOf, logInAdmin, signUp, useTestApp } from '../helpers/test-app.js';
import type { TestUser } from '../helpers/test-app.js';

/** Every row of every table, as canonical JSON text, in primary-key order. */
async function rowsOf(db: Database, tables: CatalogTable[]): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    await tx.execute(sql`SET LOCAL bytea_output = 'hex'`);
    const all: Record<string, string[]> = {};
    for (const table of tables) {
      const order = table.primaryKey.map(quoteIdent).join(', ');
      const rows = resultRows<{ row: string }>(
        await tx.execute(
          sql.raw(
            `SELECT to_jsonb(t)::text AS "row" FROM ${quoteIdent(table.name)} t ORDER BY ${order}`,
          ),
        ),
      );
      all[table.name] = rows.map((row) => row.row);
    }
    return all;
  });
}

/** The rows of the database `target` names (opened, read and closed). */
async function rowsAt(
  target: { databaseUrl: string | null; dataDir: string | null },
  tables: CatalogTable[],
): Promise<Record<string, string[]>> {
  const database = await openDatabase({ ...target, poolSize: 1 });
  try {
    return await rowsOf(database.db, tables);
  } finally {
    await database.close();
  }
}

describe('backup and restore', () => {
  const t = useTestApp({ SEED_DEMO: 'true' });
  const { get, post, call } = callsOf(t);
  const postgres = process.env.TEST_DATABASE_URL;
  let work: string;
  let file: string;
  let tables: CatalogTable[];
  let source: Record<string, string[]>;
  /** The PGlite data directory restored into (the other kind on the PostgreSQL run). */
  let pgliteDir: string;
  const made: ThrowawayDatabase[] = [];

  /** Content in every table: the demo content, then what users and moderators leave behind. */
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'muster-backup-'));
    file = path.join(work, 'site.backup.gz');
    pgliteDir = path.join(work, 'pglite');
    const admin = await logInAdmin(t.app);
    // A role change: the moderation log.
    await signUp(t.app, { roles: ['publisher'] });
    const player: TestUser = await signUp(t.app);
    const leaver = await signUp(t.app);
    await post(leaver, '/api/users/delete', { password: 'correct horse battery' });
    await post(admin, `/api/users/resetlink/${player.username}`);
    await get(admin, '/api/users/generateRegistrationKey?note=for%20a%20friend');
    await attemptLogIn(t.app, player.username, 'wrong password');
    const [faction] = await get<{ _id: string }[]>(null, '/api/factions?public=true&limit=1');
    await post(player, `/api/factions/like/${faction?._id}`);
    // A demo battle report's roster: kept in the player's account and verified.
    const reports = await get<{ _id: string }[]>(null, '/api/pages/list/batrep');
    const pages = await Promise.all(
      reports.map((page) => get<{ markdown: string }>(null, `/api/pages/${page._id}`)),
    );
    const code = pages
      .map((page) =>
        new RegExp(`${SHARE_PATH.replace('#', '\\#')}([A-Za-z0-9_-]+)`).exec(page.markdown),
      )
      .find(Boolean)?.[1];
    if (!code) throw new Error('no demo roster link');
    const saved = await call(player, 'POST', '/api/rosters/mine/roster_demo_1', {
      created: 1_700_000_000_000,
      baseRevision: 0,
      changedAt: new Date().toISOString(),
      file: readShareCode(code) as Record<string, unknown>,
    });
    expect(saved.statusCode).toBe(200);
    const verified = await call(null, 'POST', '/api/rosters/verify', { link: code });
    expect(verified.statusCode).toBe(200);

    tables = await listTables(t.database.db);
    source = await rowsOf(t.database.db, tables);
  }, 180_000);

  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    for (const database of made) await database.drop();
  });

  it('has content in every table', () => {
    expect(tables.length).toBeGreaterThanOrEqual(21);
    expect(tables.filter((table) => source[table.name]?.length === 0).map((x) => x.name)).toEqual(
      [],
    );
    // Parents come before the tables that reference them.
    const order = tables.map((table) => table.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));
    expect(order.indexOf('factions')).toBeLessThan(order.indexOf('units'));
  });

  it('restores a backup row for row into the other kind of database, and back', async () => {
    const { header, rows } = await backupDatabase(t.database.db, t.database.kind, file);
    expect(header).toMatchObject({ format: 'muster-backup', version: 1, source: t.database.kind });
    expect(rows.images).toBe(source.images?.length);

    // The other kind: PGlite from PostgreSQL; PGlite again on the PGlite run.
    const restored = await restoreBackup(file, { databaseUrl: null, dataDir: pgliteDir });
    expect(restored.rows).toEqual(rows);
    expect(await rowsAt({ databaseUrl: null, dataDir: pgliteDir }, tables)).toEqual(source);

    if (!postgres) return;
    // And from PGlite into PostgreSQL.
    const fromPglite = path.join(work, 'from-pglite.backup.gz');
    const pglite = await openDatabase({ databaseUrl: null, dataDir: pgliteDir, poolSize: 1 });
    try {
      await backupDatabase(pglite.db, pglite.kind, fromPglite);
    } finally {
      await pglite.close();
    }
    const target = await throwawayDatabase(postgres, 'muster_backup');
    made.push(target);
    await restoreBackup(fromPglite, { databaseUrl: target.url, dataDir: null });
    expect(await rowsAt({ databaseUrl: target.url, dataDir: null }, tables)).toEqual(source);
  });

  it('refuses a database holding content unless forced, then replaces it', async () => {
    const target = { databaseUrl: null, dataDir: pgliteDir };
    const database = await openDatabase({ ...target, poolSize: 1 });
    await database.db.execute(sql`DELETE FROM likes`);
    await database.db.execute(sql`INSERT INTO settings (key, value) VALUES ('stray', 'x')`);
    await database.close();

    await expect(restoreBackup(file, target)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(file, target)).rejects.toThrow(/already holds content.*--force/);
    await restoreBackup(file, { ...target, force: true });
    expect(await rowsAt(target, tables)).toEqual(source);
  });

  it('refuses a missing, damaged, cut-off, edited or newer file before touching the database', async () => {
    const fresh = { databaseUrl: null, dataDir: path.join(work, 'untouched') };
    const whole = readFileSync(file);
    const lines = gunzipSync(whole).toString('utf8').split('\n');
    // A row edited (the administrator's name), the file compressed again: whole, but not as written.
    const admin = lines.findIndex((line) => line.includes('"username":"admin"'));
    const edited = lines.map((line, index) =>
      index === admin ? line.replace('"username":"admin"', '"username":"admim"') : line,
    );
    const variants: [string, Buffer, RegExp, new (message: string) => Error][] = [
      ['text.gz', Buffer.from('not a backup'), /not a readable Muster backup/, BackupFileError],
      [
        'cut.gz',
        whole.subarray(0, whole.length / 2),
        /not a readable Muster backup/,
        BackupFileError,
      ],
      ['other.gz', gzipSync('{"format":"other"}\n'), /not a Muster backup/, BackupFileError],
      ['no-end.gz', gzipSync(lines.slice(0, -2).join('\n')), /cut off/, BackupFileError],
      [
        'bad-row.gz',
        gzipSync([...lines.slice(0, 3), '{"row": [1', ...lines.slice(3)].join('\n')),
        /damaged: line 4 is not JSON/,
        BackupFileError,
      ],
      [
        'edited.gz',
        gzipSync(edited.join('\n')),
        /edited\.gz does not match its SHA-256: its content was changed after it was written \(the file says [0-9a-f]{64}, its content hashes to [0-9a-f]{64}\)/,
        BackupFileError,
      ],
      [
        'newer.gz',
        gzipSync(
          [lines[0]?.replace(/"schema":"[^"]*"/, '"schema":"9999_future"'), ...lines.slice(1)].join(
            '\n',
          ),
        ),
        /newer Muster \(schema 9999_future\).*Upgrade Muster first/,
        RestoreRefusedError,
      ],
    ];
    await expect(restoreBackup(path.join(work, 'missing.gz'), fresh)).rejects.toThrow(
      /No backup file at/,
    );
    for (const [name, content, message, kind] of variants) {
      const damaged = path.join(work, name);
      writeFileSync(damaged, content);
      const attempt = restoreBackup(damaged, fresh);
      await expect(attempt).rejects.toThrow(message);
      await expect(attempt).rejects.toBeInstanceOf(kind);
    }
    expect(admin).toBeGreaterThan(0);
    expect(existsSync(fresh.dataDir)).toBe(false);
  });
});
