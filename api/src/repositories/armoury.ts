import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { units, weapons } from '../db/schema.js';
import { armouryChanged } from './factions.js';

export type UnitRow = typeof units.$inferSelect;
export type UnitValues = Omit<typeof units.$inferInsert, 'id' | 'createdAt'>;
export type WeaponRow = typeof weapons.$inferSelect;
export type WeaponValues = Omit<typeof weapons.$inferInsert, 'id' | 'createdAt'>;

/**
 * A faction's units and weapons. Every write takes `moderator` (whether a moderator makes it) and
 * applies the faction's re-review rule ({@link armouryChanged}) in the same transaction.
 */
export function armouryRepository(db: Database) {
  return {
    unitsOf(factionId: string): Promise<UnitRow[]> {
      return db
        .select()
        .from(units)
        .where(eq(units.factionId, factionId))
        .orderBy(asc(units.unitName), asc(units.id));
    },

    async findUnit(id: string): Promise<UnitRow | null> {
      const [row] = await db.select().from(units).where(eq(units.id, id)).limit(1);
      return row ?? null;
    },

    async createUnit(values: UnitValues, moderator: boolean): Promise<UnitRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(units).values(values).returning();
        if (!row) throw new Error('insert returned nothing');
        await armouryChanged(tx, row.factionId, moderator);
        return row;
      });
    },

    async updateUnit(id: string, values: UnitValues, moderator: boolean): Promise<UnitRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(units).set(values).where(eq(units.id, id)).returning();
        if (row) await armouryChanged(tx, row.factionId, moderator);
        return row ?? null;
      });
    },

    async removeUnit(id: string, moderator: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(units)
          .where(eq(units.id, id))
          .returning({ factionId: units.factionId });
        if (row) await armouryChanged(tx, row.factionId, moderator);
        return row !== undefined;
      });
    },

    weaponsOf(factionId: string): Promise<WeaponRow[]> {
      return db
        .select()
        .from(weapons)
        .where(eq(weapons.factionId, factionId))
        .orderBy(asc(weapons.name), asc(weapons.id));
    },

    async findWeapon(id: string): Promise<WeaponRow | null> {
      const [row] = await db.select().from(weapons).where(eq(weapons.id, id)).limit(1);
      return row ?? null;
    },

    /** Which of `ids` are weapons of the faction. */
    async weaponIdsOf(factionId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: weapons.id })
        .from(weapons)
        .where(and(eq(weapons.factionId, factionId), inArray(weapons.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    async createWeapon(values: WeaponValues, moderator: boolean): Promise<WeaponRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(weapons).values(values).returning();
        if (!row) throw new Error('insert returned nothing');
        await armouryChanged(tx, row.factionId, moderator);
        return row;
      });
    },

    async updateWeapon(
      id: string,
      values: WeaponValues,
      moderator: boolean,
    ): Promise<WeaponRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(weapons).set(values).where(eq(weapons.id, id)).returning();
        if (row) await armouryChanged(tx, row.factionId, moderator);
        return row ?? null;
      });
    },

    /** Deletes a weapon and unequips it from its faction's units, together. */
    async removeWeapon(weapon: WeaponRow, moderator: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await armouryChanged(tx, weapon.factionId, moderator);
        await tx
          .update(units)
          .set({
            equippedWeapons: sql`COALESCE((SELECT jsonb_agg(item) FROM jsonb_array_elements(${units.equippedWeapons}) AS item WHERE item->>'weaponID' <> ${weapon.id}), '[]'::jsonb)`,
          })
          .where(
            and(
              eq(units.factionId, weapon.factionId),
              sql`${units.equippedWeapons} @> ${JSON.stringify([{ weaponID: weapon.id }])}::jsonb`,
            ),
          );
        await tx.delete(weapons).where(eq(weapons.id, weapon.id));
      });
    },
  };
}
export type ArmouryRepository = ReturnType<typeof armouryRepository>;
