import type { Database } from './client.js';
import type { DiskFullWatch } from './disk-full.js';
import { databaseWords } from './failures.js';
import { pendingMigrations, type JournalEntry } from './migrations.js';

/** Whether an instance's database lets it take traffic, and if not, why. */
export type DatabaseReadiness = { ready: true } | { ready: false; reason: string };

/**
 * Asks the database one cheap question, which migration it last recorded, and compares the answer
 * with `journal`, the migrations this code was built with. Not ready when the database does not
 * answer within `timeoutMs` (a probe must not hang on a server that accepts connections and
 * never replies), or fails, or lacks a migration (a database restored from an older backup under
 * a running instance: a restart migrates it), or its disk was found full and a write still finds
 * it so (`diskFull`).
 */
export async function databaseReadiness(
  db: Database,
  journal: readonly JournalEntry[],
  timeoutMs: number,
  diskFull: DiskFullWatch,
): Promise<DatabaseReadiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const pending = await Promise.race([pendingMigrations(db, journal), timeout]);
    if (pending.length > 0) {
      return { ready: false, reason: `the database lacks migration ${pending.join(', ')}` };
    }
    const full = await Promise.race([diskFull.recheck(db), timeout]);
    return full === null ? { ready: true } : { ready: false, reason: full };
  } catch (error) {
    return { ready: false, reason: `the database does not answer: ${databaseWords(error)}` };
  } finally {
    clearTimeout(timer);
  }
}
