/**
 * Writes a backup of a whole database into one file (the format of backup-format.ts), read
 * through one consistent snapshot, so the site may keep serving (and writing) meanwhile: on
 * PostgreSQL a REPEATABLE READ, READ ONLY transaction sees the database as it was when it began;
 * PGlite has one connection, so its transaction is the only thing running while it reads.
 */
import type { Hash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { resultRows, type Database } from './client.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  contentHash,
  knownMigrations,
  lineText,
  type BackupHeader,
  type EndLine,
  type Migration,
  type TableLine,
} from './backup-format.js';

/** A table of the database as the catalog describes it. */
export interface CatalogTable {
  name: string;
  columns: string[];
  bytea: string[];
  primaryKey: string[];
}

/** `"name"`, quoted for SQL. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Executor = Pick<Database, 'execute'>;

/**
 * The tables of the `public` schema (drizzle keeps its own migration record in `drizzle`, which
 * the backup's header stands for), parents before the tables whose foreign keys name them, so
 * rows restore in that order. Read from the catalog rather than schema.ts, so whatever the
 * migrations made is backed up.
 */
export async function listTables(db: Executor): Promise<CatalogTable[]> {
  const columns = resultRows<{ table: string; column: string; type: string }>(
    await db.execute(sql`
      SELECT c.relname AS "table", a.attname AS "column", t.typname AS "type"
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      JOIN pg_type t ON t.oid = a.atttypid
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY c.relname, a.attnum`),
  );
  const keys = resultRows<{ table: string; column: string }>(
    await db.execute(sql`
      SELECT c.relname AS "table", a.attname AS "column"
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord) ON true
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE n.nspname = 'public' AND i.indisprimary
      ORDER BY c.relname, k.ord`),
  );
  const references = resultRows<{ child: string; parent: string }>(
    await db.execute(sql`
      SELECT child.relname AS child, parent.relname AS parent
      FROM pg_constraint f
      JOIN pg_class child ON child.oid = f.conrelid
      JOIN pg_class parent ON parent.oid = f.confrelid
      JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE f.contype = 'f' AND n.nspname = 'public'`),
  );
  const tables = new Map<string, CatalogTable>();
  for (const { table, column, type } of columns) {
    const entry = tables.get(table) ?? { name: table, columns: [], bytea: [], primaryKey: [] };
    entry.columns.push(column);
    if (type === 'bytea') entry.bytea.push(column);
    tables.set(table, entry);
  }
  for (const { table, column } of keys) tables.get(table)?.primaryKey.push(column);

  // Depth-first by name: each table after the tables it references (a table referencing itself
  // would need its rows ordered too; none does).
  const ordered: CatalogTable[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) {
      throw new Error(`Foreign keys form a cycle: ${[...path, name].join(' -> ')}`);
    }
    for (const { child, parent } of references) {
      if (child === name && parent !== name) visit(parent, [...path, name]);
    }
    placed.add(name);
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) visit(name, []);
  return ordered;
}

/**
 * The migration the database was last migrated by, from drizzle's record of them; throws when the
 * database was migrated by a newer release than this code (its last one is unknown here), and
 * answers null for a database never migrated.
 */
