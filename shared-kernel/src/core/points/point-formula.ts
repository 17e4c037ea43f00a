/**
 * Point formulas: JSON text holding three expressions, parsed, checked and compiled once per
 * text and kept in a small cache.
 */
import type { PointFormulaDefinition } from '../model/entities.js';
import {
  DEFAULT_FORMULA_DEFINITION,
  DEFAULT_POINT_FORMULA,
  LIMITS,
  UNIT_VARIABLES,
  WEAPON_VARIABLES,
} from '@muster/shared-kernel/core';
import {
  compileExpression,
  FormulaError,
  slotsOf,
  type CompiledExpression,
} from './formula-language.js';

/** The longest point formula JSON text accepted. */
export const MAX_FORMULA_TEXT_LENGTH = LIMITS.pointFormula.formula.maxLength;

/** Slots of the unit variables (movement and defense formulas). */
const UNIT_SLOTS = slotsOf(UNIT_VARIABLES);
/** Slots of the unit and weapon variables (weapon formula); unit variables keep their slots. */
export const WEAPON_SLOTS = slotsOf([...UNIT_VARIABLES, ...WEAPON_VARIABLES]);

/** The keys of a point formula, in the order they are checked. */
const FORMULA_KEYS = ['movementFormula', 'defenseFormula', 'weaponFormula'] as const;

/** A point formula that parsed and compiled: the three expressions in force, defaults filled in. */
export interface ParsedPointFormula {
  readonly movementFormula: string;
  readonly defenseFormula: string;
  readonly weaponFormula: string;
  /** The keys the text left out (or left empty), which use the default expression. */
  readonly defaulted: ReadonlyArray<keyof PointFormulaDefinition>;
}

/** A parsed formula with its closures, as the engine uses it. */
export interface CompiledPointFormula {
  readonly parsed: ParsedPointFormula;
  readonly movement: CompiledExpression;
  readonly defense: CompiledExpression;
  readonly weapon: CompiledExpression;
}

const CACHE_LIMIT = 200;
const cache = new Map<string, CompiledPointFormula | string>();

/** Keeps caches bounded: a formula editor compiles a new text on every keystroke. */
export function remember<T>(store: Map<string, T>, key: string, value: T, limit = CACHE_LIMIT): T {
  if (store.size >= limit) store.clear();
  store.set(key, value);
  return value;
}

function compileFormula(text: string): CompiledPointFormula | string {
  if (text.length > MAX_FORMULA_TEXT_LENGTH) {
    return `Error: the formula is ${text.length} characters long; at most ${MAX_FORMULA_TEXT_LENGTH} are allowed`;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return `Error: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return 'Error: the formula must be a JSON object with movementFormula, defenseFormula and weaponFormula';
  }
  const record = json as Record<string, unknown>;
  const expressions: Record<(typeof FORMULA_KEYS)[number], string> = {
    ...DEFAULT_FORMULA_DEFINITION,
  };
  const defaulted: Array<keyof PointFormulaDefinition> = [];
  for (const key of FORMULA_KEYS) {
    const value = Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
    if (
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '')
    ) {
      defaulted.push(key);
    } else if (typeof value !== 'string') {
      return `Error: ${key} must be a text, not ${Array.isArray(value) ? 'an array' : typeof value}`;
    } else {
      expressions[key] = value;
    }
  }
  try {
    const closures: CompiledExpression[] = [];
    for (const key of FORMULA_KEYS) {
      try {
        closures.push(
          compileExpression(expressions[key], key === 'weaponFormula' ? WEAPON_SLOTS : UNIT_SLOTS),
        );
      } catch (error) {
        if (error instanceof FormulaError) throw new FormulaError(`${key}: ${error.message}`);
        throw error;
      }
    }
    const [movement, defense, weapon] = closures as [
      CompiledExpression,
      CompiledExpression,
      CompiledExpression,
    ];
    const parsed: ParsedPointFormula = Object.freeze({
      ...expressions,
      defaulted: Object.freeze(defaulted),
    });
    return { parsed, movement, defense, weapon };
  } catch (error) {
    return `Error: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * The compiled formula for a JSON text (the default formula for undefined), or an
 * `Error: ...` message. Cached per text.
 */
export function compiledPointFormula(
  text: string | undefined | null,
): CompiledPointFormula | string {
  const key = text ?? DEFAULT_POINT_FORMULA;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  return remember(cache, key, compileFormula(key));
}

/**
 * Parses a point formula's JSON text for the formula editor and the API: the three expressions
 * in force, or a message 'Error: ...' naming what is wrong (bad JSON, an expression that does not
 * parse, an unknown variable or function, a refused construct).
 */
export function parsePointFormula(text: string): ParsedPointFormula | string {
  if (typeof text !== 'string') return 'Error: the formula must be a JSON text';
  const compiled = compiledPointFormula(text);
  return typeof compiled === 'string' ? compiled : compiled.parsed;
}
