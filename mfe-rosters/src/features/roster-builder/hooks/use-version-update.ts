import { useEffect, useMemo, useState } from 'react';
import type { Roster, Unit } from '@muster/shared-kernel/core';
import type { RosterCostContext } from '@muster/shared-kernel/core/points';
import { useFactionVersion } from '@muster/shared-kernel/client';
import type { RosterFaction } from '@muster/shared-kernel/client/rosters';
import type { UnitChange } from '../../../lib/version-changes';

type VersionChanges = typeof import('../../../lib/version-changes');

/** A newer approved version of a roster's faction, and what it changes for the roster. */
export interface VersionUpdate {
  /** The version the roster is built on. */
  from: number;
  /** The newer one. */
  to: number;
  /** The newer version's units, which 'Update to version N' puts in the roster. */
  units: Unit[];
  changes: UnitChange[];
}

/**
 * Whether a roster pinned to a faction version has a newer one to offer: the latest
 * approved version is above both the roster's and the one its owner last chose to keep. Reads
 * that version (a version never changes: read once) and compares it with the roster's lines,
 * each side costed with its own weapons and templates under the formula in force. Null when
 * there is nothing to offer, or while the newer version (or the comparison's code) is read.
 */
export function useVersionUpdate(roster: Roster, data: RosterFaction): VersionUpdate | null {
  const from = roster.faction_version;
  const latest = data.status === 'ready' ? data.latestVersion : null;
  const newer =
    from !== undefined && latest !== null && latest > Math.max(from, roster.declined_version ?? 0)
      ? latest
      : undefined;
  const version = useFactionVersion(roster.faction_slug, newer);
  const next = newer !== undefined ? version.data : undefined;
  // The comparison is fetched only for a roster that has a newer version to offer: most never do.
  const [compare, setCompare] = useState<VersionChanges | null>(null);
  useEffect(() => {
    if (next && !compare) void import('../../../lib/version-changes').then(setCompare);
  }, [next, compare]);
  const { costs } = data;
  const weapons = data.status === 'ready' ? data.weapons : null;

  const afterCosts = useMemo(
    (): RosterCostContext | null =>
      next
        ? {
            weapons: next.weapons,
            abilityTemplates: next.abilityTemplates,
            formula: costs.formula,
            cache: new WeakMap(),
          }
        : null,
    [next, costs.formula],
  );
  return useMemo(() => {
    if (from === undefined || !next || !afterCosts || !weapons || !compare) return null;
    return {
      from,
      to: next.number,
      units: next.units,
      changes: compare.versionChanges(
        roster.unit_list,
        next.units,
        { weapons, costs },
        { weapons: next.weapons, costs: afterCosts },
      ),
    };
  }, [from, next, afterCosts, weapons, costs, roster.unit_list, compare]);
}
