/** Units and rosters the legality tests build from: a unit is named, typed and keyworded. */
import type { RosterEntry, TrainingType, Unit } from '../../model/index.js';

/** A unit with only what the rules read set; the rest is the defaults. */
export function ruleUnit(id: string, trainingType: TrainingType, keywords: string[] = []): Unit {
  return {
    _id: id,
    faction: 'f',
    unitName: id,
    description: '',
    trainingType,
    health: 1,
    protectionTypes: [],
    protectionValue: 0,
    movement: 6,
    size: 1,
    equippedWeapons: [],
    abilities: [],
    structuredAbilities: [],
    keywords,
  };
}

/** A roster line: `count` of `unit`, in formation `formation` when given. */
export const line = (unit: Unit, count = 1, formation?: number): RosterEntry =>
  formation === undefined ? { count, obj: unit } : { count, obj: unit, formation };
