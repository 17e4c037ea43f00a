/** @jest-environment node */
import { evaluateExpression } from './formula-language.js';
import { round2, snapCeil, snapFloor, snapRound } from './rounding.js';

const ev = (text: string, variables: Record<string, number> = {}) =>
  evaluateExpression(text, variables);

describe('the formula language', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['7 % 4', 3],
    ['2 ^ 3', 8],
    ['2 ^ 3 ^ 2', 512],
    ['-2 ^ 2', -4],
    ['--2 ^ 2', 4],
    ['2 ^ -1', 0.5],
    ['2 * 3 ^ 2', 18],
    ['-x ^ 2', -9],
    ['1 < 2', 1],
    ['2 <= 1', 0],
    ['3 == 3', 1],
    ['3 != 3', 0],
    ['1 and 0', 0],
    ['1 and 2', 1],
    ['0 or 0', 0],
    ['0 or 5', 1],
    ['not 0', 1],
    ['not 3', 0],
    ['1 or 0 and 0', 1],
    ['1 ? 2 : 3', 2],
    ['0 ? 2 : 3', 3],
    ['1 + (0 ? 5 : 1)', 2],
    ['x > 2 ? x * 2 : x', 6],
    ['ceil(1.2)', 2],
    ['floor(1.8)', 1],
    ['round(2.5)', 3],
    ['round(-2.5)', -3],
    ['abs(-4)', 4],
    ['sqrt(16)', 4],
    ['log10(1000)', 3],
    ['exp(0)', 1],
    ['log(8, 2)', 3],
    ['min(4, 2, 8)', 2],
    ['max(4, 2, 8)', 8],
    ['max(4)', 4],
    ['pow(2, 10)', 1024],
  ])('%s = %p', (text, expected) => {
    expect(ev(text, { x: 3 })).toBeCloseTo(expected, 12);
  });

  it('snaps float noise before ceil, floor and round', () => {
    expect(ev('(1.6 ^ (6 / 6) - 1) * 10 - 6')).not.toBe(0);
    expect(ev('ceil((1.6 ^ (6 / 6) - 1) * 10 - 6)')).toBe(0);
    expect(ev('floor(0.1 * 3 * 10)')).toBe(3);
    expect(snapCeil(2.0000000000001)).toBe(2);
    expect(snapCeil(2.001)).toBe(3);
    expect(snapFloor(2.9999999999999)).toBe(3);
    expect(snapRound(1.005 * 100)).toBe(101);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.6664)).toBe(2.67);
  });

  it.each([
    ['a.b', 'member access'],
    ['x["constructor"]', 'member access'],
    ['constructor', 'unknown variable "constructor"'],
    ['__proto__', 'unknown variable "__proto__"'],
    ['toString()', 'unknown function "toString"'],
    ['x.constructor.constructor("return process")()', 'only the functions'],
    ['"text"', 'only numbers are allowed'],
    ['true', 'only numbers are allowed'],
    ['null', 'only numbers are allowed'],
    ['[1, 2]', 'arrays are not allowed'],
    ['this', '"this" is not allowed'],
    ['x = 1', 'Unexpected'],
    ['x and', 'two expressions in a row'],
    ['1 2', 'two expressions in a row'],
    ['1, 2', 'two expressions in a row'],
    ['1 && 1', 'use "and"'],
    ['1 || 1', 'use "or"'],
    ['!1', 'use "not"'],
    ['2 ** 2', 'use "^"'],
    ['~1', 'operator "~" is not allowed'],
    ['1 | 2', 'operator "|" is not allowed'],
    ['ceil', 'ceil is a function'],
    ['ceil(1, 2)', 'ceil takes 1 argument, not 2'],
    ['pow(1)', 'pow takes 2 arguments, not 1'],
    ['eval(1)', 'unknown function "eval"'],
    ['Math.max(1, 2)', 'only the functions'],
    ['', 'empty'],
  ])('refuses %p with a clear message', (text, message) => {
    const result = ev(text, { x: 1 });
    expect(typeof result).toBe('string');
    expect(result).toMatch(/^Error: /);
    expect(result).toContain(message);
  });

  it('answers an error, not a number, for a non-finite result', () => {
    expect(ev('10 ^ 10 ^ 10')).toMatch(/^Error: .*Infinity/);
    expect(ev('1 / 0')).toMatch(/^Error: /);
    expect(ev('sqrt(-1)')).toMatch(/^Error: .*NaN/);
  });

  it('refuses deep nesting without overflowing the stack', () => {
    const deep = (n: number) => `${'('.repeat(n)}1${')'.repeat(n)}`;
    expect(ev(deep(50))).toBe(1);
    expect(ev(deep(2_000))).toMatch(/nested more than 100 levels/);
    expect(ev(deep(10_000))).toMatch(/at most 5000/);
    expect(ev(`${'-'.repeat(4_000)}1`)).toMatch(/nested more than 100 levels/);
    expect(ev(`${'not '.repeat(1_200)}1`)).toMatch(/nested more than 100 levels/);
    expect(ev(Array.from({ length: 2_000 }, () => '1').join('+'))).toMatch(
      /nested more than 100 levels/,
    );
    expect(ev(`${'1 ? '.repeat(1_000)}1${' : 1'.repeat(1_000)}`)).toMatch(/^Error: /);
    expect(ev(`${'max(1, '.repeat(500)}1${')'.repeat(500)}`)).toMatch(
      /nested more than 100 levels/,
    );
  });

  it('refuses a 100 KB text at once', () => {
    const started = Date.now();
    expect(ev('1+'.repeat(50_000) + '1')).toMatch(/at most 5000/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
