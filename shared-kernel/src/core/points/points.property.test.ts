/** @jest-environment node */
import fc from 'fast-check';
import type { ProtectionType, TrainingType, Unit, Weapon, WeaponType } from '../model/entities.js';
import {
  abilityTemplateCost,
  computeUnitCost,
  explainUnitCost,
  rosterPoints,
  weaponCost,
  weaponDamagePerRound,
} from './unit-cost.js';

const weaponArb: fc.Arbitrary<Weapon> = fc.record({
  _id: fc.constantFrom('w0', 'w1', 'w2'),
  faction: fc.constant('f'),
  name: fc.string({ maxLength: 8 }),
  description: fc.constant(''),
  type: fc.subarray<WeaponType>(['melee', 'ranged', 'near', 'heavy']),
  attacks: fc.integer({ min: 0, max: 10 }),
  damage: fc.integer({ min: 0, max: 10 }),
  effectiveTypes: fc.subarray<ProtectionType>([1, 2, 3]),
});

const unitArb: fc.Arbitrary<Unit> = fc.record({
  _id: fc.constant('u'),
  faction: fc.constant('f'),
  unitName: fc.string({ maxLength: 8 }),
  description: fc.constant(''),
  trainingType: fc.constantFrom<TrainingType>(1, 2, 3, 4, 5, 6),
  health: fc.integer({ min: 1, max: 30 }),
  protectionTypes: fc.subarray<ProtectionType>([1, 2, 3]),
  protectionValue: fc.integer({ min: 0, max: 10 }),
  movement: fc.integer({ min: 0, max: 24 }),
  size: fc.integer({ min: 1, max: 5 }),
  equippedWeapons: fc.array(
    fc.record({
      weaponID: fc.constantFrom('w0', 'w1', 'w2', 'missing'),
      knack: fc.integer({ min: 2, max: 8 }),
    }),
    { maxLength: 4 },
  ),
  abilities: fc.array(
    fc.record({
      name: fc.string({ maxLength: 5 }),
      description: fc.constant(''),
      pointCost: fc.integer({ min: 0, max: 20 }),
    }),
    { maxLength: 3 },
  ),
  structuredAbilities: fc.constant([]),
});

const armoury = fc.tuple(weaponArb, weaponArb, weaponArb).map(([a, b, c]) => [
  { ...a, _id: 'w0' },
  { ...b, _id: 'w1' },
  { ...c, _id: 'w2' },
]);

const total = (unit: Unit, weapons: Weapon[]) => computeUnitCost({ unit, weapons }).total;

describe('unit cost properties (default formula)', () => {
  it('is an integer of at least 1, with no error', () => {
    fc.assert(
      fc.property(unitArb, armoury, (unit, weapons) => {
        const cost = computeUnitCost({ unit, weapons });
        return cost.error === undefined && Number.isInteger(cost.total) && cost.total >= 1;
      }),
    );
  });

  /** Ways to make a unit stronger by `more` (from 1 to the row's most). */
  type Raise = (unit: Unit, weapons: Weapon[], more: number) => [Unit, Weapon[]];
  it.each<[string, number, Raise]>([
    [
      'health rises',
      10,
      (unit, weapons, more) => [{ ...unit, health: unit.health + more }, weapons],
    ],
    [
      'protection rises',
      5,
      (unit, weapons, more) => [{ ...unit, protectionValue: unit.protectionValue + more }, weapons],
    ],
    [
      'a weapon gains attacks',
      5,
      (unit, weapons, more) => [unit, weapons.map((w) => ({ ...w, attacks: w.attacks + more }))],
    ],
  ])('does not fall when %s', (_change, most, raise) => {
    fc.assert(
      fc.property(
        unitArb,
        armoury,
        fc.integer({ min: 1, max: most }),
        (unit, weapons, more) => total(...raise(unit, weapons, more)) >= total(unit, weapons),
      ),
    );
  });

  it('rises strictly with health on a plain unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (health) => {
        const plain = {
          health,
          protectionTypes: [1 as ProtectionType],
          trainingType: 3 as TrainingType,
        };
        return (
          computeUnitCost({ unit: { ...plain, health: health + 2 } }).total >
          computeUnitCost({ unit: plain }).total
        );
      }),
    );
  });
});

