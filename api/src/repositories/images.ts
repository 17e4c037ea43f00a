import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { resultRows, type Database } from '../db/client.js';
import { images } from '../db/schema.js';

export type ImageRow = typeof images.$inferSelect;

/** What saving an upload came to. */
export type SaveOutcome =
  | { saved: true }
  /** Storing the bytes would take the uploader past their quota; `used` is what they store now. */
  | { saved: false; used: number };

/** A column of a table, by name. */
interface TextColumn {
  schema: string;
  table: string;
  column: string;
}

/**
 * The columns that can hold an image address (`/api/image/<sha256>`): every text, character, JSON
 * and array-of-those column of every table of the schema, read from the database's own catalogue
 * so a table or column added later is searched without anyone listing it. The images table is left
 * out: its rows are the images, not references to them.
 */
async function textColumns(db: Database): Promise<TextColumn[]> {
  return resultRows<TextColumn>(
    await db.execute(sql`
      SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
      FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema()
        AND t.table_type = 'BASE TABLE'
        AND c.table_name <> ${getTableName(images)}
        AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
          OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar', '_bpchar', '_json', '_jsonb')))
      ORDER BY c.table_name, c.ordinal_position`),
  );
}

/**
 * Every image hash that `columns` mention, as one query: each table is read once, its text columns
 * joined by a space, lower-cased (a hash written in capitals still names the image), and every run
 * of 64 or more hex digits taken; each 64-digit window of a run counts, so a hash run into other
 * hex digits is still found. Answers a query of one column, `sha256`.
 */
function mentionedHashes(columns: TextColumn[]): SQL {
  const byTable = new Map<string, { schema: string; table: string; columns: string[] }>();
  for (const { schema, table, column } of columns) {
    const key = `${schema}.${table}`;
    const entry = byTable.get(key) ?? { schema, table, columns: [] };
    entry.columns.push(column);
    byTable.set(key, entry);
  }
  const runs = [...byTable.values()].map(({ schema, table, columns: names }) => {
    const text = sql.join(
      names.map((name) => sql`r.${sql.identifier(name)}::text`),
      sql`, `,
    );
    return sql`SELECT m[1] AS run FROM ${sql.identifier(schema)}.${sql.identifier(table)} AS r,
      regexp_matches(lower(concat_ws(' ', ${text})), '[0-9a-f]{64,}', 'g') AS m`;
  });
  if (runs.length === 0) return sql`SELECT NULL::text AS sha256 WHERE false`;
  return sql`SELECT substr(run, i, 64) AS sha256
    FROM (${sql.join(runs, sql` UNION ALL `)}) AS runs, generate_series(1, length(run) - 63) AS i`;
}

/** Uploaded images, stored by content hash (the same bytes are stored once). */
export function imagesRepository(db: Database) {
  return {
    /**
     * Stores an upload, or refreshes `touched_at` when the same bytes are already stored (free:
     * nothing new is stored). New bytes count against `quotaBytes` of their uploader, checked in
     * the same statement as the insert.
     */
    async save(
      image: { sha256: string; contentType: string; bytes: Uint8Array; uploadedBy: string },
      quotaBytes: number,
    ): Promise<SaveOutcome> {
      const touched = await db
        .update(images)
        .set({ touchedAt: sql`now()` })
        .where(eq(images.sha256, image.sha256))
        .returning({ sha256: images.sha256 });
      if (touched.length > 0) return { saved: true };
      const size = image.bytes.byteLength;
      const inserted = resultRows<{ sha256: string }>(
        await db.execute(sql`
          INSERT INTO images (sha256, content_type, bytes, size, uploaded_by)
          SELECT ${image.sha256}, ${image.contentType}, ${Buffer.from(image.bytes)}, ${size}, ${image.uploadedBy}
          WHERE (SELECT coalesce(sum(size), 0) FROM images WHERE uploaded_by = ${image.uploadedBy}) + ${size} <= ${quotaBytes}
          ON CONFLICT (sha256) DO UPDATE SET touched_at = now()
          RETURNING sha256`),
      );
      if (inserted.length > 0) return { saved: true };
      return { saved: false, used: await this.usedBytes(image.uploadedBy) };
    },

    /** Bytes of the images `username` uploaded first. */
    async usedBytes(username: string): Promise<number> {
      const [row] = await db
        .select({ used: sql<number>`coalesce(sum(${images.size}), 0)::bigint` })
        .from(images)
        .where(eq(images.uploadedBy, username));
      return Number(row?.used ?? 0);
    },

    /**
     * How many images are stored and their bytes, from the `size` column: one pass over the
     * table's rows that never reads the images' bytes (all but the smallest are kept out of line,
     * in TOAST).
     */
    async storage(): Promise<{ images: number; bytes: number }> {
      const [row] = await db
        .select({
          images: sql<number>`count(*)::int`,
          bytes: sql<number>`coalesce(sum(${images.size}), 0)::bigint`,
        })
        .from(images);
      return { images: Number(row?.images ?? 0), bytes: Number(row?.bytes ?? 0) };
    },

    async find(sha256: string): Promise<ImageRow | null> {
      const [row] = await db.select().from(images).where(eq(images.sha256, sha256)).limit(1);
      return row ?? null;
    },

    /**
     * Deletes the images last uploaded more than `olderThanSeconds` ago whose hash no row of any
     * table mentions in any text or JSON column (approved versions' snapshots included: a
     * reference anywhere keeps an image). Answers the hashes removed. Idempotent, so instances may
     * run it side by side.
     */
    async removeUnreferenced(olderThanSeconds: number): Promise<string[]> {
      const mentioned = mentionedHashes(await textColumns(db));
      const removed = resultRows<{ sha256: string }>(
        await db.execute(sql`
          WITH mentioned AS (${mentioned})
          DELETE FROM ${images}
          WHERE ${images.touchedAt} < now() - make_interval(secs => ${olderThanSeconds})
            AND NOT EXISTS (SELECT 1 FROM mentioned WHERE mentioned.sha256 = ${images.sha256})
          RETURNING ${images.sha256}`),
      );
      return removed.map((row) => row.sha256);
    },
  };
}
