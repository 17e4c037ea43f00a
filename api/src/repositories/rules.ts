import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { abilityTemplates, pointFormulas, ruleset } from '../db/schema.js';

export type AbilityTemplateRow = typeof abilityTemplates.$inferSelect;
export type AbilityTemplateValues = Pick<
  AbilityTemplateRow,
  'name' | 'description' | 'formula' | 'defaultValues'
>;
export type PointFormulaRow = typeof pointFormulas.$inferSelect;
export type RulesetRow = typeof ruleset.$inferSelect;

/** The rules: ruleset text, point formulas (one active) and ability templates. */
export function rulesRepository(db: Database) {
  return {
    listTemplates(): Promise<AbilityTemplateRow[]> {
      return db
        .select()
        .from(abilityTemplates)
        .orderBy(asc(abilityTemplates.name), asc(abilityTemplates.id));
    },
    async findTemplate(id: string): Promise<AbilityTemplateRow | null> {
      const [row] = await db
        .select()
        .from(abilityTemplates)
        .where(eq(abilityTemplates.id, id))
        .limit(1);
      return row ?? null;
    },
    async createTemplate(values: AbilityTemplateValues): Promise<AbilityTemplateRow> {
      const [row] = await db.insert(abilityTemplates).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async updateTemplate(
      id: string,
      values: AbilityTemplateValues,
    ): Promise<AbilityTemplateRow | null> {
      const [row] = await db
        .update(abilityTemplates)
        .set(values)
        .where(eq(abilityTemplates.id, id))
        .returning();
      return row ?? null;
    },
    async removeTemplate(id: string): Promise<boolean> {
      return (
        (
          await db
            .delete(abilityTemplates)
            .where(eq(abilityTemplates.id, id))
            .returning({ id: abilityTemplates.id })
        ).length > 0
      );
    },

    listFormulas(): Promise<PointFormulaRow[]> {
      return db
        .select()
        .from(pointFormulas)
        .orderBy(asc(pointFormulas.name), asc(pointFormulas.id));
    },
    async findFormula(id: string): Promise<PointFormulaRow | null> {
      const [row] = await db.select().from(pointFormulas).where(eq(pointFormulas.id, id)).limit(1);
      return row ?? null;
    },
    async activeFormula(): Promise<PointFormulaRow | null> {
      const [row] = await db
        .select({ formula: pointFormulas })
        .from(ruleset)
        .innerJoin(pointFormulas, eq(pointFormulas.id, ruleset.activePointFormula))
        .where(eq(ruleset.id, 1))
        .limit(1);
      return row?.formula ?? null;
    },
    async createFormula(values: { name: string; formula: string }): Promise<PointFormulaRow> {
      const [row] = await db.insert(pointFormulas).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async updateFormula(
      id: string,
      values: { name: string; formula: string },
    ): Promise<PointFormulaRow | null> {
      const [row] = await db
        .update(pointFormulas)
        .set({ ...values, lastUpdated: new Date() })
        .where(eq(pointFormulas.id, id))
        .returning();
      return row ?? null;
    },
    /** Deletes a formula unless it is the active one (answers 'active' then). */
    async removeFormula(id: string): Promise<boolean | 'active'> {
      return db.transaction(async (tx) => {
        const [active] = await tx
          .select({ id: ruleset.id })
          .from(ruleset)
          .where(sql`${ruleset.id} = 1 AND ${ruleset.activePointFormula} = ${id}`);
        if (active) return 'active' as const;
        const rows = await tx
          .delete(pointFormulas)
          .where(eq(pointFormulas.id, id))
          .returning({ id: pointFormulas.id });
        return rows.length > 0;
      });
    },

    async ruleset(): Promise<RulesetRow | null> {
      const [row] = await db.select().from(ruleset).where(eq(ruleset.id, 1)).limit(1);
      return row ?? null;
    },
    async saveRuleset(markdown: string, activePointFormula: string | null): Promise<RulesetRow> {
      const [row] = await db
        .insert(ruleset)
        .values({ id: 1, markdown, activePointFormula })
        .onConflictDoUpdate({
          target: ruleset.id,
          set: { markdown, activePointFormula, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('upsert returned nothing');
      return row;
    },
  };
}
export type RulesRepository = ReturnType<typeof rulesRepository>;
