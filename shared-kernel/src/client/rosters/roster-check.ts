/**
 * Checks rosters and roster files against the core schemas with TypeBox's `Value` module, and
 * turns the first error into a message that names the roster line and the field. Never TypeBox's
 * compiler (`typebox/compile`): it builds code with `new Function`, which the site's CSP forbids.
 * `Value` stays out of /core, which every page loads, and out of the roster store's first
 * download: the store imports this module (with the schemas of /core/model) when it first writes
 * a roster, or reads one it did not write itself.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Check, Clean, Clone, Default, Errors } from 'typebox/value';
import { Roster, RosterEntry, RosterFile, type Unit } from '@muster/shared-kernel/core/model';

/** A checked value, or a message a screen can show as it is. */
export type Check<T> = { ok: true; value: T } | { ok: false; error: string };

/** One error as TypeBox's `Errors` reports it. */
type SchemaError = ReturnType<typeof Errors>[number];

/** The JSON Schema keywords a message reads. */
interface SchemaNode {
  type?: string;
  const?: unknown;
  anyOf?: SchemaNode[];
  minimum?: number;
  maximum?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Files written by older versions may hold null for an absent unit field, and ability values
 * typed into a form as numeric text: read them as absent, and as numbers.
 */
function tolerateOldUnits(candidate: unknown): void {
  if (!isRecord(candidate) || !Array.isArray(candidate.unit_list)) return;
  for (const entry of candidate.unit_list) {
    if (!isRecord(entry) || !isRecord(entry.obj)) continue;
    const unit = entry.obj;
    for (const [field, value] of Object.entries(unit)) if (value === null) delete unit[field];
    if (!Array.isArray(unit.structuredAbilities)) continue;
    for (const ability of unit.structuredAbilities) {
      if (!isRecord(ability) || !Array.isArray(ability.overrides)) continue;
      for (const item of ability.overrides) {
        if (isRecord(item) && typeof item.value === 'string' && item.value.trim() !== '') {
          const number = Number(item.value);
          if (Number.isFinite(number)) item.value = number;
        }
      }
    }
  }
}

/** A line without its unit copy, for a line whose copy is already known to be good. */
const LineOnly = Type.Object({
  count: RosterEntry.properties.count,
  formation: RosterEntry.properties.formation,
});

/**
 * Unit copies that passed the unit schema, by the object checked, with the copy as checked
 * (defaults filled, unknown fields gone). Rosters are values here: a change makes new objects and
 * keeps the untouched ones, so a quantity change checks the roster's own fields and its lines,
 * not every unit again (a 50-unit roster took most of a frame per click).
 */
const checkedUnits = new WeakMap<object, Unit>();

/** The unit copy of a line, when it was checked before. */
const knownUnit = (entry: unknown): Unit | undefined =>
  isRecord(entry) && isRecord(entry.obj) ? checkedUnits.get(entry.obj) : undefined;

/** The first error of a value against a schema. */
function firstError(schema: TSchema, value: unknown): SchemaError | undefined {
  // A union's branch errors come before the union's own: the union says it best.
  const errors = Errors(schema, value);
  return errors.find((e) => !e.schemaPath.includes('/anyOf/')) ?? errors[0];
}

/**
 * Checks a roster (or roster file) candidate: fills the unit defaults for absent unit fields,
 * then answers the value without unknown fields, or the first error as a message. A unit copy
 * checked before is not checked again: only its line's count is.
 */
function checkRoster<S extends TSchema>(schema: S, candidate: unknown): Check<Static<S>> {
  const lines: unknown[] | null =
    isRecord(candidate) && Array.isArray(candidate.unit_list) ? candidate.unit_list : null;
  const known = lines?.map(knownUnit) ?? [];
  // The lines whose unit is checked here, by their index in the roster.
  const fresh = known.flatMap((unit, index) => (unit ? [] : [index]));
  const value = Clone(
    lines ? { ...(candidate as object), unit_list: fresh.map((index) => lines[index]) } : candidate,
  );
  tolerateOldUnits(value);
  Default(schema, value);
  if (!Check(schema, value)) {
    const line = (index: number) => fresh[index] ?? index;
    return { ok: false, error: explain(schema, value, firstError(schema, value), { line }) };
  }
  for (const [index, unit] of known.entries()) {
    if (!unit) continue;
    const { obj: _unit, ...line } = lines?.[index] as Record<string, unknown>;
    if (!Check(LineOnly, line)) {
      const at = { unit_list: { [index]: line } };
      const place = { prefix: ['unit_list', String(index)] };
      return { ok: false, error: explain(LineOnly, at, firstError(LineOnly, line), place) };
    }
  }
  const cleaned = Clean(schema, value) as Static<S> & { unit_list?: RosterEntry[] };
  if (!lines || !cleaned.unit_list) return { ok: true, value: cleaned };
  const checked = cleaned.unit_list;
  fresh.forEach((index, i) => {
    const obj = (lines[index] as { obj: object }).obj;
    const unit = (checked[i] as RosterEntry).obj;
    checkedUnits.set(obj, unit);
    checkedUnits.set(unit, unit);
  });
  let next = 0;
  const unitList = known.map((unit, index): RosterEntry => {
    if (!unit) return checked[next++] as RosterEntry;
    const { count, formation } = lines[index] as RosterEntry;
    return formation === undefined ? { count, obj: unit } : { count, obj: unit, formation };
  });
  return { ok: true, value: { ...cleaned, unit_list: unitList } };
}

/** Checks a stored roster (or one about to be stored). */
export const checkStoredRoster = (candidate: unknown): Check<Roster> =>
  checkRoster(Roster, candidate);

/** Checks a roster export file (its version already read). */
export const checkRosterFile = (candidate: unknown): Check<RosterFile> =>
  checkRoster(RosterFile, candidate);

const segments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

function schemaAt(root: TSchema, schemaPath: string): SchemaNode {
  let node: unknown = root;
  for (const part of segments(schemaPath.replace(/^#/, ''))) {
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : {};
  }
  return isRecord(node) ? (node as SchemaNode) : {};
}

function valueAt(root: unknown, path: string[]): unknown {
  let node = root;
  for (const part of path) {
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : {};
  }
  return node;
}

/** '1, 2 or 3'; a run of four or more whole numbers reads '1 to 6'. */
function listOf(values: unknown[]): string {
  const [first, ...others] = values;
  if (
    typeof first === 'number' &&
    others.length > 2 &&
    others.every((value, i) => value === first + i + 1)
  ) {
    return `${first} to ${first + others.length}`;
  }
  const words = values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v)));
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
    : words.join('');
}

