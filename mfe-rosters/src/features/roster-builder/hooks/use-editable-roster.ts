import { useCallback, useRef, useState } from 'react';
import { type Roster, type RosterEntry, type Unit } from '@muster/shared-kernel/core';
import {
  addFormation,
  dissolveFormation,
  moveFormation,
  moveLine,
  renameFormation,
  withFormations,
} from '@muster/shared-kernel/core/points';
import { useRosterChanges } from '../../../lib/use-roster-changes';

/** The id of each line of a roster: its unit's id, made unique when a unit appears twice. */
export function lineIds(entries: readonly RosterEntry[]): string[] {
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    let id = entry.obj._id || `entry-${index}`;
    if (seen.has(id)) id = `${id}~${index}`;
    seen.add(id);
    return id;
  });
}

/** What the builder can do to its roster; each change is saved at once. */
interface EditableRoster {
  /** The roster as last changed (shown at once; its save follows). */
  roster: Roster;
  /** One more of a line's unit; a unit not yet in the roster joins it as a copy of `unit`. */
  add(lineId: string, unit?: Unit): void;
  /** One fewer (never below zero); at zero the unit leaves the roster. */
  remove(lineId: string): void;
  /** Replaces a line's copy of its unit with the faction's current unit. */
  refresh(lineId: string, unit: Unit): void;
  /** Saves a new name and point limit; answers false when the store refused them. */
  rename(name: string, pointLimit: number | null): Promise<boolean>;
  /**
   * Moves the roster to a newer faction version: its lines hold that version's units
   * (`linesOnVersion` in lib/version-changes.ts) and it is pinned to it.
   */
  moveToVersion(version: number, units: readonly Unit[]): void;
  /** Keeps the roster on its version: it asks again only about a version newer than `declined`. */
  keepVersion(declined: number): void;
  /**
   * The formation being built: a unit joining the roster (the first + on it) joins this one.
   * An index into `roster.formations`; it follows its formation when formations move.
   */
  building: number;
  /** Makes the formation at `index` the one being built. */
  buildHere(index: number): void;
  /** A new, empty formation at the end ('Formation N'), which becomes the one being built. */
  addFormation(): void;
  /** Renames a formation (a blank name keeps the old one). */
  renameFormation(index: number, name: string): void;
  /** Moves a formation to position `to`, its lines with it. */
  moveFormation(from: number, to: number): void;
  /** Dissolves a formation: its lines join the formation before it (the next, for the first). */
  dissolveFormation(index: number): void;
  /** Moves a line into the formation at `formation`. */
  moveLine(lineId: string, formation: number): void;
}

/** Where a formation's index goes when the formation at `from` moves to `to`. */
function movedIndex(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < to && index > from && index <= to) return index - 1;
  if (to < from && index >= to && index < from) return index + 1;
  return index;
}

/**
 * The builder's roster, held and saved by {@link useRosterChanges}. Every untouched entry (and
 * its unit copy) stays the same object, so memoised unit cards and costs are reused: a quantity
 * change re-renders one card. (Re-reading the store would parse every unit anew.)
 */
