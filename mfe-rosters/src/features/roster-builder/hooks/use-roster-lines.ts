import { useMemo } from 'react';
import type { Roster, Unit, UnitCost } from '@muster/shared-kernel/core';
import type { CostOf } from '../../../hooks/use-unit-costs';
import { lineIds } from './use-editable-roster';

/** One unit card of the builder: a roster line, or a faction unit not picked yet. */
export interface RosterLine {
  id: string;
  /** The roster's copy when picked, else the faction's current unit. */
  unit: Unit;
  count: number;
  cost: UnitCost;
  /** The faction's current unit of the same id, when it still has one. */
  current: Unit | null;
  /** Set when the current unit costs something else than the copy. */
  staleWas?: number;
  staleNow?: number;
}

export interface RosterLines {
  lines: RosterLine[];
  /** Σ unit cost × count; a unit whose cost fails counts 0 (SPEC §8). */
  total: number;
  /** Σ count. */
  unitCount: number;
}

/**
 * Every faction unit with the roster's quantity of it (SPEC §2), plus roster lines whose unit
 * the faction no longer has, highest unit cost first.
 */
export function useRosterLines(
  roster: Roster | null,
  factionUnits: readonly Unit[],
  costOf: CostOf,
): RosterLines {
  return useMemo(() => {
    if (!roster) return { lines: [], total: 0, unitCount: 0 };
    const currentById = new Map<string, Unit>();
    for (const unit of factionUnits) currentById.set(unit._id, unit);
    const ids = lineIds(roster.unit_list);
    const lines: RosterLine[] = [];
    let total = 0;
    let unitCount = 0;
    roster.unit_list.forEach((entry, index) => {
      const id = ids[index] as string;
      const cost = costOf(entry.obj);
      const current = entry.obj._id ? (currentById.get(entry.obj._id) ?? null) : null;
      const line: RosterLine = { id, unit: entry.obj, count: entry.count, cost, current };
      if (current && current !== entry.obj) {
        const now = costOf(current);
        if (!now.error && !cost.error && now.total !== cost.total) {
          line.staleWas = cost.total;
          line.staleNow = now.total;
        }
      }
      lines.push(line);
      total += cost.total * entry.count;
      unitCount += entry.count;
    });
    const picked = new Set(ids);
    for (const unit of factionUnits) {
      if (picked.has(unit._id)) continue;
      lines.push({ id: unit._id, unit, count: 0, cost: costOf(unit), current: unit });
    }
    lines.sort(
      (a, b) => b.cost.total - a.cost.total || a.unit.unitName.localeCompare(b.unit.unitName),
    );
    return { lines, total, unitCount };
  }, [roster, factionUnits, costOf]);
}