function range({ minimum, maximum }: SchemaNode): string {
  if (minimum !== undefined && maximum !== undefined) return ` from ${minimum} to ${maximum}`;
  if (minimum !== undefined) return ` of at least ${minimum}`;
  return maximum !== undefined ? ` of at most ${maximum}` : '';
}

/** What a value must be, in words, from its schema. */
function describe(schema: SchemaNode, value: unknown): string {
  if (schema.anyOf) {
    const options = schema.anyOf.filter((option) => option.type !== 'null');
    const text = options.every((option) => 'const' in option)
      ? listOf(options.map((option) => option.const))
      : options.map((option) => describe(option, value)).join(' or ');
    return options.length < schema.anyOf.length ? `${text}, or null` : text;
  }
  switch (schema.type) {
    case 'number':
      return `a number${range(schema)}`;
    case 'integer':
      return typeof value === 'number'
        ? `a whole number${range(schema)}`
        : `a number (a whole number${range(schema)})`;
    case 'string':
      return 'a text';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    default:
      return 'an object';
  }
}

/** What is wrong with the value, from the error's keyword. */
function problem(error: SchemaError, schema: SchemaNode, value: unknown): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'minLength':
    case 'pattern':
      if (typeof value === 'string' && value.includes('\u0000'))
        return 'must not hold a NUL character';
      return typeof value === 'string' && value.trim() === ''
        ? 'must not be blank'
        : 'is not in the expected form';
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} entries`;
    case 'minItems':
      return `must have at least ${String(params.limit)} entries`;
    case 'uniqueItems':
      return 'must not repeat an entry';
    case 'format':
      return `must be a valid ${String(params.format)}`;
    default:
      return `must be ${describe(schema, value)}`;
  }
}

/**
 * Names a field by its path inside a roster line or the roster: `"health"`, `"equippedWeapons"
 * entry 1: "knack"`, and `every "protectionTypes" entry` when the entry itself is wrong.
 */
function fieldName(path: string[], itemItself: boolean): string {
  const words: string[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const index = path[i + 1];
    if (index !== undefined && /^\d+$/.test(index)) {
      const last = i + 2 === path.length;
      words.push(
        last && itemItself ? `every "${path[i]}" entry` : `"${path[i]}" entry ${Number(index) + 1}`,
      );
      i += 1;
    } else {
      words.push(`"${path[i]}"`);
    }
  }
  return words.join(': ');
}

/** Where an error sits when only part of a roster was checked. */
interface ErrorPlace {
  /** The path of the checked part inside the roster. */
  prefix?: string[];
  /** The roster's line index of a checked line's index. */
  line?: (index: number) => number;
}

/** One message for the first error, in the roster's words. */
function explain(
  root: TSchema,
  value: unknown,
  error: SchemaError | undefined,
  { prefix = [], line = (index) => index }: ErrorPlace = {},
): string {
  if (!error) return 'The roster is not valid';
  const path = [...prefix, ...segments(error.instancePath)];
  const missing =
    error.keyword === 'required'
      ? String((error.params as { requiredProperties: string[] }).requiredProperties[0])
      : null;
  const here = valueAt(value, path);
  const whatIsWrong = (fieldPath: string[]) =>
    missing !== null
      ? `${fieldName(fieldPath, false)} has no "${missing}"`
      : `${fieldName(fieldPath, true)} ${problem(error, schemaAt(root, error.schemaPath), here)}`;

  if (path[0] === 'unit_list' && path.length >= 2) {
    const where = `Unit ${line(Number(path[1])) + 1}`;
    if (path.length === 2) {
      if (missing === 'obj') return `${where}: the unit is missing`;
      return missing !== null
        ? `${where} has no "${missing}"`
        : `${where}: must be an object with "count" and "obj"`;
    }
    if (path[2] !== 'obj') return `${where}: ${whatIsWrong(path.slice(2))}`;
    const unit = valueAt(value, path.slice(0, 3));
    const rest = path.slice(3);
    if (rest.length === 0 && missing === null) return `${where}: the unit is missing`;
    if (
      (rest[0] ?? missing) === 'unitName' ||
      !isRecord(unit) ||
      typeof unit.unitName !== 'string'
    ) {
      return `${where}: the unit has no name`;
    }
    if (rest.length === 0) return `${where} (${unit.unitName}): the unit has no "${missing}"`;
    return `${where} (${unit.unitName}): ${whatIsWrong(rest)}`;
  }
  if (path.length === 0) {
    return missing !== null
      ? `The roster has no "${missing}"`
      : 'The roster is not a roster object';
  }
  const blank = typeof here === 'string' && here.trim() === '';
  if (path[0] === 'name' && blank) return 'The roster has no name';
  if (path[0] === 'faction_slug' && blank) return 'The roster has no faction';
  return `The roster's ${whatIsWrong(path)}`;
}
