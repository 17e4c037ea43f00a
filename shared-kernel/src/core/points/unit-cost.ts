/**
 * Unit, weapon, ability and roster costs. Pure functions: a failing
 * expression yields `error: 'Error: ...'` and 0 points, never an exception.
 */
import type {
  AbilityTemplate,
  AbilityValue,
  EquippedWeapon,
  RosterEntry,
  StructuredAbility,
  Unit,
  UnitAbility,
  Weapon,
} from '../model/entities.js';
import {
  compileExpression,
  FormulaError,
  slotsOf,
  type CompiledExpression,
} from './formula-language.js';
import {
  KNACK_FACTORS,
  NO_TRAINING,
  trainingModifiers,
  UNIT_VARIABLES,
  type TrainingModifiers,
} from '@muster/shared-kernel/core';
import {
  compiledPointFormula,
  remember,
  WEAPON_SLOTS,
  type CompiledPointFormula,
} from './point-formula.js';
import type { FormulaSample } from './formula-samples.js';
import {
  LIMITS,
  fillAbilityText,
  round2,
  snapCeil,
  type NumberLimit,
} from '@muster/shared-kernel/core';

/** The fields of a unit the engine reads; missing ones take the unit defaults. */
export type CostedUnit = Partial<
  Pick<
    Unit,
    | 'unitName'
    | 'trainingType'
    | 'health'
    | 'protectionTypes'
    | 'protectionValue'
    | 'movement'
    | 'size'
    | 'equippedWeapons'
    | 'abilities'
    | 'structuredAbilities'
  >
>;

/** The fields of a weapon the engine reads. */
export type CostedWeapon = Pick<Weapon, 'attacks' | 'damage'> &
  Partial<Pick<Weapon, '_id' | 'name' | 'type' | 'effectiveTypes'>>;

/** The fields of an ability template the engine reads. */
export type CostedAbilityTemplate = Pick<
  AbilityTemplate,
  '_id' | 'name' | 'formula' | 'defaultValues'
>;

/** What a unit's cost depends on. */
export interface UnitCostInput {
  unit: CostedUnit;
  /** The faction's weapons; equipment is looked up in them by `weaponID`. */
  weapons?: readonly CostedWeapon[];
  /** The ability templates structured abilities refer to. */
  abilityTemplates?: readonly CostedAbilityTemplate[];
  /** JSON text of the point formula in force; undefined or null for the default formula. */
  formula?: string | null;
}

/** A unit's cost and its parts. On error every number is 0 and `error` says why. */
export interface UnitCost {
  /** Defense + movement + weapons + abilities + flat, rounded up, at least 1 (0 on error). */
  total: number;
  defense: number;
  movement: number;
  /** Sum of the equipped weapons' costs. */
  weapons: number;
  /** Sum of the abilities' costs (after the training modifier). */
  abilities: number;
  /** The training type's flat bonus. */
  flat: number;
  /** 'Error: ...' when a formula failed; the unit then counts 0 points. */
  error?: string;
}

/** What kind of part of a unit's cost a term is. */
export type CostTermKind =
  'defense' | 'movement' | 'weapon' | 'ability' | 'training' | 'adjustment';

/** One named part of a unit's cost. */
export interface CostTerm {
  kind: CostTermKind;
  /** 'Defense', 'Movement', 'Sword (knack 3)', an ability's name, 'Training bonus (Leader)'... */
  label: string;
  points: number;
}

/** A unit's cost as the list of terms that add up to it. */
export interface UnitCostExplanation {
  /** The same total as {@link computeUnitCost}; the terms add up to it. */
  total: number;
  terms: CostTerm[];
  /** 'Error: ...' when a formula failed; the terms then stop where it failed. */
  error?: string;
}

/** A weapon's cost at a knack. */
export interface WeaponCost {
  /** Points, 0 on error. */
  cost: number;
  /** The weapon's damage per round at that knack. */
  dpr: number;
  error?: string;
}

