import type { RoleHolder } from '@muster/shared-kernel/core';

/** What the browser keeps of a signed-in (or signed-out) user. */
export interface Session extends RoleHolder {
  /** The JWT session token, or null when signed out. */
  token: string | null;
  /** The username, or 'Login' when signed out. */
  username: string;
  /** The display name when known; screens fall back to the username. */
  display: string | null;
  roles: string[];
  /** Ids of the factions this user likes. */
  likes: string[];
}

/** The logged-out state: username 'Login', empty roles and likes. */
export const LOGGED_OUT: Session = Object.freeze({
  token: null,
  username: 'Login',
  display: null,
  roles: [],
  likes: [],
}) as Session;

export const SESSION_STORAGE_KEY = 'muster_session';

/** A minimal Storage, so tests and non-browser hosts can supply their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A subscribable session kept in storage. One instance is shared by the shell and every remote. */
export interface SessionStore {
  get(): Session;
  /** Replaces the session and tells every subscriber. */
  set(next: Session): void;
  /** Merges fields into the session (roles after publisher sign-up, likes after a like). */
  update(patch: Partial<Session>): void;
  /** Returns to the logged-out state. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function parseSession(text: string | null): Session {
  if (!text) return LOGGED_OUT;
  try {
    const value = JSON.parse(text) as Partial<Session>;
    if (typeof value.token !== 'string' || typeof value.username !== 'string') return LOGGED_OUT;
    return {
      token: value.token,
      username: value.username,
      display: typeof value.display === 'string' ? value.display : null,
      roles: Array.isArray(value.roles) ? value.roles.filter((r) => typeof r === 'string') : [],
      likes: Array.isArray(value.likes) ? value.likes.filter((l) => typeof l === 'string') : [],
    };
  } catch {
    return LOGGED_OUT;
  }
}

/** Creates a session store over the given storage (localStorage in the browser). */
export function createSessionStore(storage: KeyValueStorage | null): SessionStore {
  let current = parseSession(storage?.getItem(SESSION_STORAGE_KEY) ?? null);
  const listeners = new Set<() => void>();

  function publish(next: Session): void {
    current = next;
    try {
      if (next.token === null) storage?.removeItem(SESSION_STORAGE_KEY);
      else storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // A full or blocked storage keeps the session for this page only; nothing to lose.
    }
    for (const listener of listeners) listener();
  }

  return {
    get: () => current,
    set: publish,
    update: (patch) => publish({ ...current, ...patch }),
    clear: () => publish(LOGGED_OUT),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The session of this browser, shared through the federation singleton. */
export const sessionStore: SessionStore = createSessionStore(browserStorage());
