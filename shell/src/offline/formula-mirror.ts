/**
 * The official point formula is loaded by the kernel's formula store, outside the query cache. It
 * is mirrored into the cache under the active formula's key, so it is kept offline with the rest
 * of what a roster needs (one snapshot, see query-persistence.ts), and handed back to the store
 * when the site starts without it (offline, the store's own load fails and the defaults apply).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PointFormula } from '@muster/shared-kernel/core';
import { activePointFormulaKey, formulaStore } from '@muster/shared-kernel/client';

/** Copies the store's official formula into the cache whenever it changes; answers the stop. */
export function mirrorOfficialFormula(client: QueryClient): () => void {
  const copy = () => {
    const { official } = formulaStore.get();
    if (official) client.setQueryData(activePointFormulaKey, official);
  };
  copy();
  return formulaStore.subscribe(copy);
}

/** Gives the store the kept formula when it has loaded none (a fresher load replaces it later). */
export function restoreOfficialFormula(client: QueryClient): void {
  const kept = client.getQueryData<PointFormula>(activePointFormulaKey);
  if (kept && formulaStore.get().official === null) formulaStore.setOfficial(kept);
}
