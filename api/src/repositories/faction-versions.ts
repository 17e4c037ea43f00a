import { and, desc, eq, getTableColumns, is, max, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { resultRows, type Database } from '../db/client.js';
import { abilityTemplates, factions, factionVersions, units, weapons } from '../db/schema.js';

/**
 * Faction versions: each approval keeps the faction as it then is, its units, its
 * weapons and the ability templates its units use, as version 1, 2, …; anyone but its author,
 * editors and moderators sees the latest (before the first, the working copy: a draft is read by
 * its link), listed or not, while those change the working copy (the rows themselves). `factions.listed_version` says whether, and under
 * which version, the public lists show it.
 *
 * The snapshot is taken by the database in the approval's own transaction (one statement: what
 * is kept is exactly what was approved, with no read-then-write gap), as each row's `to_jsonb`;
 * {@link rowOf} reads such a row back into the type drizzle gives the table, so answers are made
 * by the same `toFaction` / `toUnit` / … as the working copy's.
 */

export type FactionRow = typeof factions.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type WeaponRow = typeof weapons.$inferSelect;
export type AbilityTemplateRow = typeof abilityTemplates.$inferSelect;

/** One approved version, its rows as they were. */
export interface FactionVersion {
  number: number;
  approvedAt: Date;
  faction: FactionRow;
  units: UnitRow[];
  weapons: WeaponRow[];
  abilityTemplates: AbilityTemplateRow[];
}

/**
 * The snapshot of the faction `f` (the alias of the statement below). Migration 0004 took each
 * faction approved before versions existed with the same expression.
 */
const SNAPSHOT = sql`jsonb_build_object(
  'faction', to_jsonb(f),
  'units', COALESCE((SELECT jsonb_agg(to_jsonb(u) ORDER BY u.unit_name, u.id)
    FROM units u WHERE u.faction_id = f.id), '[]'::jsonb),
  'weapons', COALESCE((SELECT jsonb_agg(to_jsonb(w) ORDER BY w.name, w.id)
    FROM weapons w WHERE w.faction_id = f.id), '[]'::jsonb),
  'abilityTemplates', COALESCE((SELECT jsonb_agg(to_jsonb(t) ORDER BY t.name, t.id)
    FROM ability_templates t WHERE t.id::text IN (
      SELECT s->>'templateID' FROM units u, jsonb_array_elements(u.structured_abilities) s
      WHERE u.faction_id = f.id)), '[]'::jsonb))`;

/**
 * Keeps the current state of every faction `where` selects (a condition on the alias `f`) as its
 * next version and lists it: one statement, so a faction is listed exactly under the version just
 * kept. Answers each faction's new number.
 */
async function publishWhere(
  db: Database,
  where: SQL,
  approvedBy: string,
): Promise<{ id: string; number: number }[]> {
  const result = await db.execute(sql`
    WITH kept AS (
      INSERT INTO faction_versions (faction_id, number, snapshot, approved_by)
      SELECT f.id,
        COALESCE((SELECT max(v.number) FROM faction_versions v WHERE v.faction_id = f.id), 0) + 1,
        ${SNAPSHOT},
        ${approvedBy}
      FROM factions f WHERE ${where}
      RETURNING faction_id, number
    )
    UPDATE factions SET listed_version = kept.number, listed_title = factions.title,
      listed_thumbnail_url = factions.thumbnail_url
    FROM kept WHERE factions.id = kept.faction_id
    RETURNING factions.id AS id, kept.number AS number`);
  return resultRows<{ id: string; number: number | string }>(result).map((row) => ({
    id: row.id,
    number: Number(row.number),
  }));
}

/** Keeps faction `id` as its next version, approved by `approvedBy`, and lists it. */
export async function publishFaction(
  db: Database,
  id: string,
  approvedBy: string,
): Promise<number> {
  const [kept] = await publishWhere(db, sql`f.id = ${id}`, approvedBy);
  if (!kept) throw new Error(`faction ${id} vanished while being approved`);
  return kept.number;
}

/**
 * Gives every approved faction that has no version yet its version 1 (content written straight to
 * the tables: the demo seed, the benchmark's seed). Answers how many.
 */
export async function publishUnversioned(db: Database): Promise<number> {
  const kept = await publishWhere(
    db,
    sql`f.public AND f.reviewed AND f.listed_version IS NULL`,
    '',
  );
  return kept.length;
}

/**
 * Takes a faction out of the public lists (a disapproval, a banishment): no version listed. Its
 * latest version stays what a direct link shows the public.
 */
export async function unlistFaction(db: Database, id: string): Promise<void> {
  await db.update(factions).set({ listedVersion: null }).where(eq(factions.id, id));
}

/**
 * A row of `table` from its `to_jsonb` (snake_case column names, timestamps as text), typed as
 * drizzle reads the table. A column added after the version was kept (a unit's keywords, a
 * faction's roster rules) reads as its default, as the migration that added it filled the rows.
 */
export function rowOf<T extends PgTable>(table: T, json: unknown): T['$inferSelect'] {
  const source = json as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = source[column.name];
    if (value === undefined && column.hasDefault && !is(column.default, SQL)) {
      row[key] = structuredClone(column.default);
      continue;
    }
    row[key] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return row as T['$inferSelect'];
}

const snapshotRows = <T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] =>
  Array.isArray(json) ? json.map((item) => rowOf(table, item)) : [];

type VersionRow = typeof factionVersions.$inferSelect;

const versionOf = (row: VersionRow): FactionVersion => {
  const snapshot = row.snapshot;
  return {
    number: row.number,
    approvedAt: row.approvedAt,
    faction: rowOf(factions, snapshot.faction),
    units: snapshotRows(units, snapshot.units),
    weapons: snapshotRows(weapons, snapshot.weapons),
    abilityTemplates: snapshotRows(abilityTemplates, snapshot.abilityTemplates),
  };
};

/** The approved versions of factions. */
export function factionVersionsRepository(db: Database) {
  const ofFaction = (factionId: string) => eq(factionVersions.factionId, factionId);
  return {
    /** Version `number` of faction `factionId`, or null. */
    async find(factionId: string, number: number): Promise<FactionVersion | null> {
      const [row] = await db
        .select()
        .from(factionVersions)
        .where(and(ofFaction(factionId), eq(factionVersions.number, number)))
        .limit(1);
      return row ? versionOf(row) : null;
    },

    /**
     * The latest approved version of faction `factionId`, listed or not: what anyone but its
     * author, editors and moderators sees of it. Null when it was never approved.
     */
    async latest(factionId: string): Promise<FactionVersion | null> {
      const [row] = await db
        .select()
        .from(factionVersions)
        .where(ofFaction(factionId))
        .orderBy(desc(factionVersions.number))
        .limit(1);
      return row ? versionOf(row) : null;
    },

    /** The number of {@link latest}, without reading its snapshot. */
    async latestNumber(factionId: string): Promise<number | null> {
      const [row] = await db
        .select({ number: max(factionVersions.number) })
        .from(factionVersions)
        .where(ofFaction(factionId));
      return row?.number ?? null;
    },
  };
}
export type FactionVersionsRepository = ReturnType<typeof factionVersionsRepository>;
