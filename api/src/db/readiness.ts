import type { Database } from './client.js';
import { pendingMigrations, type JournalEntry } from './migrations.js';

/** Whether an instance's database lets it take traffic, and if not, why. */
export type DatabaseReadiness = { ready: true } | { ready: false; reason: string };

/**
 * Asks the database one cheap question, which migration it last recorded, and compares the answer
 * with `journal`, the migrations this code was built with. Not ready when the database does not
 * answer within `timeoutMs` (a probe must not hang on a server that accepts connections and
 * never replies), or fails, or lacks a migration (a database restored from an older backup under
 * a running instance: a restart migrates it).
 */
export async function databaseReadiness(
  db: Database,
  journal: readonly JournalEntry[],
  timeoutMs: number,
): Promise<DatabaseReadiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const pending = await Promise.race([pendingMigrations(db, journal), timeout]);
    if (pending.length === 0) return { ready: true };
    return { ready: false, reason: `the database lacks migration ${pending.join(', ')}` };
  } catch (error) {
    return { ready: false, reason: `the database does not answer: ${innermost(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

/** The first line of the innermost error's message: the driver's words, not drizzle's query. */
function innermost(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const message = inner instanceof Error ? inner.message : String(inner);
  return message.split('\n')[0] ?? message;
}
