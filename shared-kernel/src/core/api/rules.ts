/** The rules moderators write: ability templates, point formulas, and the ruleset. */
import { Type } from 'typebox';
import { AbilityTemplate, AbilityTemplatePayload } from '../model/ability-template.js';
import { Deleted } from '../model/calls.js';
import { PointFormula, PointFormulaPayload } from '../model/point-formula.js';
import { RosterRules } from '../model/roster-rule.js';
import { Ruleset, RulesetPayload } from '../model/ruleset.js';
import { IdParams, VersionHeaders } from './common.js';
import { defineOperation } from './define.js';

const abilityTags = ['abilities'];
const formulaTags = ['formulas'];
const rulesetTags = ['ruleset'];

export const listAbilityTemplates = defineOperation({
  operationId: 'listAbilityTemplates',
  method: 'GET',
  path: '/api/ability',
  summary: 'Every ability template',
  access: 'public',
  tags: abilityTags,
  answer: Type.Array(AbilityTemplate),
});

export const getAbilityTemplate = defineOperation({
  operationId: 'getAbilityTemplate',
  method: 'GET',
  path: '/api/ability/:id',
  summary: 'Read an ability template',
  access: 'public',
  tags: abilityTags,
  params: IdParams,
  answer: AbilityTemplate,
});

export const createAbilityTemplate = defineOperation({
  operationId: 'createAbilityTemplate',
  method: 'POST',
  path: '/api/ability/',
  summary: 'Create an ability template',
  access: 'token',
  tags: abilityTags,
  body: AbilityTemplatePayload,
  answer: AbilityTemplate,
});

export const updateAbilityTemplate = defineOperation({
  operationId: 'updateAbilityTemplate',
  method: 'POST',
  path: '/api/ability/:id',
  summary: 'Save an ability template',
  access: 'token',
  tags: abilityTags,
  params: IdParams,
  headers: VersionHeaders,
  body: AbilityTemplatePayload,
  answer: AbilityTemplate,
});

export const deleteAbilityTemplate = defineOperation({
  operationId: 'deleteAbilityTemplate',
  method: 'DELETE',
  path: '/api/ability/:id',
  summary: 'Delete an ability template',
  access: 'token',
  tags: abilityTags,
  params: IdParams,
  answer: Deleted,
});

export const listFormulas = defineOperation({
  operationId: 'listFormulas',
  method: 'GET',
  path: '/api/formulas/list/',
  summary: 'Every point formula',
  access: 'public',
  tags: formulaTags,
  answer: Type.Array(PointFormula),
});

export const getActiveFormula = defineOperation({
  operationId: 'getActiveFormula',
  method: 'GET',
  path: '/api/formulas/active',
  summary: 'The point formula in use',
  access: 'public',
  tags: formulaTags,
  answer: Type.Union([PointFormula, Type.Null()]),
});

export const getSiteRosterRules = defineOperation({
  operationId: 'getSiteRosterRules',
  method: 'GET',
  path: '/api/ruleset/rosterrules',
  summary: "The ruleset's site-wide roster rules, which every faction's rosters follow",
  access: 'public',
  tags: rulesetTags,
  answer: RosterRules,
  errors: [],
});

export const getFormula = defineOperation({
  operationId: 'getFormula',
  method: 'GET',
  path: '/api/formulas/:id',
  summary: 'Read a point formula',
  access: 'public',
  tags: formulaTags,
  params: IdParams,
  answer: PointFormula,
});

export const createFormula = defineOperation({
  operationId: 'createFormula',
  method: 'POST',
  path: '/api/formulas/',
  summary: 'Create a point formula',
  access: 'token',
  tags: formulaTags,
  body: PointFormulaPayload,
  answer: PointFormula,
});

export const updateFormula = defineOperation({
  operationId: 'updateFormula',
  method: 'POST',
  path: '/api/formulas/:id',
  summary: 'Save a point formula',
  access: 'token',
  tags: formulaTags,
  params: IdParams,
  headers: VersionHeaders,
  body: PointFormulaPayload,
  answer: PointFormula,
});

export const deleteFormula = defineOperation({
  operationId: 'deleteFormula',
  method: 'DELETE',
  path: '/api/formulas/:id',
  summary: 'Delete a point formula',
  access: 'token',
  tags: formulaTags,
  params: IdParams,
  answer: Deleted,
});

export const getRuleset = defineOperation({
  operationId: 'getRuleset',
  method: 'GET',
  path: '/api/ruleset/',
  summary: 'The ruleset and the active formula',
  access: 'public',
  tags: rulesetTags,
  answer: Ruleset,
});

export const saveRuleset = defineOperation({
  operationId: 'saveRuleset',
  method: 'POST',
  path: '/api/ruleset/',
  summary: 'Save the ruleset or choose the formula',
  access: 'token',
  tags: rulesetTags,
  headers: VersionHeaders,
  body: RulesetPayload,
  answer: Ruleset,
});
