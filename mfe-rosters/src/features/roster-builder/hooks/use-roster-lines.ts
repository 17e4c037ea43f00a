import { useMemo } from 'react';
import { type Roster, type Unit } from '@muster/shared-kernel/core';
import {
  rosterPoints,
  withFormations,
  type RosterCostContext,
  type RosterPoints,
  type UnitCost,
} from '@muster/shared-kernel/core/points';
import { lineIds } from './use-editable-roster';

/** One unit card of the builder: a roster line, or a faction unit not picked yet. */
interface RosterLine {
  id: string;
  /** The roster's copy when picked, else the faction's current unit. */
  unit: Unit;
  count: number;
  cost: UnitCost;
  /** The faction's current unit of the same id, when it still has one. */
  current: Unit | null;
  /** The index of the line's formation in the roster's formations; absent on an unpicked unit. */
  formation?: number;
  /** Set when the current unit costs something else than the copy. */
  staleWas?: number;
  staleNow?: number;
}

interface RosterLines {
  lines: RosterLine[];
  /**
   * The roster's points (`rosterPoints`: a unit whose cost fails counts 0), and why the total
   * cannot be computed (a picked unit's cost failed), else no error.
   */
  points: Pick<RosterPoints, 'total' | 'error'>;
  /** Σ count. */
  unitCount: number;
  /** The points of each line of `unit_list`, in its order (what the roster rules read). */
  linePoints: number[];
}

const byCostThenName = (a: RosterLine, b: RosterLine) =>
  b.cost.total - a.cost.total || a.unit.unitName.localeCompare(b.unit.unitName);

/**
 * Every faction unit with the roster's quantity of it, plus roster lines whose unit
 * the faction no longer has, highest unit cost first. Costs come from the kernel's
 * `rosterPoints` under `costs`, whose cache keeps each unchanged unit's cost: a quantity change
 * re-renders one card (within one frame on a 50-unit roster).
 */
export function useRosterLines(
  roster: Roster,
  factionUnits: readonly Unit[],
  costs: RosterCostContext,
): RosterLines {
  // The faction's current units, costed as a roster holding none of each: one cost per unit,
  // kept in the same cache as the roster's own lines.
  const current = useMemo(
    () => rosterPoints({ unit_list: factionUnits.map((obj) => ({ count: 0, obj })) }, costs),
    [factionUnits, costs],
  );
  return useMemo(() => {
    const costOfUnit = new Map(current.lines.map((line) => [line.entry.obj, line.cost]));
    const currentById = new Map(factionUnits.map((unit) => [unit._id, unit]));
    const points = rosterPoints(roster, costs);
    const costOfEntry = new Map(points.lines.map((line) => [line.entry, line]));
    const linePoints = roster.unit_list.map((entry) => costOfEntry.get(entry)?.points ?? 0);
    // A roster made before formations shows arranged by training type before that is saved.
    const arranged = withFormations(roster).unit_list;
    const ids = lineIds(roster.unit_list);
    const lines: RosterLine[] = [];
    let unitCount = 0;
    roster.unit_list.forEach((entry, index) => {
      const cost = costOfEntry.get(entry)?.cost as UnitCost;
      const now = entry.obj._id ? (currentById.get(entry.obj._id) ?? null) : null;
      const line: RosterLine = {
        id: ids[index] as string,
        unit: entry.obj,
        count: entry.count,
        cost,
        current: now,
        formation: arranged[index]?.formation,
      };
      const nowCost = now && now !== entry.obj ? costOfUnit.get(now) : undefined;
      if (nowCost && !nowCost.error && !cost.error && nowCost.total !== cost.total) {
        line.staleWas = cost.total;
        line.staleNow = nowCost.total;
      }
      lines.push(line);
      unitCount += entry.count;
    });
    const picked = new Set(ids);
    for (const unit of factionUnits) {
      if (picked.has(unit._id)) continue;
      const cost = costOfUnit.get(unit) as UnitCost;
      lines.push({ id: unit._id, unit, count: 0, cost, current: unit });
    }
    lines.sort(byCostThenName);
    return { lines, points, unitCount, linePoints };
  }, [roster, factionUnits, current, costs]);
}
