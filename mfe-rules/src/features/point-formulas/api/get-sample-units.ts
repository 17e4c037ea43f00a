import { useEffect, useState } from 'react';
import { type AbilityTemplate, type Unit, type Weapon } from '@muster/shared-kernel/core';
import {
  orNull,
  listAbilityTemplates,
  listFactions,
  unitsOfFaction,
  weaponsOfFaction,
} from '@muster/shared-kernel/client';

/** How many public factions, and how many units of each, the formula preview samples. */
export const SAMPLE_FACTIONS = 3;
export const SAMPLE_UNITS_PER_FACTION = 3;

/** A unit of the preview with what its cost depends on. */
export interface SampleUnit {
  unit: Unit;
  factionTitle: string;
  weapons: Weapon[];
}

/** The preview's sample while it loads, once loaded (possibly empty), or after a failure. */
export type SampleUnitsState =
  | { status: 'loading' }
  | { status: 'loaded'; units: SampleUnit[]; abilityTemplates: AbilityTemplate[] };

/**
 * A few units of the first public factions, with their weapons and the ability templates, so the
 * formula editor can price them under two formulas. Failures leave the sample smaller, not broken.
 */
export function useSampleUnits(): SampleUnitsState {
  const [state, setState] = useState<SampleUnitsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void (async () => {
      const [factions, abilityTemplates] = await Promise.all([
        orNull(listFactions('public', { limit: SAMPLE_FACTIONS, page: 1 })),
        orNull(listAbilityTemplates()),
      ]);
      const perFaction = await Promise.all(
        (factions ?? []).slice(0, SAMPLE_FACTIONS).map(async (faction) => {
          const [units, weapons] = await Promise.all([
            orNull(unitsOfFaction(faction._id)),
            orNull(weaponsOfFaction(faction._id)),
          ]);
          return (units ?? []).slice(0, SAMPLE_UNITS_PER_FACTION).map((unit) => ({
            unit,
            factionTitle: faction.title,
            weapons: weapons ?? [],
          }));
        }),
      );
      if (live) {
        setState({
          status: 'loaded',
          units: perFaction.flat(),
          abilityTemplates: abilityTemplates ?? [],
        });
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  return state;
}
