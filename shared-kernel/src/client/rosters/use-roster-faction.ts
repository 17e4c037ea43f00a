import { useMemo } from 'react';
import type { AbilityTemplate, Faction, Unit, Weapon } from '@muster/shared-kernel/core';
import type { RosterCostContext } from '@muster/shared-kernel/core/points';
import {
  useAbilityTemplates,
  useFaction,
  useFormulaInForce,
  useUnitsOfFaction,
  useWeaponsOfFaction,
} from '@muster/shared-kernel/client';

/** What a roster needs from its faction, and how to cost its units. */
export type RosterFaction =
  | { status: 'loading'; costs: RosterCostContext }
  | {
      status: 'ready';
      faction: Faction;
      units: Unit[];
      weapons: Weapon[];
      abilityTemplates: AbilityTemplate[];
      costs: RosterCostContext;
    }
  /** The faction is gone (or the site could not answer): the roster still shows its copies. */
  | {
      status: 'missing';
      weapons: Weapon[];
      abilityTemplates: AbilityTemplate[];
      costs: RosterCostContext;
    };

const NONE: never[] = [];

/**
 * A roster's faction by slug, then its units and weapons, and the ability templates, through the
 * shared cache (a faction page read a minute ago costs no request). Failures are toasted by the
 * API client; a list that failed counts as empty, a faction that failed makes the answer
 * 'missing'. `costs` is the context for `rosterPoints`: the weapons, the templates, the formula
 * in force and a cache of unit costs that lives as long as those three do.
 */
export function useRosterFaction(slug: string): RosterFaction {
  const faction = useFaction(slug);
  const factionId = faction.data?._id;
  const units = useUnitsOfFaction(factionId);
  const weapons = useWeaponsOfFaction(factionId);
  const templates = useAbilityTemplates();
  const { formula } = useFormulaInForce();

  const weaponList = weapons.data ?? NONE;
  const templateList = templates.data ?? NONE;
  const costs = useMemo(
    (): RosterCostContext => ({
      weapons: weaponList,
      abilityTemplates: templateList,
      formula,
      cache: new WeakMap(),
    }),
    [weaponList, templateList, formula],
  );

  if (faction.isError) {
    if (templates.isPending) return { status: 'loading', costs };
    return { status: 'missing', weapons: NONE, abilityTemplates: templateList, costs };
  }
  if (!faction.data || units.isPending || weapons.isPending || templates.isPending) {
    return { status: 'loading', costs };
  }
  return {
    status: 'ready',
    faction: faction.data,
    units: units.data ?? NONE,
    weapons: weaponList,
    abilityTemplates: templateList,
    costs,
  };
}
