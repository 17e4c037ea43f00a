import { useCallback, useEffect, useState } from 'react';
import { type AbilityTemplate } from '@muster/shared-kernel/core';
import { orNull, deleteAbilityTemplate, listAbilityTemplates } from '@muster/shared-kernel/client';

/** The ability templates while they load, once loaded (possibly none), or after a failure. */
export type AbilityTemplateListState =
  { status: 'loading' } | { status: 'loaded'; templates: AbilityTemplate[] } | { status: 'failed' };

/** Loads every ability template; `remove` deletes one and drops it from the list. */
export function useAbilityTemplateList(): {
  state: AbilityTemplateListState;
  remove: (id: string) => Promise<boolean>;
} {
  const [state, setState] = useState<AbilityTemplateListState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void orNull(listAbilityTemplates()).then((templates) => {
      if (live) setState(templates ? { status: 'loaded', templates } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, []);
  const remove = useCallback(async (id: string) => {
    const answer = await orNull(deleteAbilityTemplate(id));
    if (answer === null) return false;
    setState((current) =>
      current.status === 'loaded'
        ? { status: 'loaded', templates: current.templates.filter((item) => item._id !== id) }
        : current,
    );
    return true;
  }, []);
  return { state, remove };
}
