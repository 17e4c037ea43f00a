/** An approved version of a faction, as `GET /api/factions/{id}/versions/{n}` answers. */
import { Type, type Static } from 'typebox';
import { AbilityTemplate } from './ability-template.js';
import { AnyText } from './fields.js';
import { Faction, FactionVersionNumber } from './faction.js';
import { Unit } from './unit.js';
import { Weapon } from './weapon.js';

/**
 * A faction as a moderator approved it: the faction, its units and weapons, and the ability
 * templates its units use, all as they were then. Never changes: a roster pinned to a version
 * reads its costs from here.
 */
export const FactionVersion = Type.Object({
  number: FactionVersionNumber,
  /** When it was approved (ISO 8601). */
  approvedAt: AnyText(),
  faction: Faction,
  units: Type.Array(Unit),
  weapons: Type.Array(Weapon),
  abilityTemplates: Type.Array(AbilityTemplate),
});
/** An approved version of a faction. */
export type FactionVersion = Static<typeof FactionVersion>;
