import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { databaseFailure, databaseWords } from './failures.js';

/** Rolls the probe's transaction back once its write went through. */
class ProbeWritten extends Error {}

/**
 * Whether the database's disk is full, as the writes found it: a write refused for lack of space
 * marks it full (with the database's words), and it stays so until a write succeeds again,
 * whether a request's or the readiness probe's own ({@link DiskFullWatch.recheck}). One per app.
 */
export class DiskFullWatch {
  /** The database's words for the last refusal, while the disk is full; null otherwise. */
  private refusal: string | null = null;

  /** Records what a failed request met: a disk-full error marks the disk full. */
  noteFailure(error: unknown): void {
    if (databaseFailure(error) === 'disk-full') this.refusal = databaseWords(error);
  }

  /** A write went through: the disk has room again. */
  noteWrite(): void {
    this.refusal = null;
  }

  /** Why the instance is not ready, while the disk is full; null otherwise. */
  reason(): string | null {
    return this.refusal === null ? null : `the database's disk is full (${this.refusal})`;
  }

  /**
   * While the disk is marked full, tries a write that needs new space and rolls it back: 64 KB of
   * text that does not compress, which goes into new pages of the settings table's TOAST storage
   * unless earlier rows left room. Its success clears the mark; answers {@link reason}.
   */
  async recheck(db: Database): Promise<string | null> {
    if (this.refusal === null) return null;
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO settings (key, value)
          SELECT 'muster.disk-probe', string_agg(md5(random()::text), '')
          FROM generate_series(1, 2048)`);
        throw new ProbeWritten();
      });
    } catch (error) {
      if (error instanceof ProbeWritten) this.noteWrite();
      else this.noteFailure(error);
    }
    return this.reason();
  }
}
