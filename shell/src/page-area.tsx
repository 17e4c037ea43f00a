import { Route, Routes, useLocation } from 'react-router-dom';
import { can, isSignedIn, remoteForPath } from '@muster/shared-kernel/core';
import { useSession } from '@muster/shared-kernel/client';
import { LoadError, NotFound } from '@muster/shared-kernel/ui';
import { RemotePage } from './remotes/remote-page';
import { LoginPage } from './account/login-page';
import { ProfilePage } from './account/profile-page';
import { RegisterCompletePage } from './account/register-complete-page';
import { RegisterPage } from './account/register-page';

/** Not-allowed text for a signed-in user on a moderator route. */
export const NOT_ALLOWED_TEXT = 'Only moderators can see this page.';

/**
 * The page area: a remote's App for the routes it owns, the shell's own screens, or not-found.
 * The admin remote is only ever requested for moderators and the administrator.
 */
export function PageArea() {
  const { pathname } = useLocation();
  const session = useSession();
  const remote = remoteForPath(pathname);

  if (remote === 'admin' && !can(session, 'queue:read')) {
    return isSignedIn(session) ? <LoadError title={NOT_ALLOWED_TEXT} /> : <LoginPage />;
  }
  if (remote) return <RemotePage key={remote} name={remote} />;

  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/register/:token" element={<RegisterPage />} />
      <Route path="/registerComplete" element={<RegisterCompletePage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/:username" element={<ProfilePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
