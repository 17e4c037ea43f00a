import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RosterProblem } from '@muster/shared-kernel/core';
import { ProblemNote } from './problem-note';

const NONE: readonly string[] = [];

const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((message, i) => message === b[i]);

/**
 * A roster's problems by the unit they concern, which each unit card reads for itself. A
 * problem's words can change on every +/− ('1 at 1040 points, you have 3'): held here rather
 * than passed to the cards, only the notes whose words changed are drawn again, never the cards
 * around them, so a quantity change still draws one card.
 */
export interface ProblemBoard {
  /** Takes the roster's problems now; the notes whose messages changed are drawn again. */
  set(problems: readonly RosterProblem[]): void;
  /** The messages concerning a unit: the same array while they do not change. */
  ofUnit(unitId: string): readonly string[];
  subscribe(listener: () => void): () => void;
}

/** A board with no problems on it yet. */
export function createProblemBoard(): ProblemBoard {
  let units = new Map<string, readonly string[]>();
  const listeners = new Set<() => void>();
  return {
    set(problems) {
      const next = new Map<string, string[]>();
      for (const problem of problems) {
        for (const unit of problem.units)
          next.set(unit, [...(next.get(unit) ?? []), problem.message]);
      }
      let changed = next.size !== units.size;
      const kept = new Map<string, readonly string[]>();
      for (const [unit, list] of next) {
        const old = units.get(unit);
        if (sameList(old, list)) kept.set(unit, old as readonly string[]);
        else {
          kept.set(unit, list);
          changed = true;
        }
      }
      units = kept;
      if (changed) listeners.forEach((listener) => listener());
    },
    ofUnit: (unitId) => units.get(unitId) ?? NONE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const noBoard: ProblemBoard = {
  set() {},
  ofUnit: () => NONE,
  subscribe: () => () => {},
};

const ProblemBoardContext = createContext<ProblemBoard>(noBoard);

/** Gives the unit cards inside it their problems (a roster without rules shown needs none). */
export function ProblemBoardProvider({
  board,
  children,
}: {
  board: ProblemBoard;
  children: ReactNode;
}) {
  return <ProblemBoardContext.Provider value={board}>{children}</ProblemBoardContext.Provider>;
}

/** The problems concerning one unit, each beside its card. */
export function UnitProblems({ unitId }: { unitId: string }) {
  const board = useContext(ProblemBoardContext);
  const messages = useSyncExternalStore(board.subscribe, () => board.ofUnit(unitId));
  // By place: a message whose numbers change is the same note with new words, not a new element.
  return messages.map((message, index) => <ProblemNote key={index} message={message} />);
}
