import { useEffect, useState } from 'react';
import { type PointFormula } from '@muster/shared-kernel/core';
import { orNull, getPointFormula } from '@muster/shared-kernel/client';

/** One official formula while it loads, once loaded, or after a failure (already toasted). */
export type PointFormulaState =
  { status: 'loading' } | { status: 'loaded'; formula: PointFormula } | { status: 'failed' };

/** Loads the formula `id` (GET /api/formulas/{id}); no id (a new formula) loads nothing. */
export function usePointFormula(id: string | undefined): PointFormulaState | null {
  const [state, setState] = useState<PointFormulaState>({ status: 'loading' });
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    setState({ status: 'loading' });
    void orNull(getPointFormula(id)).then((formula) => {
      if (!live) return;
      setState(
        formula && typeof formula.formula === 'string'
          ? { status: 'loaded', formula }
          : { status: 'failed' },
      );
    });
    return () => {
      live = false;
    };
  }, [id]);
  return id === undefined ? null : state;
}
