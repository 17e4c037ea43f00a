import { asc, eq, sql } from 'drizzle-orm';
import type { AbilityTemplate } from '@muster/shared-kernel/core/model';
import type { Database } from '../db/client.js';
import { abilityTemplates, pointFormulas, ruleset } from '../db/schema.js';
import { staleVersion } from '../errors.js';
import { findById, insertOne, removeById } from './rows.js';
import { updateVersioned } from './versions.js';

export type AbilityTemplateRow = typeof abilityTemplates.$inferSelect;
export type AbilityTemplateValues = Pick<
  AbilityTemplateRow,
  'name' | 'description' | 'formula' | 'defaultValues'
>;
export type PointFormulaRow = typeof pointFormulas.$inferSelect;
export type RulesetRow = typeof ruleset.$inferSelect;
/** What a save of the ruleset stores. */
export type RulesetValues = Pick<RulesetRow, 'markdown' | 'activePointFormula' | 'rosterRules'>;

/** An ability template as the API answers it, from its row (the site's or a faction version's). */
export function toAbilityTemplate(row: AbilityTemplateRow): AbilityTemplate {
  return {
    _id: row.id,
    version: row.version,
    name: row.name,
    description: row.description,
    formula: row.formula,
    defaultValues: row.defaultValues,
  };
}

/** The version of a ruleset never saved (no row yet): what GET answers for it. */
export const RULESET_FIRST_VERSION = 1;

/** The rules: ruleset text, point formulas (one active) and ability templates. */
export function rulesRepository(db: Database) {
  return {
    listTemplates(): Promise<AbilityTemplateRow[]> {
      return db
        .select()
        .from(abilityTemplates)
        .orderBy(asc(abilityTemplates.name), asc(abilityTemplates.id));
    },
    findTemplate: (id: string): Promise<AbilityTemplateRow | null> =>
      findById(db, abilityTemplates, id),
    createTemplate: (values: AbilityTemplateValues): Promise<AbilityTemplateRow> =>
      insertOne(db, abilityTemplates, values),
    /** `expected`: the version the editor loaded, or null ({@link updateVersioned}). */
    async updateTemplate(
      id: string,
      values: AbilityTemplateValues,
      expected: number | null,
    ): Promise<AbilityTemplateRow | null> {
      return updateVersioned(db, abilityTemplates, id, values, expected);
    },
    removeTemplate: (id: string): Promise<boolean> => removeById(db, abilityTemplates, id),

    listFormulas(): Promise<PointFormulaRow[]> {
      return db
        .select()
        .from(pointFormulas)
        .orderBy(asc(pointFormulas.name), asc(pointFormulas.id));
    },
    findFormula: (id: string): Promise<PointFormulaRow | null> => findById(db, pointFormulas, id),
    async activeFormula(): Promise<PointFormulaRow | null> {
      const [row] = await db
        .select({ formula: pointFormulas })
        .from(ruleset)
        .innerJoin(pointFormulas, eq(pointFormulas.id, ruleset.activePointFormula))
        .where(eq(ruleset.id, 1))
        .limit(1);
      return row?.formula ?? null;
    },
    createFormula: (values: { name: string; formula: string }): Promise<PointFormulaRow> =>
      insertOne(db, pointFormulas, values),
    /** `expected`: the version the editor loaded, or null ({@link updateVersioned}). */
    async updateFormula(
      id: string,
      values: { name: string; formula: string },
      expected: number | null,
    ): Promise<PointFormulaRow | null> {
      const stamped = { ...values, lastUpdated: new Date() };
      return updateVersioned(db, pointFormulas, id, stamped, expected);
    },
    /** Deletes a formula unless it is the active one (answers 'active' then). */
    async removeFormula(id: string): Promise<boolean | 'active'> {
      return db.transaction(async (tx) => {
        const [active] = await tx
          .select({ id: ruleset.id })
          .from(ruleset)
          .where(sql`${ruleset.id} = 1 AND ${ruleset.activePointFormula} = ${id}`);
        if (active) return 'active' as const;
        return removeById(tx, pointFormulas, id);
      });
    },

    async ruleset(): Promise<RulesetRow | null> {
      const [row] = await db.select().from(ruleset).where(eq(ruleset.id, 1)).limit(1);
      return row ?? null;
    },
    /**
     * Saves the one ruleset row, bumping its version; `expected`: the version the editor loaded,
     * or null (last write wins). A database without the row (not seeded) answers the empty
     * ruleset at version {@link RULESET_FIRST_VERSION}, so the first save stores version 2, and
     * a save naming version 1 may insert it. Check and bump are one statement either way: the
     * upsert's `DO UPDATE … WHERE version = $n` sees the latest row even when another save got
     * there first, so of concurrent saves naming one version exactly one succeeds.
     */
    async saveRuleset(values: RulesetValues, expected: number | null): Promise<RulesetRow> {
      const set = { ...values, updatedAt: new Date() };
      const [row] =
        expected === null || expected === RULESET_FIRST_VERSION
          ? await db
              .insert(ruleset)
              .values({ id: 1, ...values, version: RULESET_FIRST_VERSION + 1 })
              .onConflictDoUpdate({
                target: ruleset.id,
                set: { ...set, version: sql`${ruleset.version} + 1` },
                ...(expected === null ? {} : { setWhere: eq(ruleset.version, expected) }),
              })
              .returning()
          : [await updateVersioned(db, ruleset, 1, set, expected)];
      // No row: a version other than the missing row's 1 was named, or a concurrent save won.
      if (!row) throw staleVersion();
      return row;
    },
  };
}
export type RulesRepository = ReturnType<typeof rulesRepository>;
