import { useEffect, useState, useSyncExternalStore } from 'react';
import { tokenClaims, useSession } from '@muster/shared-kernel/client';

type SyncRunner = typeof import('./sync-runner');

const noView = () => null;

/**
 * When a session token was issued, which is when its user signed in on this device: the end of
 * the second its `iat` names, so a roster made as a visitor in that second is offered, never sent
 * without asking.
 */
function signedInAt(token: string): number | undefined {
  const issued = tokenClaims(token)?.iat;
  return typeof issued === 'number' ? issued * 1000 + 999 : undefined;
}
const noSubscription = () => () => undefined;

/**
 * Keeps a signed-in user's rosters in their account while the calling screen is open: the sync
 * (sync-runner.ts and the kernel's engine) is downloaded after the screen has drawn, and never
 * for a visitor. Answers the runner and what it shows, or null for a visitor and until it has
 * arrived.
 */
export function useAccountSync() {
  const { token, username } = useSession();
  const [runner, setRunner] = useState<SyncRunner | null>(null);
  useEffect(() => {
    if (token === null) return undefined;
    let release: (() => void) | undefined;
    let left = false;
    void import(/* webpackChunkName: "account-sync" */ './sync-runner').then((loaded) => {
      if (left) return;
      release = loaded.holdAccountSync(username, signedInAt(token));
      setRunner(loaded);
    });
    return () => {
      left = true;
      release?.();
    };
  }, [token, username]);
  const view = useSyncExternalStore(
    runner?.syncView.subscribe ?? noSubscription,
    runner?.syncView.get ?? noView,
    noView,
  );
  return token === null || runner === null || view === null ? null : { runner, view };
}
