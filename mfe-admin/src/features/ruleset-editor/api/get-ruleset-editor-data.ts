import { useEffect, useState } from 'react';
import { type PointFormula, type Ruleset } from '@muster/shared-kernel/core';
import { orNull, getRuleset, listPointFormulas } from '@muster/shared-kernel/client';

/** What the ruleset editor edits: the ruleset, and the formulas it may make active. */
export type RulesetEditorData =
  | { status: 'loading' }
  | { status: 'loaded'; ruleset: Ruleset; formulas: PointFormula[] }
  | { status: 'failed' };

/** Loads the ruleset and the official formulas together (failures are already toasted). */
export function useRulesetEditorData(enabled: boolean): RulesetEditorData {
  const [state, setState] = useState<RulesetEditorData>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void Promise.all([orNull(getRuleset()), orNull(listPointFormulas())]).then(
      ([ruleset, formulas]) => {
        if (!live) return;
        setState(
          ruleset && formulas ? { status: 'loaded', ruleset, formulas } : { status: 'failed' },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}