/** One line of a costed roster. */
export interface RosterLineCost {
  entry: RosterEntry;
  /** The cost of one unit. */
  cost: UnitCost;
  /** `cost.total × count`. */
  points: number;
}

/** A roster's points: the sum, and each line, highest unit cost first. */
export interface RosterPoints {
  /**
   * Σ unit cost × count, a unit whose cost fails counting 0; 0 when the sum is too large to be a
   * number. Always finite.
   */
  total: number;
  lines: RosterLineCost[];
  /**
   * Set when the total is not the roster's true cost, to show in place of it: 'Total cannot be
   * computed: 1 unit has a cost error' (a picked unit's cost failed), or '...: it is too large'.
   */
  error?: string;
}

/** What a roster's cost depends on besides its units. */
export interface RosterCostContext {
  weapons?: readonly CostedWeapon[];
  abilityTemplates?: readonly CostedAbilityTemplate[];
  formula?: string | null;
  /**
   * Unit costs already computed under this same context, by unit object. A roster costed again
   * after a quantity change then reuses each unchanged unit's cost (the same object, so memoised
   * cards stay as they are). It belongs to one context: start a new one when the weapons, the
   * ability templates or the formula change.
   */
  cache?: WeakMap<object, UnitCost>;
}

class CostError extends Error {}

/** The largest value a field allows (a large one, should a field ever lose its upper bound). */
export const highest = (limit: NumberLimit): number => limit.maximum ?? 1_000_000;

