/** The roles a session may hold. The administrator holds every one of them. */
export type Role = 'publisher' | 'mod' | 'admin';

/** The part of a session the role checks need. */
export interface RoleHolder {
  /**
   * The browser session's token: null when signed out (its roles then count for nothing). The
   * API's user of a request has none: the server only builds one for a valid token.
   */
  token?: string | null;
  roles: readonly string[];
}

/** True when someone is signed in. */
export function isSignedIn(session: RoleHolder): boolean {
  return session.token !== null;
}

/** True for publishers (and moderators, who may also create factions). */
export function isPublisher(session: RoleHolder): boolean {
  return isSignedIn(session) && (session.roles.includes('publisher') || isModerator(session));
}

/** True for moderators; the administrator is one too. */
export function isModerator(session: RoleHolder): boolean {
  return isSignedIn(session) && (session.roles.includes('mod') || isAdministrator(session));
}

/**
 * True for the one administrator. The server decides who that is (the account named by
 * `ADMIN_USERNAME`) and gives that account, and only that one, the `admin` role.
 */
export function isAdministrator(session: RoleHolder): boolean {
  return isSignedIn(session) && session.roles.includes('admin');
}
