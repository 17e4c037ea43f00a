import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { images } from '../db/schema.js';

export type ImageRow = typeof images.$inferSelect;

/** Uploaded images, stored by content hash (the same bytes are stored once). */
export function imagesRepository(db: Database) {
  return {
    async save(image: {
      sha256: string;
      contentType: string;
      bytes: Uint8Array;
      uploadedBy: string;
    }): Promise<void> {
      await db
        .insert(images)
        .values({ ...image, size: image.bytes.byteLength })
        .onConflictDoNothing({ target: images.sha256 });
    },
    async find(sha256: string): Promise<ImageRow | null> {
      const [row] = await db.select().from(images).where(eq(images.sha256, sha256)).limit(1);
      return row ?? null;
    },
  };
}