function numberOr(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

const { attacks: ATTACKS, damage: DAMAGE } = LIMITS.weapon;

/**
 * A weapon's attacks or damage, from 0 to the most the field allows: what no saved weapon can
 * pass, so damage per round (their product) stays a finite number whatever a copy holds.
 */
function weaponNumber(value: unknown, limit: NumberLimit): number {
  return Math.min(highest(limit), Math.max(limit.minimum, numberOr(value, 0)));
}

/** How many distinct values a short list holds, at most 3 (no Set: this runs per weapon). */
function distinctCount(values: readonly unknown[] | undefined): number {
  if (!Array.isArray(values)) return 0;
  let count = 0;
  for (let i = 0; i < values.length && count < 3; i += 1) {
    if (values.indexOf(values[i]) === i) count += 1;
  }
  return count;
}

/** The hit probability of a knack; knack above 7 counts as 7, below 1 as 1. */
export function knackFactor(knack: number): number {
  const k = Math.min(7, Math.max(1, Math.round(numberOr(knack, 1))));
  return KNACK_FACTORS[k - 1] as number;
}

/** attacks × damage × knack factor × (1 + bypass count / 3), to two decimals. */
export function weaponDamagePerRound(weapon: CostedWeapon, knack: number): number {
  const attacks = weaponNumber(weapon.attacks, ATTACKS);
  const damage = weaponNumber(weapon.damage, DAMAGE);
  return round2(
    attacks * damage * knackFactor(knack) * (1 + distinctCount(weapon.effectiveTypes) / 3),
  );
}

// One scratch array for every evaluation: the engine is synchronous and calls no user code.
const values = new Float64Array(WEAPON_SLOTS.size);

function finite(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new CostError(`${what} gave ${value}, not a finite number`);
  return value;
}

interface Equipment {
  entry: EquippedWeapon;
  weapon: CostedWeapon;
  dpr: number;
}

function findWeapon(
  weapons: readonly CostedWeapon[] | undefined,
  id: string,
): CostedWeapon | undefined {
  if (!weapons) return undefined;
  for (const weapon of weapons) if (weapon._id === id) return weapon;
  return undefined;
}

function equipmentOf(unit: CostedUnit, weapons: readonly CostedWeapon[] | undefined): Equipment[] {
  const list: Equipment[] = [];
  if (!Array.isArray(unit.equippedWeapons)) return list;
  for (const entry of unit.equippedWeapons) {
    const weapon = findWeapon(weapons, entry.weaponID);
    // A missing weapon shows 'Weapon Undefined' on screen and costs nothing.
    if (weapon) list.push({ entry, weapon, dpr: weaponDamagePerRound(weapon, entry.knack) });
  }
  return list;
}

/** Fills the unit slots of the scratch array. */
function setUnitValues(
  unit: CostedUnit,
  training: TrainingModifiers,
  equipment: readonly Equipment[],
): void {
  let dpr = 0;
  let apr = 0;
  for (const item of equipment) {
    dpr += item.dpr;
    apr += weaponNumber(item.weapon.attacks, ATTACKS);
  }
  values[0] = Math.max(1, numberOr(unit.health, 1));
  values[1] = Math.max(0, numberOr(unit.protectionValue, 0));
  values[2] = distinctCount(unit.protectionTypes);
  values[3] = dpr;
  values[4] = apr;
  values[5] = Math.max(0, numberOr(unit.movement, 6));
  values[6] = Math.min(5, Math.max(1, numberOr(unit.size, 1)));
  values[7] = training.move;
  values[8] = training.hp;
  values[9] = training.defense;
  values[10] = training.weapon;
}

/** Fills the weapon slots of the scratch array. */
function setWeaponValues(weapon: CostedWeapon, knack: number, dpr: number): void {
  const types = Array.isArray(weapon.type) && weapon.type.length > 0 ? weapon.type : ['melee'];
  const k = numberOr(knack, 2);
  values[11] = dpr;
  values[12] = weaponNumber(weapon.attacks, ATTACKS);
  values[13] = weaponNumber(weapon.damage, DAMAGE);
  values[14] = k;
  values[15] = knackFactor(k);
  values[16] = distinctCount(weapon.effectiveTypes);
  values[17] = types.includes('melee') ? 1 : 0;
  values[18] = types.includes('ranged') ? 1 : 0;
  values[19] = types.includes('near') ? 1 : 0;
  values[20] = types.includes('heavy') ? 1 : 0;
}

const templateCache = new Map<
  string,
  { slots: ReadonlyMap<string, number>; closure: CompiledExpression } | string
>();

function templateFormula(formula: string, keys: readonly string[]) {
  const cacheKey = `${keys.join('\u0000')}\u0001${formula}`;
  const hit = templateCache.get(cacheKey);
  if (hit !== undefined) return hit;
  const slots = slotsOf([...UNIT_VARIABLES, ...keys]);
  try {
    return remember(templateCache, cacheKey, { slots, closure: compileExpression(formula, slots) });
  } catch (error) {
    return remember(
      templateCache,
      cacheKey,
      error instanceof Error ? error.message : String(error),
    );
  }
}

function abilityValues(
  template: Pick<CostedAbilityTemplate, 'defaultValues'>,
  overrides: readonly AbilityValue[] | undefined,
): Map<string, unknown> {
  const merged = new Map<string, unknown>();
  for (const { key, value } of template.defaultValues ?? []) merged.set(key, value);
  for (const { key, value } of overrides ?? []) merged.set(key, value);
  return merged;
}

/**
 * The raw (unmodified) cost of a structured ability; expects the unit slots filled. Errors name
 * the ability by `label`, or only say what failed when there is none.
 */
function structuredAbilityRawCost(
  ability: Pick<StructuredAbility, 'overrides'>,
  template: Pick<CostedAbilityTemplate, 'formula' | 'defaultValues'>,
  label: string | null,
): number {
  const merged = abilityValues(template, ability.overrides);
  const keys = [...merged.keys()];
  const compiled = templateFormula(String(template.formula ?? ''), keys);
  const what = label === null ? 'the expression' : `ability ${label}`;
  if (typeof compiled === 'string')
    throw new CostError(label === null ? compiled : `${what}: ${compiled}`);
  const scratch = new Float64Array(compiled.slots.size);
  scratch.set(values.subarray(0, UNIT_VARIABLES.length));
  for (const [key, value] of merged) {
    const slot = compiled.slots.get(key) as number;
    if (slot < UNIT_VARIABLES.length) continue; // a unit variable keeps the unit's value
    const n = numberOr(value, Number.NaN);
    if (Number.isNaN(n)) throw new CostError(`${what}: value "${key}" is not a number`);
    scratch[slot] = n;
  }
  return finite(compiled.closure(scratch), what);
}

function abilityCost(raw: number, training: TrainingModifiers, what: string): number {
  return finite(snapCeil(raw >= 0 ? raw * training.ability : raw), what);
}

function findTemplate(templates: readonly CostedAbilityTemplate[] | undefined, id: string) {
  if (!templates) return undefined;
  for (const template of templates) if (template._id === id) return template;
  return undefined;
}

/**
 * The one costing routine: fills `terms` when given (for {@link explainUnitCost}), throws
 * CostError or answers the parts.
 */
function cost(
  input: UnitCostInput,
  formula: CompiledPointFormula,
  terms: CostTerm[] | null,
): UnitCost {
  const { unit } = input;
  const training = trainingModifiers(numberOr(unit.trainingType, 1));
  const equipment = equipmentOf(unit, input.weapons);
  setUnitValues(unit, training, equipment);

  const defense = finite(formula.defense(values), 'defenseFormula');
  terms?.push({ kind: 'defense', label: 'Defense', points: defense });
  const movement = finite(formula.movement(values), 'movementFormula');
  terms?.push({ kind: 'movement', label: 'Movement', points: movement });

  let weapons = 0;
  for (const item of equipment) {
    setWeaponValues(item.weapon, item.entry.knack, item.dpr);
    const label = `${item.weapon.name ?? 'Weapon'} (knack ${item.entry.knack})`;
    const points = finite(formula.weapon(values), `weaponFormula for ${label}`);
    weapons = finite(weapons + points, 'the sum of the weapons’ costs');
    terms?.push({ kind: 'weapon', label, points });
  }

  let abilities = 0;
  for (const ability of (Array.isArray(unit.abilities) ? unit.abilities : []) as UnitAbility[]) {
    const name = ability.name || 'Ability';
    const points = abilityCost(numberOr(ability.pointCost, 0), training, `ability ${name}`);
    abilities = finite(abilities + points, 'the sum of the abilities’ costs');
    terms?.push({ kind: 'ability', label: name, points });
  }
  for (const ability of (Array.isArray(unit.structuredAbilities)
    ? unit.structuredAbilities
    : []) as StructuredAbility[]) {
    const template = findTemplate(input.abilityTemplates, ability.templateID);
    // An ability whose template is gone costs nothing, like a missing weapon.
    if (!template) continue;
    const label =
      ability.customName ||
      fillAbilityText(template.name, template.defaultValues, ability.overrides);
    const raw = structuredAbilityRawCost(ability, template, label);
    const points = abilityCost(raw, training, `ability ${label}`);
    abilities = finite(abilities + points, 'the sum of the abilities’ costs');
    terms?.push({ kind: 'ability', label, points });
  }

  const flat = training.flat;
  if (flat !== 0)
    terms?.push({ kind: 'training', label: `Training bonus (${training.name})`, points: flat });

  // Each part is finite, but parts near the largest number can add up to Infinity.
  const sum = finite(
    defense + movement + weapons + abilities + flat,
    "the sum of the unit's costs",
  );
  const total = Math.max(1, snapCeil(sum));
  if (terms && total !== sum) {
    terms.push({
      kind: 'adjustment',
      label: total === 1 && sum < 1 ? 'Minimum cost of 1' : 'Rounded up to a whole point',
      points: total - sum,
    });
  }
  return { total, defense, movement, weapons, abilities, flat };
}

function failure(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof CostError || error instanceof FormulaError) return `Error: ${error.message}`;
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}

