import { Type, type Static } from 'typebox';
import { AbilityValue } from './armoury.schemas.js';

export const AbilityTemplate = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  formula: Type.String(),
  defaultValues: Type.Array(Type.Object({ key: Type.String(), value: Type.Number() })),
});
export type AbilityTemplate = Static<typeof AbilityTemplate>;

export const AbilityTemplateInput = Type.Object(
  {
    _id: Type.Optional(Type.String()),
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    formula: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }),
    defaultValues: Type.Optional(Type.Array(AbilityValue, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type AbilityTemplateInput = Static<typeof AbilityTemplateInput>;

export const PointFormula = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  formula: Type.String(),
  lastUpdated: Type.String(),
});
export type PointFormula = Static<typeof PointFormula>;

export const PointFormulaInput = Type.Object(
  {
    _id: Type.Optional(Type.String()),
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    formula: Type.String({ minLength: 1, maxLength: 20_000 }),
    lastUpdated: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type PointFormulaInput = Static<typeof PointFormulaInput>;

export const Ruleset = Type.Object({
  markdown: Type.String(),
  activePointFormula: Type.Union([Type.String(), Type.Null()]),
});
export type Ruleset = Static<typeof Ruleset>;

export const RulesetInput = Type.Object(
  {
    markdown: Type.String({ maxLength: 1_000_000 }),
    activePointFormula: Type.Optional(
      Type.Union([Type.String({ format: 'uuid' }), Type.Null(), Type.Literal('')]),
    ),
  },
  { additionalProperties: false },
);
export type RulesetInput = Static<typeof RulesetInput>;
