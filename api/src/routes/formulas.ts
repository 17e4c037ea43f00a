import type { FastifyInstance } from 'fastify';
import { operations } from '@muster/shared-kernel/core';
import { findNonFiniteFormulaValue } from '@muster/shared-kernel/core/formula-check';
import { parsePointFormula } from '@muster/shared-kernel/core/points';
import type { PointFormula, PointFormulaPayload } from '@muster/shared-kernel/core/model';
import { badRequest, conflict } from '../errors.js';
import { rulesRepository, type PointFormulaRow } from '../repositories/rules.js';
import { route } from '../http/operation-route.js';
import { registerRulesKind } from '../http/rules-routes.js';

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
 * A formula is saved only when its JSON holds expressions that compile over the points engine's variables
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
export default async function formulaRoutes(app: FastifyInstance) {
  const rules = rulesRepository(app.db);

  route(app, operations.listFormulas, async (request, reply) => {
    await app.readCache.send(request, reply, async () =>
      (await rules.listFormulas()).map(toPointFormula),
    );
  });

  route(app, operations.getActiveFormula, async (request, reply) => {
    await app.readCache.send(request, reply, async () => {
      const row = await rules.activeFormula();
      return row ? toPointFormula(row) : null;
    });
  });

  const { getFormula, createFormula, updateFormula, deleteFormula } = operations;
  const kind = {
    get: getFormula,
    create: createFormula,
    update: updateFormula,
    delete: deleteFormula,
  };
  registerRulesKind(app, kind, {
    name: 'Point formula',
    permission: 'formula:write',
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
