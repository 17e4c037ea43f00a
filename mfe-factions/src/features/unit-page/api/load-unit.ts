import {
  type AbilityTemplate,
  type Faction,
  type Unit,
  type Weapon,
} from '@muster/shared-kernel/core';
import {
  orNull,
  getFaction,
  getUnit,
  listAbilityTemplates,
  weaponsOfFaction,
} from '@muster/shared-kernel/client';

/** A unit with what its card and cost need. */
export interface UnitWithContext {
  unit: Unit;
  /** Null when the faction could not be read (the card still shows). */
  faction: Faction | null;
  weapons: Weapon[];
  templates: AbilityTemplate[];
}

/** The unit, then its faction, the faction's weapons and the ability templates in parallel. */
export async function loadUnit(id: string): Promise<UnitWithContext | null> {
  const unit = await orNull(getUnit(id));
  if (!unit) return null;
  const [faction, weapons, templates] = await Promise.all([
    orNull(getFaction(unit.faction)),
    orNull(weaponsOfFaction(unit.faction)),
    orNull(listAbilityTemplates()),
  ]);
  return { unit, faction, weapons: weapons ?? [], templates: templates ?? [] };
}
