import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { factions, units, weapons } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { armouryChanged } from './factions.js';
import { bumpVersion, updateVersioned } from './versions.js';

export type UnitRow = typeof units.$inferSelect;
export type UnitValues = Omit<typeof units.$inferInsert, 'id' | 'createdAt' | 'version'>;
export type WeaponRow = typeof weapons.$inferSelect;
export type WeaponValues = Omit<typeof weapons.$inferInsert, 'id' | 'createdAt' | 'version'>;

/**
 * Runs `work` in a transaction that first locks the faction's row (`SELECT … FOR NO KEY UPDATE`:
 * the lock the faction's own `UPDATE` takes anyway; it conflicts with itself, so armoury writes
 * of one faction run one at a time, but not with the key-share locks that inserting a like or a
 * unit takes on the faction, so those are not held up).
 *
 * Every write to a faction's units or weapons goes through here, so they happen one at a time
 * per faction, and always take the faction's lock before any unit or weapon row (one lock order:
 * no deadlocks). That is what keeps a unit from equipping a deleted weapon (issue 14, point 11):
 * a unit save checks its equipment and writes inside the lock, and a weapon deletion unequips and
 * deletes inside it, so neither can fall between the other's check and write. On PostgreSQL the
 * row lock does it; PGlite runs one transaction at a time anyway (DESIGN §9: its row locks do not
 * block, but nothing else runs during a transaction).
 */
async function inFaction<T>(
  db: Database,
  factionId: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: factions.id })
      .from(factions)
      .where(eq(factions.id, factionId))
      .for('no key update');
    if (locked.length === 0) throw notFound('Faction');
    return work(tx);
  });
}

/** Equipment must name weapons of the unit's own faction (checked inside {@link inFaction}). */
async function checkEquipment(tx: Database, values: UnitValues): Promise<void> {
  const wanted = (values.equippedWeapons ?? []).map((item) => item.weaponID);
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ id: weapons.id })
    .from(weapons)
    .where(and(eq(weapons.factionId, values.factionId), inArray(weapons.id, [...new Set(wanted)])));
  const known = new Set(rows.map((row) => row.id));
  const index = wanted.findIndex((id) => !known.has(id));
  if (index >= 0)
    throw badRequest(`body/equippedWeapons/${index}/weaponID is not a weapon of this faction`);
}

/**
 * A faction's units and weapons. Every write applies the faction's re-review rule
 * ({@link armouryChanged}) in the same transaction, under the faction's lock ({@link inFaction}).
 * Saves take `expected`, the version the editor loaded (null: last write wins; see `versions.ts`).
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

    /** Creates a unit; a 400 when it equips something that is not a weapon of its faction. */
    async createUnit(values: UnitValues): Promise<UnitRow> {
      return inFaction(db, values.factionId, async (tx) => {
        await checkEquipment(tx, values);
        const [row] = await tx.insert(units).values(values).returning();
        if (!row) throw new Error('insert returned nothing');
        await armouryChanged(tx, row.factionId);
        return row;
      });
    },

    /** Saves a unit (its faction never changes); a 400 as {@link createUnit}, a 409 when stale. */
    async updateUnit(
      id: string,
      values: UnitValues,
      expected: number | null,
    ): Promise<UnitRow | null> {
      return inFaction(db, values.factionId, async (tx) => {
        await checkEquipment(tx, values);
        const row = await updateVersioned(tx, units, id, values, expected);
        if (row) await armouryChanged(tx, row.factionId);
        return row;
      });
    },

    async removeUnit(unit: Pick<UnitRow, 'id' | 'factionId'>): Promise<boolean> {
      return inFaction(db, unit.factionId, async (tx) => {
        const [row] = await tx
          .delete(units)
          .where(eq(units.id, unit.id))
          .returning({ factionId: units.factionId });
        if (row) await armouryChanged(tx, row.factionId);
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

    async createWeapon(values: WeaponValues): Promise<WeaponRow> {
      return inFaction(db, values.factionId, async (tx) => {
        const [row] = await tx.insert(weapons).values(values).returning();
        if (!row) throw new Error('insert returned nothing');
        await armouryChanged(tx, row.factionId);
        return row;
      });
    },

    async updateWeapon(
      id: string,
      values: WeaponValues,
      expected: number | null,
    ): Promise<WeaponRow | null> {
      return inFaction(db, values.factionId, async (tx) => {
        const row = await updateVersioned(tx, weapons, id, values, expected);
        if (row) await armouryChanged(tx, row.factionId);
        return row;
      });
    },

    /**
     * Deletes a weapon and unequips it from its faction's units, together, under the faction's
     * lock (so no unit save can equip it in between). Each unit it is taken from gets a new
     * version: an editor that still shows it equipped gets a 409 rather than a puzzling 400.
     */
    async removeWeapon(weapon: Pick<WeaponRow, 'id' | 'factionId'>): Promise<void> {
      await inFaction(db, weapon.factionId, async (tx) => {
        await armouryChanged(tx, weapon.factionId);
        await tx
          .update(units)
          .set({
            equippedWeapons: sql`COALESCE((SELECT jsonb_agg(item) FROM jsonb_array_elements(${units.equippedWeapons}) AS item WHERE item->>'weaponID' <> ${weapon.id}), '[]'::jsonb)`,
            ...bumpVersion(units),
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
