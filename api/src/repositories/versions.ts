import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/client.js';
import { badRequest, staleVersion } from '../errors.js';

/**
 * Optimistic concurrency for every editable entity: two saves never silently overwrite each other.
 *
 * Each row has `version` (1 when created, +1 on every save). A save may name the version it was
 * made from, in its body (`version`) or as `If-Match: "<n>"` (the value of the detail GET's
 * `ETag`). A named version that is not the stored one is refused with 409 ({@link staleVersion})
 * and nothing is stored. The check and the bump are one statement
 * (`UPDATE … WHERE id = $1 AND version = $2 … RETURNING`), so of many concurrent saves naming
 * the same version exactly one succeeds, on PostgreSQL (the row lock makes the others re-check
 * the new version and match nothing) and on PGlite (one connection) alike. A save naming no
 * version is last-write-wins, as before, so older clients keep working.
 */

/**
 * A strong (or proxy-weakened) entity tag whose value is a version: `"12"` or `W/"12"`. Of any
 * length: a number beyond what the column holds names no stored version, so it is stale (409),
 * not malformed.
 */
const VERSION_TAG = /^(?:W\/)?"([1-9][0-9]*)"$/;

/** The largest version the `version` columns (PostgreSQL `integer`) hold. */
const MAX_STORED_VERSION = 2 ** 31 - 1;

/** The entity tag of a version, as detail GETs send it in `ETag`. */
export const versionTag = (version: number): string => `"${version}"`;

/**
 * The version a save names, or null when it names none (last write wins). The body's `version`
 * and `If-Match` may both be given; when they disagree one of them is stale, so it is a 409.
 * `If-Match: *` means "whatever is stored" and names no version. A weak tag (`W/"3"`, what a
 * compressing proxy may turn our strong tag into) names the same version: the tag is the version
 * number, not a hash of bytes, so weakening changes nothing about what it identifies.
 */
export function expectedVersion(request: {
  body?: unknown;
  headers: IncomingHttpHeaders;
}): number | null {
  const fromBody =
    typeof request.body === 'object' && request.body !== null
      ? (request.body as { version?: unknown }).version
      : undefined;
  const inBody = typeof fromBody === 'number' ? fromBody : null;
  const header = request.headers['if-match']?.trim();
  let inHeader: number | null = null;
  if (header && header !== '*') {
    const match = VERSION_TAG.exec(header);
    if (!match?.[1])
      throw badRequest('headers/if-match must be "<version>", the ETag of the item you loaded');
    inHeader = Number(match[1]);
  }
  if (inBody !== null && inHeader !== null && inBody !== inHeader) throw staleVersion();
  return inBody ?? inHeader;
}

/** A table with an `id` (a uuid; the ruleset's is 1) and an integer `version`. */
export type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };

/**
 * Saves `values` on the row `id` of `table` and bumps its version, in one statement; with
 * `expected`, only when the stored version is `expected`. Answers the saved row; null when there
 * is no such row (a 404 for the caller); throws {@link staleVersion} when the row exists with
 * another version (nothing is stored). `db` may be a transaction.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Database,
  table: T,
  id: string | number,
  values: PgUpdateSetSource<T>,
  expected: number | null,
): Promise<T['$inferSelect'] | null> {
  const sameRow = eq(table.id, id);
  // A version beyond what the column holds matches no row (and cannot be sent to the database).
  const rows =
    expected !== null && expected > MAX_STORED_VERSION
      ? []
      : ((await db
          .update(table)
          .set({ ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
          .where(expected === null ? sameRow : and(sameRow, eq(table.version, expected)))
          .returning()) as T['$inferSelect'][]);
  const [row] = rows;
  if (row) return row;
  if (expected !== null && (await exists(db, table, id))) throw staleVersion();
  return null;
}

async function exists(db: Database, table: VersionedTable, id: string | number): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return rows.length > 0;
}

/**
 * The columns that bump a row's version when set beside others: for changes that are not a save
 * through {@link updateVersioned} but still change what an editor would send back (moderation,
 * a weapon unequipped by its deletion).
 */
export const bumpVersion = (table: { version: AnyPgColumn }) => ({
  version: sql`${table.version} + 1`,
});
