/**
 * Restores a backup (backup-format.ts) into a database of either kind, whichever kind made it.
 * The file is read through once before the database is touched, so a damaged or cut-off file
 * changes nothing; then the rows go in in one transaction, so a failure leaves the database as it
 * was.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, openDatabase, resultRows, type Database } from './client.js';
import {
  knownMigrations,
  readBackup,
  type BackupHeader,
  type Migration,
  type TableLine,
} from './backup-format.js';
import { listTables, quoteIdent, schemaLevel, type CatalogTable } from './backup.js';

/** A restore that would lose data or cannot be done here: the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreOptions {
  /** The target, as openDatabase takes it: a PostgreSQL URL, or null for PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string | null;
  /** Replace the content of a database that has some. */
  force?: boolean;
}

/** Rows inserted per statement, and the most base64 text gathered for one (images). */
const BATCH_ROWS = 500;
const BATCH_CHARS = 16 * 1024 * 1024;

/**
 * A copy of `api/drizzle/` holding the migrations up to `level` only, so that an empty target is
 * first made exactly as the backed-up database was; the later migrations then run over the
 * restored rows as they would have over the original's (an upgrade, data migrations included).
 */
function migrationsUpTo(level: Migration, into: string): string {
  const folder = path.join(into, 'drizzle');
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = knownMigrations().filter((entry) => entry.idx <= level.idx);
  for (const entry of entries) {
    copyFileSync(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: entries.map((entry) => ({ ...entry, version: '7', breakpoints: true })),
    }),
  );
  return folder;
}

/** Rows per table of a database, for the tables holding any. */
async function nonEmptyTables(db: Database, tables: CatalogTable[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const [row] = resultRows<{ some: boolean }>(
      await db.execute(
        sql.raw(`SELECT EXISTS (SELECT 1 FROM ${quoteIdent(table.name)}) AS "some"`),
      ),
    );
    if (row?.some) found.push(table.name);
  }
  return found;
}

/** A column's value as the row's JSON gives it to jsonb_populate_recordset. */
function fromFile(table: TableLine, row: Record<string, unknown>): Record<string, unknown> {
  for (const column of table.bytea) {
    const value = row[column];
    // bytea's text input takes hex; the file holds base64.
    if (typeof value === 'string')
      row[column] = `\\x${Buffer.from(value, 'base64').toString('hex')}`;
  }
  return row;
}

/**
 * Restores `file` into the database `options` name: checks the file whole, brings an empty
 * target to the backup's schema level, refuses a target holding content unless `force`, puts
 * every row in in one transaction (emptying the target first when forced), sets sequences past
 * the restored rows, then applies the migrations newer than the backup. Answers the backup's
 * header and the rows restored per table.
 */
export async function restoreBackup(
  file: string,
  options: RestoreOptions,
): Promise<{ header: BackupHeader; rows: Record<string, number> }> {
  // First pass: the whole file is read and checked, touching no database; a file of a newer
  // Muster is refused on its header alone.
  const checked = await readBackup(file);
  const { header } = checked;
  const migrations = knownMigrations();
  const level = migrations.find((entry) => entry.tag === header.schema);
  if (!level) {
    await checked.close();
    throw new RestoreRefusedError(
      `${file} was made by a newer Muster (schema ${header.schema}); this one knows up to ` +
        `${migrations.at(-1)?.tag}. Upgrade Muster first, then restore.`,
    );
  }
  for await (const entry of checked.entries) void entry;
  const latest = level.idx === migrations.at(-1)?.idx;
  const work = latest ? null : mkdtempSync(path.join(tmpdir(), 'muster-restore-'));
  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    database = await openDatabase({
      ...options,
      poolSize: 1,
      migrationsFolder: work ? migrationsUpTo(level, work) : MIGRATIONS_FOLDER,
    });
    const { db } = database;
    const target = await schemaLevel(db);
    if (target && target.idx > level.idx) {
      throw new RestoreRefusedError(
        `The database is at schema ${target.tag}, newer than the backup's ${level.tag}: restore ` +
          'into a new, empty database (or DATA_DIR); Muster upgrades it after the restore.',
      );
    }
    const tables = await listTables(db);
    const byName = new Map(tables.map((table) => [table.name, table]));
    const filled = await nonEmptyTables(db, tables);
    if (filled.length > 0 && !options.force) {
      throw new RestoreRefusedError(
        `The database already holds content (${filled.join(', ')}). Restoring replaces all of ` +
          'it: run again with --force to do so, or restore into an empty database.',
      );
    }

    const rows = await db.transaction(async (tx) => {
      if (filled.length > 0) {
        await tx.execute(sql.raw(`TRUNCATE ${tables.map((t) => quoteIdent(t.name)).join(', ')}`));
      }
      let pending: { table: TableLine; rows: Record<string, unknown>[]; chars: number } | null =
        null;
      const flush = async () => {
        if (!pending?.rows.length) return;
        const columns = pending.table.columns.map(quoteIdent).join(', ');
        const name = quoteIdent(pending.table.table);
        await tx.execute(
          sql`${sql.raw(`INSERT INTO ${name} (${columns}) SELECT ${columns}`)}
              FROM jsonb_populate_recordset(NULL::${sql.raw(name)}, ${JSON.stringify(pending.rows)}::jsonb)`,
        );
        pending.rows = [];
        pending.chars = 0;
      };
      const { entries } = await readBackup(file);
      let restored: Record<string, number> = {};
      for await (const entry of entries) {
        if (entry.kind === 'table') {
          await flush();
          const target = byName.get(entry.table.table);
          const missing = entry.table.columns.find((column) => !target?.columns.includes(column));
          if (!target || missing !== undefined) {
            throw new RestoreRefusedError(
              `The database has no ${target ? `column ${entry.table.table}.${missing}` : `table ${entry.table.table}`}, ` +
                `which the backup holds: it does not match the backup's schema ${level.tag}.`,
            );
          }
          pending = { table: entry.table, rows: [], chars: 0 };
        } else if (entry.kind === 'row' && pending) {
          const row = fromFile(entry.table, entry.row);
          pending.rows.push(row);
          for (const column of entry.table.bytea) {
            const value = row[column];
            if (typeof value === 'string') pending.chars += value.length;
          }
          if (pending.rows.length >= BATCH_ROWS || pending.chars >= BATCH_CHARS) await flush();
        } else if (entry.kind === 'end') {
          await flush();
          restored = entry.rows;
        }
      }
      await resetSequences(tx);
      return restored;
    });
    await database.close();
    database = null;
    // The migrations newer than the backup, over the restored rows.
    if (work) await (await openDatabase({ ...options, poolSize: 1 })).close();
    return { header, rows };
  } finally {
    await database?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  }
}

/** Sets every sequence of the `public` tables' columns past the largest value restored. */
async function resetSequences(tx: Pick<Database, 'execute'>): Promise<void> {
  const serials = resultRows<{ table: string; column: string; sequence: string }>(
    await tx.execute(sql`
      SELECT c.relname AS "table", a.attname AS "column", s.sequence
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      CROSS JOIN LATERAL pg_get_serial_sequence(
        quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) AS s(sequence)
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND s.sequence IS NOT NULL`),
  );
  for (const { table, column, sequence } of serials) {
    await tx.execute(
      sql`SELECT setval(${sequence}::regclass,
        coalesce((SELECT max(${sql.raw(quoteIdent(column))}) FROM ${sql.raw(quoteIdent(table))}), 0) + 1,
        false)`,
    );
  }
}
