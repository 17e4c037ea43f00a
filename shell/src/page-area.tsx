import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { can, isSignedIn, remoteForPath, ROUTE_PATTERNS, paths } from '@muster/shared-kernel/core';
import { useSession } from '@muster/shared-kernel/client';
import {
  LoadError,
  Loading,
  ScreenRoutes,
  lazyNamed,
  type ScreenRoute,
} from '@muster/shared-kernel/ui';
import { RemotePage } from './remotes/remote-page';

// The account screens and their forms (react-hook-form) load on a visit to one of them, so a
// visitor who only reads the site never downloads them.
const LoginPage = lazyNamed(() => import('./account/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(
  () => import('./account/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('./account/reset-password-page'),
  'ResetPasswordPage',
);
const ProfilePage = lazyNamed(() => import('./account/profile-page'), 'ProfilePage');
const RegisterCompletePage = lazyNamed(
  () => import('./account/register-complete-page'),
  'RegisterCompletePage',
);
const RegisterPage = lazyNamed(() => import('./account/register-page'), 'RegisterPage');

/** The shell's own screens: sign-in, a forgotten password, registration, profile. */
const ACCOUNT_ROUTES: readonly ScreenRoute[] = [
  [ROUTE_PATTERNS.login, <LoginPage />],
  [ROUTE_PATTERNS.forgotPassword, <ForgotPasswordPage />],
  [ROUTE_PATTERNS.resetPassword, <ResetPasswordPage />],
  [[ROUTE_PATTERNS.register, ROUTE_PATTERNS.registerInvite], <RegisterPage />],
  [ROUTE_PATTERNS.registerComplete, <RegisterCompletePage />],
  [[ROUTE_PATTERNS.profile, ROUTE_PATTERNS.userProfile], <ProfilePage />],
];

/** Not-allowed text for a signed-in user on a moderator route. */
export const NOT_ALLOWED_TEXT = 'Only moderators can see this page.';

/** Not-allowed text on the admin remote's routes that only the administrator may open. */
const ADMINISTRATOR_ONLY_TEXT = 'Only the administrator can see this page.';

/** The admin remote's routes for the administrator alone: editing the rules, managing roles. */
const ADMINISTRATOR_PATHS: readonly string[] = [paths.editRules(), paths.users()];

/** Why a signed-in user who may not read the moderation queue cannot open an admin route. */
const notAllowedText = (pathname: string) =>
  ADMINISTRATOR_PATHS.includes(pathname.replace(/\/+$/, '') || '/')
    ? ADMINISTRATOR_ONLY_TEXT
    : NOT_ALLOWED_TEXT;

/**
 * The page area: a remote's App for the routes it owns, the shell's own screens, or not-found.
 * The admin remote is only ever requested for moderators and the administrator.
 */
export function PageArea() {
  const { pathname } = useLocation();
  const session = useSession();
  const remote = remoteForPath(pathname);

  if (remote === 'admin' && !can(session, 'queue:read')) {
    if (isSignedIn(session)) return <LoadError title={notAllowedText(pathname)} />;
    return (
      <Suspense fallback={<Loading />}>
        <LoginPage />
      </Suspense>
    );
  }
  if (remote) return <RemotePage key={remote} name={remote} />;

  return <ScreenRoutes routes={ACCOUNT_ROUTES} />;
}
