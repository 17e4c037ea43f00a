import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client.js';

/** One migration of a folder's journal (`meta/_journal.json`), as drizzle-kit writes it. */
export interface JournalEntry {
  idx: number;
  tag: string;
  /** When it was generated, in ms: drizzle records it as the migration's `created_at`. */
  when: number;
}

/** The migrations of a folder, in the order they apply. */
export function readJournal(migrationsFolder: string): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * The `created_at` of the last migration drizzle recorded in its table (`drizzle.__drizzle_migrations`,
 * where its migrators keep them), or null for a database none was applied to. Throws when the
 * database does not answer.
 */
export async function lastAppliedMigration(db: Database): Promise<number | null> {
  try {
    const result = await db.execute(
      sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
    );
    const last = (result as unknown as { rows: { last: string | null }[] }).rows[0]?.last;
    return last ? Number(last) : null;
  } catch (error) {
    if (NO_TABLE.has(databaseCode(error) ?? '')) return null;
    throw error;
  }
}

/** PostgreSQL's codes for an undefined table and an undefined schema: nothing was migrated. */
const NO_TABLE = new Set(['42P01', '3F000']);

/** The SQLSTATE of a database error, under drizzle's wrapping. */
function databaseCode(error: unknown): string | undefined {
  let inner = error;
  while (inner instanceof Error) {
    const code = (inner as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    inner = inner.cause;
  }
  return undefined;
}

/**
 * The migrations of the journal that the database does not hold, by tag. Drizzle's own rule:
 * a migration is applied when its `when` is not after the last one recorded, so a database that a
 * newer release migrated further is not behind.
 */
export async function pendingMigrations(
  db: Database,
  journal: readonly JournalEntry[],
): Promise<string[]> {
  const last = await lastAppliedMigration(db);
  return journal.filter((entry) => last === null || entry.when > last).map((entry) => entry.tag);
}

/**
 * A migration that failed at start. Drizzle applies every pending migration in one transaction,
 * so none of them is kept: the database is as it was before the start.
 */
export class MigrationError extends Error {
  constructor(
    /** The failing migration's tag (`0009_something`), or null when no statement of one failed. */
    readonly tag: string | null,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? rootMessage(cause) : String(cause);
    super(
      tag
        ? `Migration ${tag} failed: ${reason}. No pending migration was applied; the database is as it was.`
        : `Migrating the database failed: ${reason}. No pending migration was applied; the database is as it was.`,
      { cause },
    );
    this.name = 'MigrationError';
  }
}

/** The database's own words: drizzle wraps them in "Failed query: <the whole statement>". */
function rootMessage(error: Error): string {
  let inner: unknown = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? inner.message : error.message;
}

/**
 * The tag of the pending migration holding `statement`, the statement drizzle's error names
 * (`DrizzleQueryError.query`, exactly one of a migration's statements). Of two pending
 * migrations holding the same statement the first is named: it ran first.
 */
function failingTag(migrationsFolder: string, pending: readonly string[], error: unknown) {
  const statement = (error as { query?: unknown } | null)?.query;
  if (typeof statement !== 'string') return null;
  const journal = readJournal(migrationsFolder);
  const files = readMigrationFiles({ migrationsFolder });
  const index = journal.findIndex(
    (entry, i) => pending.includes(entry.tag) && files[i]?.sql.includes(statement),
  );
  return journal[index]?.tag ?? null;
}

/**
 * Runs a drizzle migrator (`migrate`) on `db`, turning a failure into a {@link MigrationError}
 * that names the failing migration.
 */
export async function migrateNamingFailures(
  db: Database,
  migrationsFolder: string,
  migrate: () => Promise<void>,
): Promise<void> {
  const journal = readJournal(migrationsFolder);
  let pending: string[] = [];
  try {
    pending = await pendingMigrations(db, journal);
    await migrate();
  } catch (error) {
    throw new MigrationError(failingTag(migrationsFolder, pending, error), error);
  }
}
