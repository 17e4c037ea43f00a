import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Unit, Weapon } from '@muster/shared-kernel/core/model';
import type { Database } from '../db/client.js';
import { factions, units, weapons } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { armouryChanged } from './factions.js';
import { findById, insertOne } from './rows.js';
import { bumpVersion, updateVersioned } from './versions.js';

export type UnitRow = typeof units.$inferSelect;
export type UnitValues = Omit<typeof units.$inferInsert, 'id' | 'createdAt' | 'version'>;
export type WeaponRow = typeof weapons.$inferSelect;
export type WeaponValues = Omit<typeof weapons.$inferInsert, 'id' | 'createdAt' | 'version'>;

/** A unit as the API answers it, from its row (the working copy's or a faction version's). */
export function toUnit(row: UnitRow): Unit {
  return {
    _id: row.id,
    version: row.version,
    faction: row.factionId,
    unitName: row.unitName,
    description: row.description,
    trainingType: row.trainingType,
    health: row.health,
    protectionTypes: row.protectionTypes,
    protectionValue: row.protectionValue,
    movement: row.movement,
    size: row.size,
    equippedWeapons: row.equippedWeapons,
    abilities: row.abilities,
    structuredAbilities: row.structuredAbilities,
    keywords: row.keywords,
  };
}

/** A weapon as the API answers it, from its row (the working copy's or a faction version's). */
export function toWeapon(row: WeaponRow): Weapon {
  return {
    _id: row.id,
    version: row.version,
    faction: row.factionId,
    name: row.name,
    description: row.description,
    type: row.type,
    attacks: row.attacks,
    damage: row.damage,
    effectiveTypes: row.effectiveTypes,
  };
}

/**
 * Runs `work` in a transaction that first locks the faction's row (`SELECT … FOR NO KEY UPDATE`:
 * the lock the faction's own `UPDATE` takes anyway; it conflicts with itself, so armoury writes
 * of one faction run one at a time, but not with the key-share locks that inserting a like or a
 * unit takes on the faction, so those are not held up).
 *
 * Every write to a faction's units or weapons goes through here, so they happen one at a time
 * per faction, and always take the faction's lock before any unit or weapon row (one lock order:
 * no deadlocks). That is what keeps a unit from equipping a deleted weapon:
 * a unit save checks its equipment and writes inside the lock, and a weapon deletion unequips and
 * deletes inside it, so neither can fall between the other's check and write. On PostgreSQL the
 * row lock does it; PGlite runs one transaction at a time anyway (its row locks do
 * not block, but nothing else runs during a transaction).
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
 * What units and weapons alike have: a faction's list (in `order`, then id), one by id, create
 * and save. Every write checks `values` with `check` and applies the faction's re-review rule
 * ({@link armouryChanged}) in the same transaction, under the faction's lock ({@link inFaction}).
 */
function armouryKind<T extends typeof units | typeof weapons, V extends { factionId: string }>(
  db: Database,
  table: T,
  order: AnyPgColumn,
  check: (tx: Database, values: V) => Promise<void>,
) {
  type Row = T['$inferSelect'];
  return {
    of: async (factionId: string): Promise<Row[]> =>
      (await db
        .select()
        .from(table as PgTable)
        .where(eq(table.factionId, factionId))
        .orderBy(asc(order), asc(table.id))) as Row[],

    find: (id: string): Promise<Row | null> => findById(db, table, id),

    create: (values: V): Promise<Row> =>
      inFaction(db, values.factionId, async (tx) => {
        await check(tx, values);
        const row = await insertOne(tx, table, values as PgInsertValue<T>);
        await armouryChanged(tx, row.factionId);
        return row;
      }),

    /** Saves one (its faction never changes); `expected` as {@link updateVersioned}. */
    update: (id: string, values: V, expected: number | null): Promise<Row | null> =>
      inFaction(db, values.factionId, async (tx) => {
        await check(tx, values);
        const row = await updateVersioned(tx, table, id, values as PgUpdateSetSource<T>, expected);
        if (row) await armouryChanged(tx, row.factionId);
        return row;
      }),
  };
}

const noCheck = async (): Promise<void> => {};

/**
 * A faction's units and weapons. Every write applies the faction's re-review rule
 * ({@link armouryChanged}) in the same transaction, under the faction's lock ({@link inFaction}).
 * Saves take `expected`, the version the editor loaded (null: last write wins; see `versions.ts`).
 */
export function armouryRepository(db: Database) {
  const unit = armouryKind<typeof units, UnitValues>(db, units, units.unitName, checkEquipment);
  const weapon = armouryKind<typeof weapons, WeaponValues>(db, weapons, weapons.name, noCheck);
  return {
    unitsOf: unit.of,
    findUnit: unit.find,
    /** Creates a unit; a 400 when it equips something that is not a weapon of its faction. */
    createUnit: unit.create,
    /** Saves a unit; a 400 as {@link createUnit}, a 409 when stale. */
    updateUnit: unit.update,
    weaponsOf: weapon.of,
    findWeapon: weapon.find,
    createWeapon: weapon.create,
    updateWeapon: weapon.update,

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
