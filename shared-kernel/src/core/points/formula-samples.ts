/**
 * A fixed, named set of sample units on which every point formula must give a finite number (a
 * formula that fails on some legal unit is refused at save). They span the bounds of {@link LIMITS}
 * (the smallest and largest health, protection, movement, size, knack, attacks and damage a unit or
 * weapon may have), every training type, no weapons and many weapons, so that an expression that
 * divides by zero, takes the logarithm of 0 or overflows on some legal unit is caught when the
 * formula is saved, not when a roster shows 'Error: …' in place of its points.
 */
import type { TrainingType } from '../model/unit.js';
import type { WeaponType } from '../model/weapon.js';
import { LIMITS } from '@muster/shared-kernel/core';
import { highest, type CostedUnit, type CostedWeapon } from './unit-cost.js';

/** One sample: a unit and the faction weapons it equips. */
export interface FormulaSample {
  /** Says which corner of the limits the sample stands for, in a message. */
  readonly name: string;
  readonly unit: CostedUnit;
  readonly weapons: readonly CostedWeapon[];
}

const { unit: U, weapon: W } = LIMITS;

const ALL_TYPES: WeaponType[] = ['melee', 'ranged', 'near', 'heavy'];

/** A weapon of the samples, `id` also its name. */
const weapon = (
  id: string,
  attacks: number,
  damage: number,
  type: WeaponType[],
  effectiveTypes: (1 | 2 | 3)[] = [],
): CostedWeapon => ({ _id: id, name: id, attacks, damage, type, effectiveTypes });

const weakest = {
  health: U.health.minimum,
  protectionValue: U.protectionValue.minimum,
  protectionTypes: [],
  movement: U.movement.minimum,
  size: U.size.minimum,
} satisfies CostedUnit;

const strongest = {
  health: highest(U.health),
  protectionValue: highest(U.protectionValue),
  protectionTypes: [1, 2, 3],
  movement: highest(U.movement),
  size: highest(U.size),
} satisfies CostedUnit;

/** Weapons at each end of the limits, of every type, each bypassing nothing or everything. */
const ARSENAL: CostedWeapon[] = [
  weapon('zero weapon', W.attacks.minimum, W.damage.minimum, ['melee']),
  weapon('largest melee', highest(W.attacks), highest(W.damage), ['melee'], [1, 2, 3]),
  weapon('largest ranged', highest(W.attacks), highest(W.damage), ['ranged'], [1, 2, 3]),
  weapon('every type', highest(W.attacks), highest(W.damage), ALL_TYPES, [1, 2, 3]),
  weapon('no type', 1, 1, []),
  weapon('small near', 1, 1, ['near'], [1]),
  weapon('small heavy', 1, 1, ['heavy', 'ranged']),
];

/** Every weapon of the arsenal at the lowest and the highest knack. */
const MANY_WEAPONS = ARSENAL.flatMap((item) => [
  { weaponID: item._id!, knack: U.knack.minimum },
  { weaponID: item._id!, knack: highest(U.knack) },
]);

const TRAINING_IDS: TrainingType[] = [1, 2, 3, 4, 5, 6];

/** The samples every point formula is evaluated on before it is saved. */
export const FORMULA_SAMPLES: readonly FormulaSample[] = Object.freeze([
  { name: 'unit with every field left to its default, no weapons', unit: {}, weapons: [] },
  { name: 'smallest unit, no weapons', unit: { ...weakest, trainingType: 1 }, weapons: [] },
  { name: 'largest unit, no weapons', unit: { ...strongest, trainingType: 1 }, weapons: [] },
  {
    name: 'smallest unit, one weapon of 0 attacks and 0 damage at the lowest knack',
    unit: {
      ...weakest,
      trainingType: 1,
      equippedWeapons: [{ weaponID: 'zero weapon', knack: U.knack.minimum }],
    },
    weapons: ARSENAL,
  },
  ...TRAINING_IDS.flatMap((trainingType): FormulaSample[] => [
    {
      name: `smallest unit of training type ${trainingType}, many weapons`,
      unit: { ...weakest, trainingType, equippedWeapons: MANY_WEAPONS },
      weapons: ARSENAL,
    },
    {
      name: `largest unit of training type ${trainingType}, many weapons`,
      unit: { ...strongest, trainingType, equippedWeapons: MANY_WEAPONS },
      weapons: ARSENAL,
    },
  ]),
]);
