import { abilityExample, BASIC_UNIT } from './ability-example';

const PLATING = {
  name: 'Armored Plating _amount_',
  description: 'Ignore the first _amount_ damage.',
  formula: 'amount * 3 * unitSize',
  defaultValues: [{ key: 'amount', value: 2 }],
};

describe('abilityExample', () => {
  it('fills the placeholders and prices the formula on a basic unit', () => {
    expect(abilityExample(PLATING)).toEqual({
      name: 'Armored Plating 2',
      description: 'Ignore the first 2 damage.',
      cost: 6,
    });
  });

  it('prices on the example unit, rounding up to a whole point', () => {
    expect(abilityExample(PLATING, { ...BASIC_UNIT, size: 3 }).cost).toBe(18);
    expect(abilityExample({ ...PLATING, formula: 'unitMove * 0.75' }, BASIC_UNIT).cost).toBe(5);
    expect(
      abilityExample({ ...PLATING, formula: 'unitHP' }, { ...BASIC_UNIT, health: 4 }).cost,
    ).toBe(4);
  });

  it('keeps the unit variables when a value key is named like one', () => {
    const template = {
      ...PLATING,
      formula: 'unitSize',
      defaultValues: [{ key: 'unitSize', value: 9 }],
    };
    expect(abilityExample(template).cost).toBe(1);
  });

  it("answers 'Error: ' and the reason for a formula that does not work", () => {
    expect(abilityExample({ ...PLATING, formula: 'amount *' }).cost).toMatch(/^Error: /);
    expect(abilityExample({ ...PLATING, formula: 'range * 2' }).cost).toMatch(/^Error: .*range/);
    expect(abilityExample({ ...PLATING, formula: ' ' }).cost).toBe('Error: the formula is empty');
  });
});
