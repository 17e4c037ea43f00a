import type { TrainingType } from '../model/entities.js';

/** Hit probability for knack 1 to 7; index 0 is knack 1. */
export const KNACK_FACTORS: readonly number[] = Object.freeze([
  1, 0.8333, 0.6666, 0.4999, 0.3333, 0.1666, 0.05,
]);

/** How a training type changes a unit's cost. */
export interface TrainingModifiers {
  /** The training type's id. */
  id: TrainingType;
  /** Its name on screen. */
  name: string;
  /** Multiplies the movement cost (`moveTrainingMod`). */
  move: number;
  /** Multiplies the health part of the defense cost (`hpTrainingMod`). */
  hp: number;
  /** Multiplies the protection value in the defense cost (`defTrainingMod`). */
  defense: number;
  /** Multiplies every weapon cost (`weaponTrainingMod`). */
  weapon: number;
  /** Multiplies every non-negative ability cost. */
  ability: number;
  /** Points added to the unit. */
  flat: number;
  /** The effect in words, as the screens show it. */
  effect: string;
}

/** The six training types, by id (1 Infantry ... 6 Leader). */
export const TRAINING_TYPES: Readonly<Record<TrainingType, Readonly<TrainingModifiers>>> =
  Object.freeze({
    1: {
      id: 1,
      name: 'Infantry',
      move: 1,
      hp: 0.8,
      defense: 1,
      weapon: 1,
      ability: 1.1,
      flat: 0,
      effect: '-20% health cost, +10% ability cost',
    },
    2: {
      id: 2,
      name: 'Shock',
      move: 1,
      hp: 1,
      defense: 1.1,
      weapon: 0.85,
      ability: 1,
      flat: 0,
      effect: '-15% weapon cost, +10% defense cost',
    },
    3: {
      id: 3,
      name: 'Support',
      move: 1,
      hp: 1,
      defense: 1,
      weapon: 1,
      ability: 1,
      flat: 5,
      effect: '+5 points; can deploy with any training type',
    },
    4: {
      id: 4,
      name: 'Scout',
      move: 0.5,
      hp: 1,
      defense: 1.2,
      weapon: 1,
      ability: 1,
      flat: 0,
      effect: '-50% movement, +20% defense cost',
    },
    5: {
      id: 5,
      name: 'Specialist',
      move: 1,
      hp: 1.2,
      defense: 1,
      weapon: 1,
      ability: 0.8,
      flat: 0,
      effect: '-20% ability cost, +20% health cost',
    },
    6: {
      id: 6,
      name: 'Leader',
      move: 1,
      hp: 0.9,
      defense: 1,
      weapon: 1,
      ability: 1,
      flat: 10,
      effect: '+10 points; can combine any training types into a formation; -10% health cost',
    },
  });

/** Modifiers of no training type at all (an unknown id): every factor 1, no bonus. */
export const NO_TRAINING: Readonly<TrainingModifiers> = Object.freeze({
  id: 1,
  name: 'Unknown',
  move: 1,
  hp: 1,
  defense: 1,
  weapon: 1,
  ability: 1,
  flat: 0,
  effect: '',
});

/** The modifiers of a training type id; an unknown id gives every factor 1. */
export function trainingModifiers(trainingType: number): Readonly<TrainingModifiers> {
  return TRAINING_TYPES[trainingType as TrainingType] ?? NO_TRAINING;
}

/** The variables of a unit, usable in every formula. */
export const UNIT_VARIABLES = Object.freeze([
  'unitHP',
  'unitProtValue',
  'unitProtTypeCount',
  'unitDPR',
  'unitAPR',
  'unitMove',
  'unitSize',
  'moveTrainingMod',
  'hpTrainingMod',
  'defTrainingMod',
  'weaponTrainingMod',
] as const);

/** The variables of one equipped weapon, usable in the weapon formula only. */
export const WEAPON_VARIABLES = Object.freeze([
  'weaponDPR',
  'weaponAPR',
  'weaponDamage',
  'weaponKnack',
  'weaponKnackProbability',
  'weaponBypassCount',
  'weaponTypeMelee',
  'weaponTypeRanged',
  'weaponTypeNear',
  'weaponTypeHeavy',
] as const);

/** A unit variable's name. */
export type UnitVariable = (typeof UNIT_VARIABLES)[number];
/** A weapon variable's name. */
export type WeaponVariable = (typeof WEAPON_VARIABLES)[number];