const FAILED: Omit<UnitCost, 'error'> = Object.freeze({
  total: 0,
  defense: 0,
  movement: 0,
  weapons: 0,
  abilities: 0,
  flat: 0,
});

/**
 * What an ability template costs on a unit before the unit's training type applies (the ability
 * editor's example and the template list's Points): its formula with the template's default
 * values, on the unit's variables with every training modifier 1, rounded up to a whole point as
 * a unit's ability is. A value key named like a unit variable keeps the unit's value, as in
 * {@link computeUnitCost}. 'Error: ...' when the formula fails.
 */
export function abilityTemplateCost(
  template: Pick<CostedAbilityTemplate, 'formula' | 'defaultValues'>,
  unit: CostedUnit = {},
): number | string {
  try {
    setUnitValues(unit, NO_TRAINING, equipmentOf(unit, undefined));
    const raw = structuredAbilityRawCost({ overrides: [] }, template, null);
    return abilityCost(raw, NO_TRAINING, 'the expression');
  } catch (error) {
    return failure(error);
  }
}

/**
 * A unit's point cost with the formula in force (`formula`, or the default formula when
 * undefined): defense + movement + weapons + abilities + training bonus, at least 1. A failing
 * expression answers every part 0 and `error: 'Error: ...'`.
 */
