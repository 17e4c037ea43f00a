/** Units and rosters the legality tests build from: a unit is named, typed and keyworded. */
import type { RosterEntry, TrainingType, Unit } from '../../model/index.js';

/** The fields the rules never read, at their defaults. */
const STATS = { health: 1, protectionTypes: [], protectionValue: 0, movement: 6, size: 1 };
const KIT = { equippedWeapons: [], abilities: [], structuredAbilities: [] };

/** A unit with only what the rules read set (named after its id); the rest is the defaults. */
export function ruleUnit(id: string, trainingType: TrainingType, keywords: string[] = []): Unit {
  return {
    _id: id,
    unitName: id,
    faction: 'f',
    description: '',
    trainingType,
    keywords,
    ...STATS,
    ...KIT,
  };
}

/** A roster line: `count` of `unit`, in formation `formation` when given. */
export const line = (unit: Unit, count = 1, formation?: number): RosterEntry =>
  formation === undefined ? { count, obj: unit } : { count, obj: unit, formation };
