import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rosterVerdicts } from '../db/schema.js';

export type RosterVerdictRow = typeof rosterVerdicts.$inferSelect;
type Content = RosterVerdictRow['verdict'];

/**
 * The verdicts the server gave, by code. A row never changes: its code is a hash of its content,
 * so keeping a verdict again finds the first row, with its time.
 */
export function rosterVerdictsRepository(db: Database) {
  return {
    find: async (code: string): Promise<RosterVerdictRow | null> => {
      const [row] = await db
        .select()
        .from(rosterVerdicts)
        .where(eq(rosterVerdicts.code, code))
        .limit(1);
      return row ?? null;
    },

    /**
     * Stores `verdict` under `code` unless a verdict has it already, and answers the row the code
     * then names: the new one, or the one before it (the caller checks it holds the same verdict).
     */
    async keep(code: string, verdict: Content): Promise<RosterVerdictRow> {
      const [added] = await db
        .insert(rosterVerdicts)
        .values({ code, verdict })
        .onConflictDoNothing({ target: rosterVerdicts.code })
        .returning();
      if (added) return added;
      const kept = await this.find(code);
      if (!kept) throw new Error(`roster verdict ${code} vanished after its insert was refused`);
      return kept;
    },
  };
}
export type RosterVerdictsRepository = ReturnType<typeof rosterVerdictsRepository>;
