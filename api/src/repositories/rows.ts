import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/** A table whose rows are named by an `id` column. */
export type TableWithId = PgTable & { id: AnyPgColumn };

/** The row `id` of `table`, or null when there is none. `db` may be a transaction. */
export async function findById<T extends TableWithId>(
  db: Database,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | null> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return (rows[0] as T['$inferSelect'] | undefined) ?? null;
}

/** Inserts one row and answers it as stored. `db` may be a transaction. */
export async function insertOne<T extends PgTable>(
  db: Database,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Deletes the row `id` of `table`; answers whether there was one. */
export async function removeById(db: Database, table: TableWithId, id: string): Promise<boolean> {
  const rows = await db
    .delete(table as PgTable)
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
