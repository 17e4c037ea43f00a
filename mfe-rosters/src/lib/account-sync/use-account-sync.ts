import { useState, useSyncExternalStore } from 'react';
import { useSession } from '@muster/shared-kernel/client';
import { useHeldAccountSync, type SyncRunner } from './hold-account-sync';

const noView = () => null;
const noSubscription = () => () => undefined;

/**
 * {@link useHeldAccountSync}, and what the sync shows: answers the runner and its view, or null
 * for a visitor and until it has arrived.
 */
export function useAccountSync() {
  const { token } = useSession();
  const [runner, setRunner] = useState<SyncRunner | null>(null);
  useHeldAccountSync(setRunner);
  const view = useSyncExternalStore(
    runner?.syncView.subscribe ?? noSubscription,
    runner?.syncView.get ?? noView,
    noView,
  );
  return token === null || runner === null || view === null ? null : { runner, view };
}
