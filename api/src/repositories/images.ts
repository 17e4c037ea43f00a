import { eq, sql } from 'drizzle-orm';
import { resultRows, type Database } from '../db/client.js';
import { images } from '../db/schema.js';

export type ImageRow = typeof images.$inferSelect;

/** What saving an upload came to. */
export type SaveOutcome =
  | { saved: true }
  /** Storing the bytes would take the uploader past their quota; `used` is what they store now. */
  | { saved: false; used: number };

/**
 * Every table whose rows may carry an image URL (`/api/image/<sha256>`) in any column: content
 * (factions, units, weapons, ability templates, formulas, the ruleset, scenarios, pages) and, to
 * be safe, users, settings and the moderation log. A new content table belongs here.
 */
export const IMAGE_REFERRING_TABLES = [
  'factions',
  'units',
  'weapons',
  'ability_templates',
  'point_formulas',
  'ruleset',
  'scenarios',
  'pages',
  'users',
  'settings',
  'moderation_log',
] as const;

/** Rows a raw query answers, whichever driver (node-postgres and PGlite both answer `rows`). */
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

    async find(sha256: string): Promise<ImageRow | null> {
      const [row] = await db.select().from(images).where(eq(images.sha256, sha256)).limit(1);
      return row ?? null;
    },

    /**
     * Deletes the images last uploaded more than `olderThanSeconds` ago whose hash appears in no
     * row of {@link IMAGE_REFERRING_TABLES} (any column, as text: a reference anywhere keeps an
     * image). Answers the hashes removed. Idempotent, so instances may run it side by side.
     */
    async removeUnreferenced(olderThanSeconds: number): Promise<string[]> {
      const referenced = sql.join(
        IMAGE_REFERRING_TABLES.map(
          (table) =>
            sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} AS c WHERE strpos(c::text, ${images.sha256}) > 0)`,
        ),
        sql` OR `,
      );
      const removed = await db
        .delete(images)
        .where(
          sql`${images.touchedAt} < now() - make_interval(secs => ${olderThanSeconds}) AND NOT (${referenced})`,
        )
        .returning({ sha256: images.sha256 });
      return removed.map((row) => row.sha256);
    },
  };
}
