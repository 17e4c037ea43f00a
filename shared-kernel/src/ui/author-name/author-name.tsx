import { useProfile } from '@muster/shared-kernel/client';

/**
 * An author's display name, falling back to the username, and '...' while loading. The
 * query cache reads each author once, however many cards name them.
 */
export function useAuthorName(username: string): string {
  const profile = useProfile(username, { enabled: Boolean(username) });
  if (profile.isPending && profile.fetchStatus !== 'idle') return '...';
  return profile.data?.display || username;
}

/** An author's display name as text. */
export function AuthorName({ username }: { username: string }) {
  return <>{useAuthorName(username)}</>;
}
