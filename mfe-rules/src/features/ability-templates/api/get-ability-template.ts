import { useEffect, useState } from 'react';
import { type AbilityTemplate } from '@muster/shared-kernel/core';
import { orNull, getAbilityTemplate } from '@muster/shared-kernel/client';

/** One template while it loads, once loaded, or after a failure (already toasted). */
export type AbilityTemplateState =
  { status: 'loading' } | { status: 'loaded'; template: AbilityTemplate } | { status: 'failed' };

/** Loads the template `id` (GET /api/ability/{id}); no id (a new template) loads nothing. */
export function useAbilityTemplate(id: string | undefined): AbilityTemplateState | null {
  const [state, setState] = useState<AbilityTemplateState>({ status: 'loading' });
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    setState({ status: 'loading' });
    void orNull(getAbilityTemplate(id)).then((template) => {
      if (live) setState(template ? { status: 'loaded', template } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [id]);
  return id === undefined ? null : state;
}
