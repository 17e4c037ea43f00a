import { useEffect } from 'react';
import { tokenClaims, useSession } from '@muster/shared-kernel/client';

export type SyncRunner = typeof import('./sync-runner');

/**
 * When a session token was issued, which is when its user signed in on this device: the end of
 * the second its `iat` names, so a roster made as a visitor in that second is offered, never sent
 * without asking.
 */
function signedInAt(token: string): number | undefined {
  const issued = tokenClaims(token)?.iat;
  return typeof issued === 'number' ? issued * 1000 + 999 : undefined;
}

/**
 * Keeps a signed-in user's rosters in their account while the calling screen is open: the sync
 * (sync-runner.ts and the kernel's engine) is downloaded after the screen has drawn, and never
 * for a visitor. `onRunner` hears of the runner once it has arrived. A screen that shows nothing
 * of the sync (the roster builder) needs no more than this.
 */
export function useHeldAccountSync(onRunner?: (runner: SyncRunner) => void): void {
  const { token, username } = useSession();
  useEffect(() => {
    if (token === null) return undefined;
    let release: (() => void) | undefined;
    let left = false;
    void import(/* webpackChunkName: "account-sync" */ './sync-runner').then((loaded) => {
      if (left) return;
      release = loaded.holdAccountSync(username, signedInAt(token));
      onRunner?.(loaded);
    });
    return () => {
      left = true;
      release?.();
    };
    // The callback is the screen's setter: stable, and not a reason to start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, username]);
}
