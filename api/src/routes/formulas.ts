import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { findNonFiniteFormulaValue, parsePointFormula } from '@muster/shared-kernel/core/points';
import { PointFormula, PointFormulaPayload } from '@muster/shared-kernel/core/model';
import { Type } from 'typebox';
import { badRequest, conflict } from '../errors.js';
import { rulesRepository, type PointFormulaRow } from '../repositories/rules.js';
import { errors } from './common.schemas.js';
import { registerRulesKind } from './rules-routes.js';

export function toPointFormula(row: PointFormulaRow): PointFormula {
  return {
    _id: row.id,
    version: row.version,
    name: row.name,
    formula: row.formula,
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

/**
 * A formula is saved only when its JSON holds expressions that compile over SPEC §9's variables
 * and give a finite number on every sample unit of the kernel's FORMULA_SAMPLES (a formula that
 * divides by zero for some legal unit would otherwise cost it 'Error: …' on every roster).
 */
function checked(input: PointFormulaPayload): { name: string; formula: string } {
  let json: unknown;
  try {
    json = JSON.parse(input.formula);
  } catch (error) {
    throw badRequest(
      `body/formula is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw badRequest(
      'body/formula must be a JSON object with movementFormula, defenseFormula and weaponFormula',
    );
  }
  const unknownKeys = Object.keys(json).filter(
    (key) => !['movementFormula', 'defenseFormula', 'weaponFormula'].includes(key),
  );
  if (unknownKeys.length > 0)
    throw badRequest(`body/formula has unknown keys: ${unknownKeys.join(', ')}`);
  const parsed = parsePointFormula(input.formula);
  if (typeof parsed === 'string')
    throw badRequest(`body/formula: ${parsed.replace(/^Error:\s*/, '')}`);
  const nonFinite = findNonFiniteFormulaValue(input.formula);
  if (nonFinite) throw badRequest(`body/formula: ${nonFinite.message}`);
  return { name: input.name.trim(), formula: input.formula };
}

/** Point formulas: anyone reads them; moderators save and remove them. */
export default async function formulaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rules = rulesRepository(app.db);
  const tags = ['formulas'];

  app.get(
    '/api/formulas/list/',
    { schema: { tags, response: { 200: Type.Array(PointFormula), ...errors } } },
    async (request, reply) => {
      await app.readCache.send(request, reply, async () =>
        (await rules.listFormulas()).map(toPointFormula),
      );
    },
  );

  app.get(
    '/api/formulas/active',
    { schema: { tags, response: { 200: Type.Union([PointFormula, Type.Null()]), ...errors } } },
    async (request, reply) => {
      await app.readCache.send(request, reply, async () => {
        const row = await rules.activeFormula();
        return row ? toPointFormula(row) : null;
      });
    },
  );

  registerRulesKind(app, {
    base: '/api/formulas',
    name: 'Point formula',
    tags,
    permission: 'formula:write',
    Item: PointFormula,
    Payload: PointFormulaPayload,
    toItem: toPointFormula,
    valuesOf: checked,
    find: (id) => rules.findFormula(id),
    create: (values) => rules.createFormula(values),
    update: (id, values, expected) => rules.updateFormula(id, values, expected),
    remove: async (id) => {
      const removed = await rules.removeFormula(id);
      if (removed === 'active')
        throw conflict('This is the active point formula: choose another in the ruleset first');
      return removed;
    },
  });
}