export function useEditableRoster(initial: Roster): EditableRoster {
  // A roster made before formations is shown arranged one formation per training type, and saved
  // so with its next change: opening a roster writes nothing (a write would download the store's
  // schema checker on a page that only reads).
  const { roster, change } = useRosterChanges(initial, withFormations);
  // The last formation is the one being built at first: the newest, the likeliest to grow.
  const [building, setBuilding] = useState(() => Math.max(0, (roster.formations?.length ?? 1) - 1));
  // Read by `add`, which stays the same function so that no unit card re-renders for it.
  const buildingRef = useRef(building);
  const buildHere = useCallback((index: number) => {
    buildingRef.current = index;
    setBuilding(index);
  }, []);

  const updateLine = useCallback(
    (lineId: string, update: (entry: RosterEntry) => RosterEntry | null, added?: Unit) =>
      change((roster) => {
        const ids = lineIds(roster.unit_list);
        const index = ids.indexOf(lineId);
        if (index < 0) {
          if (!added) return null;
          // A new line joins the formation being built ('Formation 1' when there is none yet).
          let arranged = withFormations(roster);
          if (!arranged.formations?.length) arranged = addFormation(arranged);
          const last = (arranged.formations?.length ?? 1) - 1;
          const formation = Math.min(buildingRef.current, last);
          const entry: RosterEntry = { count: 1, obj: added, formation };
          return { ...arranged, unit_list: [...arranged.unit_list, entry] };
        }
        const entry = roster.unit_list[index] as RosterEntry;
        const updated = update(entry);
        const unitList =
          updated === null
            ? roster.unit_list.filter((_, i) => i !== index)
            : roster.unit_list.map((e, i) => (i === index ? updated : e));
        return { ...roster, unit_list: unitList };
      }),
    [change],
  );

  const add = useCallback(
    (lineId: string, unit?: Unit) =>
      void updateLine(lineId, (entry) => ({ ...entry, count: entry.count + 1 }), unit),
    [updateLine],
  );
  const remove = useCallback(
    (lineId: string) =>
      void updateLine(lineId, (entry) =>
        entry.count <= 1 ? null : { ...entry, count: entry.count - 1 },
      ),
    [updateLine],
  );
  const refresh = useCallback(
    (lineId: string, unit: Unit) => void updateLine(lineId, (entry) => ({ ...entry, obj: unit })),
    [updateLine],
  );
  const rename = useCallback(
    (name: string, pointLimit: number | null) =>
      change((roster) => ({ ...roster, name, point_limit: pointLimit })),
    [change],
  );
  const moveToVersion = useCallback(
    (version: number, units: readonly Unit[]) =>
      // Loaded with the offer to update (use-version-update.ts), before it can be accepted.
      void import('../../../lib/version-changes').then(({ linesOnVersion }) =>
        change(({ declined_version: _declined, ...roster }) => ({
          ...roster,
          faction_version: version,
          unit_list: linesOnVersion(roster.unit_list, units),
        })),
      ),
    [change],
  );
  const keepVersion = useCallback(
    (declined: number) => void change((roster) => ({ ...roster, declined_version: declined })),
    [change],
  );

  const formations = {
    addFormation: useCallback(
      () =>
        void change((roster) => {
          const next = addFormation(roster);
          if (next.formations?.length !== roster.formations?.length) {
            buildHere((next.formations?.length ?? 1) - 1);
          }
          return next;
        }),
      [change, buildHere],
    ),
    renameFormation: useCallback(
      (index: number, name: string) =>
        void change((roster) => renameFormation(roster, index, name)),
      [change],
    ),
    moveFormation: useCallback(
      (from: number, to: number) =>
        void change((roster) => {
          const next = moveFormation(roster, from, to);
          if (next.formations !== roster.formations) {
            buildHere(movedIndex(buildingRef.current, from, to));
          }
          return next;
        }),
      [change, buildHere],
    ),
    dissolveFormation: useCallback(
      (index: number) =>
        void change((roster) => {
          const next = dissolveFormation(roster, index);
          if (next.formations?.length !== roster.formations?.length) {
            const now = buildingRef.current;
            // The formation being built follows its lines, as every later one moves up one.
            buildHere(now > index || (now === index && index > 0) ? now - 1 : now);
          }
          return next;
        }),
      [change, buildHere],
    ),
    moveLine: useCallback(
      (lineId: string, formation: number) =>
        void change((roster) => {
          const index = lineIds(roster.unit_list).indexOf(lineId);
          return index < 0 ? null : moveLine(roster, index, formation);
        }),
      [change],
    ),
  };
  return {
    roster,
    add,
    remove,
    refresh,
    rename,
    moveToVersion,
    keepVersion,
    building,
    buildHere,
    ...formations,
  };
}
