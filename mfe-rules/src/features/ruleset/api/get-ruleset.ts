import { useEffect, useState } from 'react';
import { type Ruleset } from '@muster/shared-kernel/core';
import { orNull, getRuleset } from '@muster/shared-kernel/client';

/** The ruleset while it loads, once loaded, or after the load failed (already toasted). */
export type RulesetState =
  { status: 'loading' } | { status: 'loaded'; ruleset: Ruleset } | { status: 'failed' };

/** Loads the ruleset (GET /api/ruleset/) once per mount. */
export function useRuleset(): RulesetState {
  const [state, setState] = useState<RulesetState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void orNull(getRuleset()).then((ruleset) => {
      if (live) setState(ruleset ? { status: 'loaded', ruleset } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
