import { useEffect, useState } from 'react';
import { orNull, getProfile } from '@muster/shared-kernel/client';

// One profile call per author per page load, however many cards name them.
const names = new Map<string, Promise<string>>();

function displayNameOf(username: string): Promise<string> {
  let name = names.get(username);
  if (!name) {
    name = orNull(getProfile(username)).then((profile) => profile?.display || username);
    names.set(username, name);
  }
  return name;
}

/** Forgets the known display names (tests). */
export function forgetAuthorNames(): void {
  names.clear();
}

/** SPEC §2: an author's display name, falling back to the username, and '...' while loading. */
export function useAuthorName(username: string): string {
  const [name, setName] = useState<{ username: string; display: string } | null>(null);
  useEffect(() => {
    let current = true;
    void displayNameOf(username).then((display) => {
      if (current) setName({ username, display });
    });
    return () => {
      current = false;
    };
  }, [username]);
  return name?.username === username ? name.display : '...';
}

/** An author's display name as text. */
export function AuthorName({ username }: { username: string }) {
  return <>{useAuthorName(username)}</>;
}
