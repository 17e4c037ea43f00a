import { LIMITS } from '../model/limits.js';
import { DEFAULT_POINT_FORMULA } from './default-formula.js';
import { FORMULA_SAMPLES } from './formula-samples.js';
import { computeUnitCost } from './unit-cost.js';
import { findNonFiniteFormulaValue } from '../formula-check/index.js';

const formula = (expressions: Record<string, string>) => JSON.stringify(expressions);

describe('FORMULA_SAMPLES', () => {
  it('are named once each and span the bounds of the unit and weapon limits', () => {
    const names = FORMULA_SAMPLES.map((sample) => sample.name);
    expect(new Set(names).size).toBe(names.length);
    const units = FORMULA_SAMPLES.map((sample) => sample.unit);
    for (const field of ['health', 'protectionValue', 'movement', 'size'] as const) {
      const values = units.map((unit) => unit[field]).filter((v) => v !== undefined);
      expect([field, Math.min(...values), Math.max(...values)]).toEqual([
        field,
        LIMITS.unit[field].minimum,
        LIMITS.unit[field].maximum,
      ]);
    }
    const knacks = units.flatMap((unit) => unit.equippedWeapons ?? []).map((item) => item.knack);
    expect([Math.min(...knacks), Math.max(...knacks)]).toEqual([
      LIMITS.unit.knack.minimum,
      LIMITS.unit.knack.maximum,
    ]);
    const weapons = FORMULA_SAMPLES.flatMap((sample) => sample.weapons);
    expect(Math.min(...weapons.map((w) => w.attacks))).toBe(LIMITS.weapon.attacks.minimum);
    expect(Math.max(...weapons.map((w) => w.damage))).toBe(LIMITS.weapon.damage.maximum);
    expect(new Set(units.map((unit) => unit.trainingType))).toEqual(
      new Set([undefined, 1, 2, 3, 4, 5, 6]),
    );
    expect(units.some((unit) => !unit.equippedWeapons?.length)).toBe(true);
    expect(Math.max(...units.map((unit) => unit.equippedWeapons?.length ?? 0))).toBeGreaterThan(10);
  });

  it('all cost a finite number under the default formula', () => {
    for (const { name, unit, weapons } of FORMULA_SAMPLES) {
      const cost = computeUnitCost({ unit, weapons });
      expect([name, cost.error, Number.isFinite(cost.total)]).toEqual([name, undefined, true]);
    }
  });
});

describe('findNonFiniteFormulaValue', () => {
  it('finds nothing wrong with the default formula, or one that leaves keys out', () => {
    expect(findNonFiniteFormulaValue(DEFAULT_POINT_FORMULA)).toBeNull();
    expect(findNonFiniteFormulaValue('{}')).toBeNull();
    expect(findNonFiniteFormulaValue(formula({ weaponFormula: 'weaponDPR * 2' }))).toBeNull();
  });

  it('names a division by zero on every unit', () => {
    const found = findNonFiniteFormulaValue(
      formula({ defenseFormula: 'unitHP / (unitHP - unitHP)' }),
    );
    expect(found).toMatchObject({
      key: 'defenseFormula',
      expression: 'unitHP / (unitHP - unitHP)',
      value: Infinity,
    });
    expect(found?.message).toMatch(/defenseFormula "unitHP \/ \(unitHP - unitHP\)" gives Infinity/);
  });

  it.each([
    ['movementFormula', 'log(unitMove)', 'a unit that cannot move', -Infinity],
    ['movementFormula', '1 / unitProtValue', 'a unit without protection', Infinity],
    ['defenseFormula', 'sqrt(unitProtTypeCount - 1)', 'a unit without protection types', NaN],
    ['defenseFormula', '10 ^ unitHP', 'the largest health', Infinity],
    ['weaponFormula', 'weaponDPR / weaponDamage', 'a weapon of 0 damage', NaN],
    ['weaponFormula', '1 / (weaponKnack - 20)', 'the highest knack', Infinity],
    ['movementFormula', 'unitDPR / unitAPR', 'a unit without weapons', NaN],
    ['defenseFormula', '1 / (hpTrainingMod - 0.9)', 'Leaders only', Infinity],
  ])('finds %s "%s" (%s)', (key, expression, _why, value) => {
    const found = findNonFiniteFormulaValue(formula({ [key]: expression }));
    expect(found).toMatchObject({ key, expression, value });
    expect(found?.message).toContain(found?.sample);
  });

  it('names the weapon and knack for the weapon formula', () => {
    const found = findNonFiniteFormulaValue(formula({ weaponFormula: '1 / (weaponKnack - 20)' }));
    expect(found?.sample).toMatch(/knack 20$/);
  });

  it('leaves a formula that does not parse to parsePointFormula', () => {
    expect(findNonFiniteFormulaValue('{"movementFormula": "(("}')).toBeNull();
    expect(findNonFiniteFormulaValue('not json')).toBeNull();
  });

  it('checks the samples it is given', () => {
    const text = formula({ movementFormula: '1 / (unitHP - 7)' });
    expect(findNonFiniteFormulaValue(text)).toBeNull();
    const found = findNonFiniteFormulaValue(text, [
      { name: 'seven', unit: { health: 7 }, weapons: [] },
    ]);
    expect(found).toMatchObject({ key: 'movementFormula', sample: 'seven', value: Infinity });
  });

  it('leaves the costs it computes afterwards unchanged', () => {
    const unit = FORMULA_SAMPLES[3]!.unit;
    const weapons = FORMULA_SAMPLES[3]!.weapons;
    const before = computeUnitCost({ unit, weapons });
    findNonFiniteFormulaValue(formula({ weaponFormula: '1 / 0' }));
    expect(computeUnitCost({ unit, weapons })).toEqual(before);
  });
});
