import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { can, isSignedIn, paths } from '@muster/shared-kernel/core';
import { useSession } from '@muster/shared-kernel/client';
import { LoadError } from '@muster/shared-kernel/ui';

/** What a signed-in user who is no moderator sees at a queue (the shell says the same). */
const MODERATORS_ONLY_TEXT = 'Only moderators can see this page.';

/**
 * A moderator's screen. The shell loads this remote only for moderators and the administrator;
 * this guard holds where the remote runs alone, or when a session ends while a queue is open,
 * and reads nothing for anyone else.
 */
export function ModeratorsOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (can(session, 'queue:read')) return <>{children}</>;
  if (!isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  return <LoadError title={MODERATORS_ONLY_TEXT} />;
}
