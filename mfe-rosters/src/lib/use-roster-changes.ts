import { useCallback, useEffect, useRef, useState } from 'react';
import type { Roster } from '@muster/shared-kernel/core';
import { notify } from '@muster/shared-kernel/client';
import { rosterStore } from '@muster/shared-kernel/client/rosters';

/** Resolves in the next task of the event loop (after the current one has rendered). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A roster held by a screen, and how to change it. */
export interface RosterChanges {
  /** The roster as last changed (shown at once; its save follows). */
  roster: Roster;
  /**
   * Changes the roster: `edit` answers the changed roster (null, or the same one: no change).
   * Answers whether the change was saved.
   */
  change(edit: (roster: Roster) => Roster | null): Promise<boolean>;
}

/**
 * A roster held in component state and written through to the store on every change (the
 * builder's and the game's). The roster is read once, by the caller: render it with
 * `key={rosterKey}` so another roster means a fresh component. `prepare` arranges the roster
 * first, unsaved until the first change.
 *
 * A change shows at once and is saved after (the store checks it first, asynchronously); when
 * the store refuses it, its message shows and the roster goes back to what was last saved,
 * unless another change has followed. A page closed (or hidden, which on a phone may be the
 * last it hears) before the save has run keeps the change at once, unchecked: the next read
 * checks it.
 */
export function useRosterChanges(
  initial: Roster,
  prepare?: (roster: Roster) => Roster,
): RosterChanges {
  const [roster, setRoster] = useState<Roster>(() => (prepare ? prepare(initial) : initial));
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

  return { roster, change };
}
