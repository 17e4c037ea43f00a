import { useMemo } from 'react';
import type { AbilityTemplate, Faction, Unit, Weapon } from '@muster/shared-kernel/core';
import type { RosterCostContext } from '@muster/shared-kernel/core/points';
import {
  useAbilityTemplates,
  useFaction,
  useFactionVersion,
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
      /** The approved version read; null: the faction as it is now, never approved. */
      version: number | null;
      /** The latest approved version the public sees, when the site answered; else null. */
      latestVersion: number | null;
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
 * A roster's faction by slug, through the shared cache (a faction page read a minute ago costs
 * no request), and how to cost its units. A roster pinned to an approved version (`pinned`)
 * reads that version: its units, weapons and ability templates as they were approved,
 * so its costs stay what they were; the faction's current answer then only says which version is
 * the latest. A roster without one reads the faction as it is now: its units and weapons and the
 * site's ability templates. Failures are toasted by the API client; a list that failed counts as
 * empty, a faction (or version) that failed makes the answer 'missing'. `costs` is the context
 * for `rosterPoints`: the weapons, the templates, the formula in force and a cache of unit costs
 * that lives as long as those three do.
 */
export function useRosterFaction(slug: string, pinned?: number): RosterFaction {
  const isPinned = pinned !== undefined;
  const faction = useFaction(slug);
  const kept = useFactionVersion(slug, pinned);
  const factionId = isPinned ? undefined : faction.data?._id;
  const units = useUnitsOfFaction(factionId);
  const weapons = useWeaponsOfFaction(factionId);
  const templates = useAbilityTemplates(!isPinned);
  const { formula } = useFormulaInForce();

  const weaponList = (isPinned ? kept.data?.weapons : weapons.data) ?? NONE;
  const templateList = (isPinned ? kept.data?.abilityTemplates : templates.data) ?? NONE;
  const costs = useMemo(
    (): RosterCostContext => ({
      weapons: weaponList,
      abilityTemplates: templateList,
      formula,
      cache: new WeakMap(),
    }),
    [weaponList, templateList, formula],
  );
  const latestVersion = faction.data?.latestVersion ?? null;

  if (isPinned) {
    if (kept.isError) return { status: 'missing', weapons: NONE, abilityTemplates: NONE, costs };
    // The current answer only tells of newer versions: a pinned roster does not wait for it.
    if (!kept.data || faction.isPending) return { status: 'loading', costs };
    return {
      status: 'ready',
      faction: kept.data.faction,
      units: kept.data.units,
      weapons: weaponList,
      abilityTemplates: templateList,
      costs,
      version: kept.data.number,
      latestVersion,
    };
  }
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
    version: faction.data.factionVersion ?? null,
    latestVersion,
  };
}