/** Every number in a value, however deep. */
function numbersIn(value: unknown, found: number[] = []): number[] {
  if (typeof value === 'number') found.push(value);
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) numbersIn(item, found);
  return found;
}

describe('no number the engine answers is NaN or Infinity', () => {
  // Expressions that divide by zero, take the log of 0 or of a negative, or overflow on some units.
  const expressions = [
    '1 / (unitHP - 7)',
    'log(unitMove - 3)',
    'sqrt(unitProtValue - 2)',
    '10 ^ (unitHP * 10)',
    'unitDPR / (weaponKnack - 4)',
    '1 / (unitSize - 2) + 10 ^ 307 * unitAPR',
    'pow(weaponDamage, weaponAttacks)',
    '10 ^ 308 * (1 + unitHP)',
  ];
  const anyNumber = fc.oneof(
    fc.integer({ min: -10, max: 1000 }),
    fc.double(),
    fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, 7, 0),
  );
  const wildWeapon = fc.record({
    _id: fc.constantFrom('w0', 'w1'),
    name: fc.constant('w'),
    attacks: anyNumber,
    damage: anyNumber,
    type: fc.subarray<WeaponType>(['melee', 'ranged', 'near', 'heavy']),
    effectiveTypes: fc.subarray<ProtectionType>([1, 2, 3]),
  });
  const wildUnit: fc.Arbitrary<Unit> = fc.record({
    _id: fc.constant('u'),
    faction: fc.constant('f'),
    description: fc.constant(''),
    unitName: fc.constant('u'),
    trainingType: fc.constantFrom<TrainingType>(1, 2, 3, 4, 5, 6),
    health: anyNumber,
    protectionValue: anyNumber,
    protectionTypes: fc.subarray<ProtectionType>([1, 2, 3]),
    movement: anyNumber,
    size: anyNumber,
    equippedWeapons: fc.array(
      fc.record({ weaponID: fc.constantFrom('w0', 'w1'), knack: anyNumber }),
      { maxLength: 3 },
    ),
    abilities: fc.array(
      fc.record({ name: fc.constant('a'), description: fc.constant(''), pointCost: anyNumber }),
      { maxLength: 2 },
    ),
    structuredAbilities: fc.constant([{ templateID: 't', overrides: [], customName: '' }]),
  });
  const formulaOf = fc
    .tuple(
      fc.constantFrom(...expressions),
      fc.constantFrom(...expressions),
      fc.constantFrom(...expressions),
    )
    .map(([movementFormula, defenseFormula, weaponFormula]) =>
      JSON.stringify({ movementFormula, defenseFormula, weaponFormula }),
    );

  it('for any unit, weapon, count and formula', () => {
    fc.assert(
      fc.property(
        wildUnit,
        fc.tuple(wildWeapon, wildWeapon),
        fc.option(formulaOf, { nil: undefined }),
        fc.constantFrom(...expressions),
        fc.oneof(fc.integer({ min: 0, max: 999 }), fc.constantFrom(1e308, Number.MAX_VALUE)),
        (unit, [w0, w1], formula, templateFormula, count) => {
          const weapons = [
            { ...w0, _id: 'w0' },
            { ...w1, _id: 'w1' },
          ];
          const abilityTemplates = [
            { _id: 't', name: 't', formula: templateFormula, defaultValues: [] },
          ];
          const answers: unknown[] = [
            computeUnitCost({ unit, weapons, abilityTemplates, formula }),
            explainUnitCost({ unit, weapons, abilityTemplates, formula }),
            weaponCost({
              weapon: w0,
              knack: unit.equippedWeapons[0]?.knack ?? 2,
              unit,
              weapons,
              formula,
            }),
            weaponDamagePerRound(w1, unit.equippedWeapons[0]?.knack ?? 2),
            abilityTemplateCost(abilityTemplates[0]!, unit),
          ];
          const roster = rosterPoints(
            {
              unit_list: [
                { count, obj: unit },
                { count: 2, obj: unit },
              ],
            },
            { weapons, abilityTemplates, formula },
          );
          // Its lines hold the caller's own entries: only what the engine computed is checked.
          answers.push(
            roster.total,
            roster.lines.map(({ cost, points }) => ({ cost, points })),
          );
          return numbersIn(answers).every(Number.isFinite);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