export function computeUnitCost(input: UnitCostInput): UnitCost {
  const formula = compiledPointFormula(input.formula);
  if (typeof formula === 'string') return { ...FAILED, error: formula };
  try {
    return cost(input, formula, null);
  } catch (error) {
    return { ...FAILED, error: failure(error) };
  }
}

/**
 * The same total as {@link computeUnitCost} as a list of named terms (defense, movement, each
 * weapon at its knack, each ability, the training bonus, and any rounding), so a screen can show
 * why a unit costs what it costs.
 */
export function explainUnitCost(input: UnitCostInput): UnitCostExplanation {
  const terms: CostTerm[] = [];
  const formula = compiledPointFormula(input.formula);
  if (typeof formula === 'string') return { total: 0, terms, error: formula };
  try {
    return { total: cost(input, formula, terms).total, terms };
  } catch (error) {
    return { total: 0, terms, error: failure(error) };
  }
}

/** What a single weapon's cost depends on. */
export interface WeaponCostInput {
  weapon: CostedWeapon;
  knack: number;
  /** The unit carrying it; without one, a default unit carrying only it. */
  unit?: CostedUnit;
  /** The unit's faction weapons, for `unitDPR`; without them the unit carries only this weapon. */
  weapons?: readonly CostedWeapon[];
  /** JSON text of the point formula in force; undefined or null for the default formula. */
  formula?: string | null;
}

/**
 * One weapon's cost at a knack under the weapon formula (the weapon editor's cost simulation).
 */
export function weaponCost(input: WeaponCostInput): WeaponCost {
  const dpr = weaponDamagePerRound(input.weapon, input.knack);
  const formula = compiledPointFormula(input.formula);
  if (typeof formula === 'string') return { cost: 0, dpr, error: formula };
  const unit = input.unit ?? {};
  const training = trainingModifiers(numberOr(unit.trainingType, 1));
  const equipment = input.weapons
    ? equipmentOf(unit, input.weapons)
    : [
        {
          entry: { weaponID: input.weapon._id ?? '', knack: input.knack },
          weapon: input.weapon,
          dpr,
        },
      ];
  try {
    setUnitValues(unit, training, equipment);
    setWeaponValues(input.weapon, input.knack, dpr);
    return { cost: finite(formula.weapon(values), 'weaponFormula'), dpr };
  } catch (error) {
    return { cost: 0, dpr, error: failure(error) };
  }
}

function costOfUnit(unit: CostedUnit, { cache, ...context }: RosterCostContext): UnitCost {
  const cached = cache?.get(unit);
  if (cached) return cached;
  const unitCost = computeUnitCost({ unit, ...context });
  cache?.set(unit, unitCost);
  return unitCost;
}

/** The roster total's text when a picked unit's cost failed. */
function rosterCostErrorText(failed: number): string {
  return `Total cannot be computed: ${failed} ${failed === 1 ? 'unit has' : 'units have'} a cost error`;
}

