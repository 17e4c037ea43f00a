import { useCallback, useEffect, useState } from 'react';
import { type PointFormula } from '@muster/shared-kernel/core';
import { orNull, deletePointFormula, listPointFormulas } from '@muster/shared-kernel/client';

/** The official formulas while they load, once loaded (possibly none), or after a failure. */
export type PointFormulaListState =
  { status: 'loading' } | { status: 'loaded'; formulas: PointFormula[] } | { status: 'failed' };

/** Loads the official point formulas; `remove` deletes one and drops it from the list. */
export function usePointFormulaList(): {
  state: PointFormulaListState;
  remove: (id: string) => Promise<boolean>;
} {
  const [state, setState] = useState<PointFormulaListState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void orNull(listPointFormulas()).then((formulas) => {
      if (live) setState(formulas ? { status: 'loaded', formulas } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, []);
  const remove = useCallback(async (id: string) => {
    const answer = await orNull(deletePointFormula(id));
    if (answer === null) return false;
    setState((current) =>
      current.status === 'loaded'
        ? { status: 'loaded', formulas: current.formulas.filter((formula) => formula._id !== id) }
        : current,
    );
    return true;
  }, []);
  return { state, remove };
}
