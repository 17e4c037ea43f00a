import { useMemo } from 'react';
import type { AbilityTemplate, Unit, Weapon } from '@muster/shared-kernel/core';
import { useAbilityTemplates, useFactionList } from '@muster/shared-kernel/client';
import { useUnitsAndWeaponsOfFactions } from '../api/use-units-and-weapons-of-factions';

/** How many public factions, and how many units of each, the formula preview samples. */
const SAMPLE_FACTIONS = 3;
const SAMPLE_UNITS_PER_FACTION = 3;

/** A unit of the preview with what its cost depends on. */
export interface SampleUnit {
  unit: Unit;
  factionTitle: string;
  weapons: Weapon[];
}

/** The preview's sample while it loads, or once loaded (possibly empty). */
export type SampleUnitsState =
  | { status: 'loading' }
  | { status: 'loaded'; units: SampleUnit[]; abilityTemplates: AbilityTemplate[] };

/**
 * A few units of the first public factions, with their weapons and the ability templates, so the
 * formula editor can price them under two formulas. Failures leave the sample smaller, not broken.
 */
export function useSampleUnits(): SampleUnitsState {
  const factions = useFactionList('public', { limit: SAMPLE_FACTIONS, page: 1 });
  const templates = useAbilityTemplates();
  const sampled = useMemo(() => (factions.data ?? []).slice(0, SAMPLE_FACTIONS), [factions.data]);
  const contents = useUnitsAndWeaponsOfFactions(
    useMemo(() => sampled.map((faction) => faction._id), [sampled]),
  );
  const pending = factions.isPending || templates.isPending || contents.isPending;
  return useMemo<SampleUnitsState>(() => {
    if (pending) return { status: 'loading' };
    return {
      status: 'loaded',
      units: sampled.flatMap((faction, index) =>
        (contents.units[index] ?? []).slice(0, SAMPLE_UNITS_PER_FACTION).map((unit) => ({
          unit,
          factionTitle: faction.title,
          weapons: contents.weapons[index] ?? [],
        })),
      ),
      abilityTemplates: templates.data ?? [],
    };
  }, [pending, sampled, contents.units, contents.weapons, templates.data]);
}
