/** @jest-environment node */
import fc from 'fast-check';
import type { ProtectionType, TrainingType, Unit, Weapon, WeaponType } from '../model/entities.js';
import { computeUnitCost } from './unit-cost.js';

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

  it('does not fall when health rises', () => {
    fc.assert(
      fc.property(
        unitArb,
        armoury,
        fc.integer({ min: 1, max: 10 }),
        (unit, weapons, more) =>
          total({ ...unit, health: unit.health + more }, weapons) >= total(unit, weapons),
      ),
    );
  });

  it('does not fall when protection rises', () => {
    fc.assert(
      fc.property(
        unitArb,
        armoury,
        fc.integer({ min: 1, max: 5 }),
        (unit, weapons, more) =>
          total({ ...unit, protectionValue: unit.protectionValue + more }, weapons) >=
          total(unit, weapons),
      ),
    );
  });

  it('does not fall when a weapon gains attacks', () => {
    fc.assert(
      fc.property(unitArb, armoury, fc.integer({ min: 1, max: 5 }), (unit, weapons, more) => {
        const stronger = weapons.map((w) => ({ ...w, attacks: w.attacks + more }));
        return total(unit, stronger) >= total(unit, weapons);
      }),
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
