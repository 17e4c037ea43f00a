import { useEffect, useState } from 'react';
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

/** What a roster needs from its faction: the faction, its current units and weapons. */
export type FactionData =
  | { status: 'loading' }
  | {
      status: 'ready';
      faction: Faction;
      units: Unit[];
      weapons: Weapon[];
      abilityTemplates: AbilityTemplate[];
    }
  /** The faction is gone (or the site could not answer): the roster still shows its copies. */
  | { status: 'missing'; weapons: Weapon[]; abilityTemplates: AbilityTemplate[] };

const NONE: never[] = [];

/**
 * Loads a roster's faction by slug, then its units, weapons and the ability templates in
 * parallel (SPEC §7). Failures are toasted by the API client; the answer is then 'missing'.
 */
export function useFactionData(slug: string | null): FactionData {
  const [data, setData] = useState<FactionData>({ status: 'loading' });
  useEffect(() => {
    if (slug === null) return;
    let live = true;
    setData({ status: 'loading' });
    void (async () => {
      const faction = await orNull(getFaction(slug));
      if (!faction) {
        const templates = await orNull(listAbilityTemplates());
        if (live)
          setData({ status: 'missing', weapons: NONE, abilityTemplates: templates ?? NONE });
        return;
      }
      const [units, weapons, templates] = await Promise.all([
        orNull(unitsOfFaction(faction._id)),
        orNull(weaponsOfFaction(faction._id)),
        orNull(listAbilityTemplates()),
      ]);
      if (!live) return;
      setData({
        status: 'ready',
        faction,
        units: units ?? NONE,
        weapons: weapons ?? NONE,
        abilityTemplates: templates ?? NONE,
      });
    })();
    return () => {
      live = false;
    };
  }, [slug]);
  return data;
}
