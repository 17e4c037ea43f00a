import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.js';
import { databaseFailure, databaseWords } from './failures.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database's disk is full, as writes found it (readiness reports it). */
    diskFull: DiskFullWatch;
  }
}

/** Rolls the probe's transaction back once its write went through. */
class ProbeWritten extends Error {}

/** Methods that read only: their success says nothing about the disk. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the database's disk is full, as the writes found it: a write refused for lack of space
 * marks it full (with the database's words), and it stays so until a write succeeds again,
 * whether a request's or the readiness probe's own ({@link DiskFullWatch.recheck}). One per app.
 */
export class DiskFullWatch {
  /** The database's words for the last refusal, while the disk is full; null otherwise. */
  private refusal: string | null = null;

  /** `ensureRoomToWrite`: the database's own check before a write (PGlite's, disk-space.ts). */
  constructor(private readonly ensureRoomToWrite: () => void = () => undefined) {}

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

  /** Throws (a disk-full error) when the database says a write now would be unsafe. */
  beforeWrite(): void {
    this.ensureRoomToWrite();
  }

  /**
   * While the disk is marked full, tries a write that needs new space and rolls it back: 64 KB of
   * text that does not compress, which goes into new pages of the settings table's TOAST storage
   * unless earlier rows left room. Its success clears the mark; answers {@link reason}.
   */
  async recheck(db: Database): Promise<string | null> {
    if (this.refusal === null) return null;
    try {
      this.beforeWrite();
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

/**
 * The app's {@link DiskFullWatch} (`app.diskFull`): every write request is first checked against
 * the database's own limit (PGlite's free space), every failed request is shown to it, and every
 * write that succeeds clears it.
 */
export const diskFullPlugin = fp(
  async (app: FastifyInstance, { database }: { database: DatabaseHandle }) => {
    const watch = new DiskFullWatch(database.ensureRoomToWrite);
    app.decorate('diskFull', watch);
    app.addHook('onRequest', async (request) => {
      if (!READS.has(request.method)) watch.beforeWrite();
    });
    app.addHook('onError', async (_request, _reply, error) => watch.noteFailure(error));
    app.addHook('onResponse', async (request, reply) => {
      if (!READS.has(request.method) && reply.statusCode < 400) watch.noteWrite();
    });
  },
  { name: 'disk-full' },
);
