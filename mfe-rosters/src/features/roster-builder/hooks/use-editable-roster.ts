import { useCallback, useEffect, useRef, useState } from 'react';
import { type Roster, type RosterEntry, type Unit } from '@muster/shared-kernel/core';
import { notify } from '@muster/shared-kernel/client';
import { rosterStore } from '@muster/shared-kernel/client/rosters';
import { linesOnVersion } from '../../../lib/version-changes';

/** Resolves in the next task of the event loop (after the current one has rendered). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
   * ({@link linesOnVersion}) and it is pinned to it.
   */
  moveToVersion(version: number, units: readonly Unit[]): void;
  /** Keeps the roster on its version: it asks again only about a version newer than `declined`. */
  keepVersion(declined: number): void;
}

/**
 * A roster held in component state and written through to the store on every change. The state
 * keeps every untouched entry (and its unit copy) as the same object, so memoised unit cards
 * and costs are reused: a quantity change re-renders one card. (Re-reading the store would
 * parse every unit anew.) The roster is read once, by the caller: render it with
 * `key={rosterKey}` so another roster means a fresh component.
 *
 * A change shows at once and is saved after (the store checks it first, asynchronously); when
 * the store refuses it, its message shows and the roster goes back to what was last saved,
 * unless another change has followed. A page closed (or hidden, which on a phone may be the
 * last it hears) before the save has run keeps the change at once, unchecked: the next read
 * checks it.
 */
export function useEditableRoster(initial: Roster): EditableRoster {
  const [roster, setRoster] = useState<Roster>(initial);
  const current = useRef(roster);
  const lastSaved = useRef(roster);
  /** The change shown but not yet saved, if any. */
  const unsaved = useRef<Roster | null>(null);

  useEffect(() => {
    const keepUnsaved = () => {
      if (unsaved.current) rosterStore.keep(unsaved.current);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keepUnsaved();
    };
    window.addEventListener('pagehide', keepUnsaved);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', keepUnsaved);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const change = useCallback(async (edit: (roster: Roster) => Roster | null): Promise<boolean> => {
    const before = current.current;
    const next = edit(before);
    if (!next || next === before) return false;
    current.current = next;
    unsaved.current = next;
    setRoster(next);
    // The change shows first: the save (a full check of the roster and a localStorage write, a
    // few milliseconds on a large roster) runs in the next task, after React has committed it.
    await nextTask();
    const saved = await rosterStore.save(next);
    if (unsaved.current === next) unsaved.current = null;
    if (saved.ok) {
      lastSaved.current = next;
      return true;
    }
    notify.error(saved.error);
    if (current.current === next) {
      current.current = lastSaved.current;
      setRoster(lastSaved.current);
    }
    return false;
  }, []);

  const updateLine = useCallback(
    (lineId: string, update: (entry: RosterEntry) => RosterEntry | null, added?: RosterEntry) =>
      change((roster) => {
        const ids = lineIds(roster.unit_list);
        const index = ids.indexOf(lineId);
        if (index < 0) {
          return added ? { ...roster, unit_list: [...roster.unit_list, added] } : null;
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
      void updateLine(
        lineId,
        (entry) => ({ ...entry, count: entry.count + 1 }),
        unit ? { count: 1, obj: unit } : undefined,
      ),
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
      void change(({ declined_version: _declined, ...roster }) => ({
        ...roster,
        faction_version: version,
        unit_list: linesOnVersion(roster.unit_list, units),
      })),
    [change],
  );
  const keepVersion = useCallback(
    (declined: number) => void change((roster) => ({ ...roster, declined_version: declined })),
    [change],
  );
  return { roster, add, remove, refresh, rename, moveToVersion, keepVersion };
}
