import { PlaceholderScreen } from '@muster/shared-kernel';

/** The shell's own routes. The account screens arrive with the API (issue 3). */
export function LoginPage() {
  return <PlaceholderScreen title="User Login" />;
}

export function RegisterPage() {
  return <PlaceholderScreen title="Register" />;
}

export function RegisterCompletePage() {
  return <PlaceholderScreen title="Registration complete" />;
}

export function ProfilePage() {
  return <PlaceholderScreen title="Profile" />;
}
