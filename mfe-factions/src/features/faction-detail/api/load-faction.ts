import {
  type AbilityTemplate,
  type Faction,
  type Unit,
  type Weapon,
} from '@muster/shared-kernel/core';
import {
  orNull,
  getFaction,
  listAbilityTemplates,
  unitsOfFaction,
  weaponsOfFaction,
} from '@muster/shared-kernel/client';

/** A faction with what its detail page shows and costs. */
export interface FactionWithArmoury {
  faction: Faction;
  units: Unit[];
  weapons: Weapon[];
  templates: AbilityTemplate[];
}

/**
 * The faction by slug, then its units, weapons and the ability templates in parallel (SPEC §7).
 * Null when the faction is missing; a failed side list shows as empty.
 */
export async function loadFaction(slug: string): Promise<FactionWithArmoury | null> {
  const faction = await orNull(getFaction(slug));
  if (!faction) return null;
  const [units, weapons, templates] = await Promise.all([
    orNull(unitsOfFaction(faction._id)),
    orNull(weaponsOfFaction(faction._id)),
    orNull(listAbilityTemplates()),
  ]);
  return { faction, units: units ?? [], weapons: weapons ?? [], templates: templates ?? [] };
}
