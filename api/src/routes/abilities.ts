import type { FastifyInstance } from 'fastify';
import { operations, UNIT_VARIABLES } from '@muster/shared-kernel/core';
import { evaluateExpression } from '@muster/shared-kernel/core/points';
import type { AbilityTemplatePayload } from '@muster/shared-kernel/core/model';
import { badRequest } from '../errors.js';
import {
  rulesRepository,
  toAbilityTemplate,
  type AbilityTemplateValues,
} from '../repositories/rules.js';
import { route } from '../http/operation-route.js';
import { registerRulesKind } from '../http/rules-routes.js';

/**
 * An ability formula may use the unit variables and the template's own value keys (their
 * pattern is the schema's: LIMITS.structuredAbility.valueKey).
 */
function valuesOf(input: AbilityTemplatePayload): AbilityTemplateValues {
  const defaultValues = input.defaultValues;
  const keys = new Set<string>();
  defaultValues.forEach((item, index) => {
    if (keys.has(item.key))
      throw badRequest(`body/defaultValues/${index}/key repeats "${item.key}"`);
    keys.add(item.key);
  });
  const variables: Record<string, number> = {};
  for (const name of UNIT_VARIABLES) variables[name] = 1;
  for (const item of defaultValues) variables[item.key] = item.value;
  const result = evaluateExpression(input.formula, variables);
  if (typeof result === 'string')
    throw badRequest(`body/formula: ${result.replace(/^Error:\s*/, '')}`);
  return {
    name: input.name.trim(),
    description: input.description,
    formula: input.formula,
    defaultValues,
  };
}

/** Ability templates: anyone reads them; moderators add, edit and remove them. */
export default async function abilityRoutes(app: FastifyInstance) {
  const rules = rulesRepository(app.db);

  route(app, operations.listAbilityTemplates, async (request, reply) => {
    await app.readCache.send(request, reply, async () =>
      (await rules.listTemplates()).map(toAbilityTemplate),
    );
  });

  const {
    getAbilityTemplate,
    createAbilityTemplate,
    updateAbilityTemplate,
    deleteAbilityTemplate,
  } = operations;
  const kind = {
    get: getAbilityTemplate,
    create: createAbilityTemplate,
    update: updateAbilityTemplate,
    delete: deleteAbilityTemplate,
  };
  registerRulesKind(app, kind, {
    name: 'Ability template',
    permission: 'ability:write',
    toItem: toAbilityTemplate,
    valuesOf,
    find: (id) => rules.findTemplate(id),
    create: (values) => rules.createTemplate(values),
    update: (id, values, expected) => rules.updateTemplate(id, values, expected),
    remove: (id) => rules.removeTemplate(id),
  });
}