export async function schemaLevel(db: Executor): Promise<Migration | null> {
  const [found] = resultRows<{ table: string | null }>(
    await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS "table"`),
  );
  if (!found?.table) return null;
  const [last] = resultRows<{ when: string | null }>(
    await db.execute(sql`SELECT max(created_at)::text AS "when" FROM drizzle.__drizzle_migrations`),
  );
  if (!last?.when) return null;
  const when = Number(last.when);
  const migration = knownMigrations().find((entry) => entry.when === when);
  if (!migration) {
    throw new Error(
      'The database was migrated by a newer Muster than this one (its last migration is not in ' +
        'api/drizzle/): use that release.',
    );
  }
  return migration;
}

/** Rows fetched at a time: few for tables holding images (up to IMAGE_MAX_BYTES each). */
const BATCH = 500;
const BATCH_WITH_BYTES = 10;

/** Writes a line to the stream, waiting when it is full, and adds it to the content's hash. */
async function writeLine(out: NodeJS.WritableStream, hash: Hash, value: unknown): Promise<void> {
  const text = lineText(value);
  hash.update(text);
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Backs the whole database up into `file` and answers the header written and each table's row
 * count. The file is written under a temporary name and renamed at the end, so `file` is never a
 * partial backup, and an earlier backup of that name is replaced only by a complete one.
 */
export async function backupDatabase(
  db: Database,
  kind: BackupHeader['source'],
  file: string,
): Promise<{ header: BackupHeader; rows: Record<string, number> }> {
  const draft = `${file}.partial-${process.pid}`;
  const gzip = createGzip();
  const output = createWriteStream(draft);
  const piped = gzip.pipe(output);
  const finished = once(piped, 'finish');
  finished.catch(() => undefined); // awaited below; a failure before then is reported there
  // A write error (disk full, no such folder) surfaces here rather than as an unhandled event,
  // and ends a wait for the compressor to drain.
  let failure: unknown = null;
  output.on('error', (error) => {
    failure = error;
    gzip.destroy(error);
  });
  gzip.on('error', (error) => {
    failure ??= error;
  });
  try {
    const result = await db.transaction(
      async (tx) => {
        // A fixed rendering of values, whatever the server's defaults: timestamps in UTC, bytea
        // as hex (turned into base64 below), floats exactly.
        await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
        await tx.execute(sql`SET LOCAL bytea_output = 'hex'`);
        await tx.execute(sql`SET LOCAL extra_float_digits = 1`);
        const level = await schemaLevel(tx);
        if (!level) throw new Error('The database has never been migrated: nothing to back up');
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          schema: level.tag,
          createdAt: new Date().toISOString(),
          source: kind,
        };
        const hash = contentHash();
        await writeLine(gzip, hash, header);
        const rows: Record<string, number> = {};
        for (const table of await listTables(tx)) {
          const line: TableLine = {
            table: table.name,
            columns: table.columns,
            bytea: table.bytea,
          };
          await writeLine(gzip, hash, line);
          rows[table.name] = await copyRows(tx, table, gzip, hash);
          if (failure) throw failure;
        }
        const end: EndLine = { end: true, rows, sha256: hash.digest('hex') };
        await writeLine(gzip, contentHash(), end);
        return { header, rows };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await finished;
    if (failure) throw failure;
    renameSync(draft, file);
    return result;
  } catch (error) {
    gzip.destroy();
    output.destroy();
    rmSync(draft, { force: true });
    throw failure ?? error;
  }
}

/** Writes a table's rows in primary-key order through a cursor; answers how many. */
async function copyRows(
  tx: Executor,
  table: CatalogTable,
  out: NodeJS.WritableStream,
  hash: Hash,
): Promise<number> {
  const order = (table.primaryKey.length ? table.primaryKey : table.columns)
    .map(quoteIdent)
    .join(', ');
  await tx.execute(
    sql.raw(
      `DECLARE muster_backup NO SCROLL CURSOR FOR ` +
        `SELECT to_jsonb(t) AS "row" FROM ${quoteIdent(table.name)} t ORDER BY ${order}`,
    ),
  );
  const batch = table.bytea.length ? BATCH_WITH_BYTES : BATCH;
  let count = 0;
  for (;;) {
    const rows = resultRows<{ row: Record<string, unknown> | string }>(
      await tx.execute(sql.raw(`FETCH ${batch} FROM muster_backup`)),
    );
    for (const { row: value } of rows) {
      // node-postgres parses jsonb; PGlite does too, but a text answer is handled alike.
      const row =
        typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
      for (const column of table.bytea) {
        const hex = row[column];
        if (typeof hex === 'string')
          row[column] = Buffer.from(hex.slice(2), 'hex').toString('base64');
      }
      await writeLine(out, hash, { row });
    }
    count += rows.length;
    if (rows.length < batch) break;
  }
  await tx.execute(sql.raw('CLOSE muster_backup'));
  return count;
}
