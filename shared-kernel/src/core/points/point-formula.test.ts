/** @jest-environment node */
import { DEFAULT_FORMULA_DEFINITION, DEFAULT_POINT_FORMULA } from './default-formula.js';
import { parsePointFormula } from './point-formula.js';
import { computeUnitCost } from './unit-cost.js';

describe('parsePointFormula', () => {
  it('parses the default formula', () => {
    expect(parsePointFormula(DEFAULT_POINT_FORMULA)).toEqual({
      ...DEFAULT_FORMULA_DEFINITION,
      defaulted: [],
    });
  });

  it('fills missing or empty keys with the default expressions', () => {
    const parsed = parsePointFormula(
      JSON.stringify({ movementFormula: 'unitMove', defenseFormula: ' ' }),
    );
    expect(parsed).toEqual({
      movementFormula: 'unitMove',
      defenseFormula: DEFAULT_FORMULA_DEFINITION.defenseFormula,
      weaponFormula: DEFAULT_FORMULA_DEFINITION.weaponFormula,
      defaulted: ['defenseFormula', 'weaponFormula'],
    });
  });

  it.each([
    ['not json', /^Error: Unexpected token/],
    ['[]', /^Error: the formula must be a JSON object/],
    ['null', /^Error: the formula must be a JSON object/],
    ['"text"', /^Error: the formula must be a JSON object/],
    [JSON.stringify({ weaponFormula: 3 }), /^Error: weaponFormula must be a text, not number/],
    [
      JSON.stringify({ movementFormula: 'weaponDPR' }),
      /^Error: movementFormula: unknown variable "weaponDPR"/,
    ],
    [JSON.stringify({ defenseFormula: 'unitHP +' }), /^Error: defenseFormula: /],
    [
      JSON.stringify({ weaponFormula: 'process.exit(1)' }),
      /^Error: weaponFormula: only the functions/,
    ],
    [JSON.stringify({ weaponFormula: 'unitHP = 3' }), /^Error: weaponFormula: /],
  ])('refuses %p', (text, message) => {
    expect(parsePointFormula(text)).toMatch(message);
  });

  it('lets the weapon formula read unit and weapon variables', () => {
    expect(
      parsePointFormula(
        JSON.stringify({ weaponFormula: 'weaponDPR * unitSize + weaponTypeHeavy' }),
      ),
    ).not.toEqual(expect.any(String));
  });

  it('ignores JSON prototype keys', () => {
    const parsed = parsePointFormula('{"__proto__": {"movementFormula": "999"}, "constructor": 1}');
    expect(parsed).toMatchObject({ movementFormula: DEFAULT_FORMULA_DEFINITION.movementFormula });
    expect(({} as Record<string, unknown>).movementFormula).toBeUndefined();
  });
});

describe('hostile formula texts', () => {
  const cost = (formula: string) => computeUnitCost({ unit: { health: 3 }, formula });

  it('refuses a 100 KB text quickly', () => {
    const started = Date.now();
    const huge = JSON.stringify({ movementFormula: '1+'.repeat(50_000) + '1' });
    expect(parsePointFormula(huge)).toMatch(/^Error: the formula is \d+ characters long/);
    expect(cost(huge).error).toMatch(/^Error: /);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses 10,000-deep nesting without a stack overflow', () => {
    const parens = JSON.stringify({
      movementFormula: `${'('.repeat(10_000)}1${')'.repeat(10_000)}`,
    });
    expect(parsePointFormula(parens)).toMatch(/^Error: /);
    const jsonArrays = `${'['.repeat(9_000)}${']'.repeat(9_000)}`;
    expect(parsePointFormula(jsonArrays)).toMatch(/^Error: /);
    const jsonObjects = `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`;
    expect(parsePointFormula(jsonObjects)).toMatchObject({
      defaulted: ['movementFormula', 'defenseFormula', 'weaponFormula'],
    });
  });

  it('answers an error for huge exponents, never Infinity points', () => {
    for (const expression of ['2 ^ 1e308', '10 ^ 10 ^ 10', 'exp(1e6)', 'pow(9, 9 ^ 9)']) {
      const result = cost(JSON.stringify({ defenseFormula: expression }));
      expect(result.total).toBe(0);
      expect(result.error).toMatch(/^Error: defenseFormula gave Infinity/);
    }
  });

  it('never reaches globals, prototypes or code', () => {
    const attempts = [
      'constructor',
      'constructor.constructor("return globalThis")()',
      '__proto__',
      'unitHP.__proto__',
      'unitHP["constructor"]',
      'this',
      'globalThis',
      'process',
      'require("fs")',
      'import("fs")',
      'eval("1")',
      'Function("return 1")()',
      '(() => 1)()',
      'unitHP = 1',
      'unitHP += 1',
      '`${1}`',
      '"1" + 1',
      '[1][0]',
      'new Date()',
      'valueOf()',
      'hasOwnProperty',
    ];
    for (const expression of attempts) {
      const result = parsePointFormula(JSON.stringify({ movementFormula: expression }));
      expect(typeof result).toBe('string');
      expect(result).toMatch(/^Error: movementFormula: /);
    }
  });
});