/** The roster total's text when the sum passes the largest number. */
const ROSTER_TOTAL_TOO_LARGE = 'Total cannot be computed: it is too large';

/**
 * A roster's points: Σ unit cost × count (a unit whose cost fails counts 0), with each line,
 * highest unit cost first. When a picked unit's cost fails, or the sum is too large to be a
 * number, `error` says the total cannot be computed; no number it answers is ever NaN or
 * Infinity.
 */
export function rosterPoints(
  roster: { unit_list: readonly RosterEntry[] },
  context: RosterCostContext = {},
): RosterPoints {
  const lines: RosterLineCost[] = [];
  let total = 0;
  let failed = 0;
  let tooLarge = false;
  for (const entry of Array.isArray(roster.unit_list) ? roster.unit_list : []) {
    const count = Math.max(0, Math.floor(numberOr(entry.count, 0)));
    const unitCost = costOfUnit(entry.obj ?? {}, context);
    let points = unitCost.total * count;
    if (!Number.isFinite(points)) {
      points = 0;
      tooLarge = true;
    }
    if (unitCost.error !== undefined && count > 0) failed += 1;
    total += points;
    lines.push({ entry, cost: unitCost, points });
  }
  lines.sort((a, b) => b.cost.total - a.cost.total);
  const summed = !tooLarge && Number.isFinite(total);
  if (failed > 0) return { total: summed ? total : 0, lines, error: rosterCostErrorText(failed) };
  if (!summed) return { total: 0, lines, error: ROSTER_TOTAL_TOO_LARGE };
  return { total, lines };
}

/** An expression of a point formula that is not a finite number on some sample unit. */
export interface NonFiniteFormulaValue {
  /** Which of the formula's expressions. */
  key: 'movementFormula' | 'defenseFormula' | 'weaponFormula';
  /** The expression's text (the default's when the formula left it out). */
  expression: string;
  /** The sample's name, and the weapon for the weapon formula. */
  sample: string;
  /** Infinity, -Infinity or NaN. */
  value: number;
  /** One sentence naming the expression, the value and the sample, for the editor and the API. */
  message: string;
}

/**
 * The first expression of a point formula (JSON text) that gives a non-finite value (Infinity,
 * -Infinity, NaN) on one of the `samples`, or null when every expression is finite on every
 * sample. A formula that does not parse answers null: `parsePointFormula` says what is wrong
 * with it. Here, beside the engine's values it sets; the server reads it, with its default
 * samples, from /core/formula-check, so that pages never download the samples.
 */
export function nonFiniteFormulaValueOn(
  formulaText: string,
  samples: readonly FormulaSample[],
): NonFiniteFormulaValue | null {
  const formula = compiledPointFormula(formulaText);
  if (typeof formula === 'string') return null;
  const check = (
    key: NonFiniteFormulaValue['key'],
    value: number,
    sample: string,
  ): NonFiniteFormulaValue | null => {
    if (Number.isFinite(value)) return null;
    const expression = formula.parsed[key];
    return {
      key,
      expression,
      sample,
      value,
      message: `${key} "${expression}" gives ${value} for the sample unit '${sample}': every expression must give a finite number`,
    };
  };
  for (const { name, unit, weapons } of samples) {
    const training = trainingModifiers(numberOr(unit.trainingType, 1));
    const equipment = equipmentOf(unit, weapons);
    setUnitValues(unit, training, equipment);
    const found =
      check('defenseFormula', formula.defense(values), name) ??
      check('movementFormula', formula.movement(values), name);
    if (found) return found;
    for (const item of equipment) {
      setWeaponValues(item.weapon, item.entry.knack, item.dpr);
      const label = `${name}, ${item.weapon.name ?? 'weapon'} at knack ${item.entry.knack}`;
      const weaponFound = check('weaponFormula', formula.weapon(values), label);
      if (weaponFound) return weaponFound;
    }
  }
  return null;
}
