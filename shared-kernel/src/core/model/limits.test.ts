/**
 * The field limits: the editors' checks (textProblem, numberProblem) and the schemas the API
 * validates with refuse and accept the same values at every bound.
 */
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { LIMITS, numberProblem, textProblem, type NumberLimit, type TextLimit } from './limits.js';
import {
  Ante,
  EnvironmentEffect,
  Faction,
  AbilityValuePayload,
  PageTag,
  Roster,
  UnitPayload,
  WeaponPayload,
} from './index.js';

describe('textProblem', () => {
  it('names the field when a required text is blank, and allows a blank optional one', () => {
    expect(textProblem('  ', LIMITS.faction.title, 'Title')).toBe('Title is required');
    expect(textProblem('', LIMITS.faction.description, 'Description')).toBeUndefined();
  });

  it('refuses one character over the longest', () => {
    const { maxLength } = LIMITS.weapon.name;
    expect(textProblem('x'.repeat(maxLength), LIMITS.weapon.name, 'Name')).toBeUndefined();
    expect(textProblem('x'.repeat(maxLength + 1), LIMITS.weapon.name, 'Name')).toBe(
      `Name must be at most ${maxLength} characters`,
    );
  });

  it('refuses one character under the shortest', () => {
    expect(textProblem('x'.repeat(7), LIMITS.user.newPassword, 'Password')).toBe(
      'Password must be at least 8 characters',
    );
    expect(textProblem('x'.repeat(8), LIMITS.user.newPassword, 'Password')).toBeUndefined();
  });
});

describe('a page tag', () => {
  const tag = LIMITS.page.tag;
  it.each(['story', 'World Lore', 'a_b-c', ' x', 'x'.repeat(40)])('allows %p', (value) => {
    expect(textProblem(value, tag, 'Tag')).toBeUndefined();
    expect(Value.Check(PageTag, value)).toBe(true);
  });

  it.each([
    ['', 'Tag is required'],
    ['   ', 'Tag is required'],
    ['x'.repeat(41), 'Tag must be at most 40 characters'],
    ['story!', 'Tag may hold only letters, digits, spaces, _ and -'],
    ['a\u0000b', 'Tag may hold only letters, digits, spaces, _ and -'],
  ])('refuses %p, as the schema does', (value, message) => {
    expect(textProblem(value, tag, 'Tag')).toBe(message);
    expect(Value.Check(PageTag, value)).toBe(false);
  });
});

describe("an ability value's key", () => {
  const key = LIMITS.structuredAbility.valueKey;
  const checks = (value: string) => Value.Check(AbilityValuePayload, { key: value, value: 1 });
  it.each(['amount', '_x', 'range2', 'x'.repeat(64)])('allows %p', (value) => {
    expect(textProblem(value, key, 'Key')).toBeUndefined();
    expect(checks(value)).toBe(true);
  });

  it.each([
    ['', 'Key is required'],
    ['2x', 'Key may hold only letters, digits and _, not first a digit'],
    ['a b', 'Key may hold only letters, digits and _, not first a digit'],
    ['a\u0000', 'Key may hold only letters, digits and _, not first a digit'],
  ])('refuses %p, as the schema does', (value, message) => {
    expect(textProblem(value, key, 'Key')).toBe(message);
    expect(checks(value)).toBe(false);
  });
});

describe('numberProblem', () => {
  it('refuses blank, unreadable and fractional input where a whole number is asked', () => {
    expect(numberProblem(' ', LIMITS.unit.health, 'Health')).toBe('Health is required');
    expect(numberProblem('lots', LIMITS.unit.health, 'Health')).toBe('Health must be a number');
    expect(numberProblem('1.5', LIMITS.unit.health, 'Health')).toBe(
      'Health must be a whole number',
    );
    expect(numberProblem('1.5', LIMITS.tactic.knack, 'Knack')).toBeUndefined();
  });

  it('names the range, or the least value when there is no greatest', () => {
    expect(numberProblem('6', LIMITS.unit.size, 'Size')).toBe('Size must be from 1 to 5');
    expect(numberProblem('-1', LIMITS.roster.pointLimit, 'Point Limit')).toBe(
      'Point Limit must be at least 0',
    );
    expect(numberProblem('100000', LIMITS.roster.pointLimit, 'Point Limit')).toBeUndefined();
  });
});

describe('the schemas read the same limits', () => {
  /** The values at a limit's edges, and what the editors' check says of one. */
  function edges(limit: TextLimit | NumberLimit) {
    if ('maxLength' in limit) {
      const values = ['x'.repeat(limit.maxLength), 'x'.repeat(limit.maxLength + 1), ' '];
      return { values, problem: (value: string) => textProblem(value, limit, 'It') };
    }
    const { minimum, maximum = minimum } = limit;
    const values = [minimum - 1, minimum, maximum, maximum + 1, minimum + 0.5];
    return { values, problem: (value: string) => numberProblem(value, limit, 'It') };
  }

  it.each([
    ['faction title', Faction, 'title', LIMITS.faction.title],
    ['unit name', UnitPayload, 'unitName', LIMITS.unit.unitName],
    ['weapon name', WeaponPayload, 'name', LIMITS.weapon.name],
    ['roster name', Roster, 'name', LIMITS.roster.name],
    ['unit health', UnitPayload, 'health', LIMITS.unit.health],
    ['unit size', UnitPayload, 'size', LIMITS.unit.size],
    ['weapon attacks', WeaponPayload, 'attacks', LIMITS.weapon.attacks],
    ['tactic knack', Ante, 'knack', LIMITS.tactic.knack],
    ['tactic penalty', EnvironmentEffect, 'antePenalty', LIMITS.effect.antePenalty],
  ] as const)('%s: the schema and the form accept and refuse the same values', (...row) => {
    const [, schema, key, limit] = row;
    const property = (schema.properties as Record<string, TSchema>)[key]!;
    const { values, problem } = edges(limit);
    for (const value of values) {
      expect(Value.Check(property, value)).toBe(problem(String(value)) === undefined);
    }
  });
});
