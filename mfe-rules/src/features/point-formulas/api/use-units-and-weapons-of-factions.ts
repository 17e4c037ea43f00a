import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { operations, type Unit, type Weapon } from '@muster/shared-kernel/core';
import { callOperation, factionUnitsKey, factionWeaponsKey } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the formula editor's sample units read several
// factions at once.

/** What several factions' reads give: each list in the order of the ids asked for. */
export interface UnitsAndWeaponsOfFactions {
  /** True while any of the reads has no answer yet. */
  isPending: boolean;
  /** Each faction's units; undefined while loading or after a failure (already toasted). */
  units: (Unit[] | undefined)[];
  /** Each faction's weapons; undefined while loading or after a failure (already toasted). */
  weapons: (Weapon[] | undefined)[];
}

// Module-level, so the query observer keeps the combined answer until a read changes.
const combine = <T>(results: UseQueryResult<T>[]) => ({
  isPending: results.some((result) => result.isPending),
  data: results.map((result) => result.data),
});

/**
 * The units and weapons of several factions at once (GET /api/units/faction/{id} and
 * /api/weapons/faction/{id} for each), in the same cache entries as {@link useUnitsOfFaction} and
 * {@link useWeaponsOfFaction}, so a faction read by either is not fetched again.
 */
export function useUnitsAndWeaponsOfFactions(
  factionIds: readonly string[],
): UnitsAndWeaponsOfFactions {
  const units = useQueries({
    queries: factionIds.map((id) => ({
      queryKey: factionUnitsKey(id),
      queryFn: () => callOperation(operations.listUnits, { params: { factionId: id } }),
    })),
    combine: combine<Unit[]>,
  });
  const weapons = useQueries({
    queries: factionIds.map((id) => ({
      queryKey: factionWeaponsKey(id),
      queryFn: () => callOperation(operations.listWeapons, { params: { factionId: id } }),
    })),
    combine: combine<Weapon[]>,
  });
  return {
    isPending: units.isPending || weapons.isPending,
    units: units.data,
    weapons: weapons.data,
  };
}
