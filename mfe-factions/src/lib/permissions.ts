import { isModerator, isSignedIn, type Acl } from '@muster/shared-kernel/core';
import { type Session } from '@muster/shared-kernel/client';

/**
 * Who may edit a faction and author its units and weapons (SPEC §6, DESIGN §5): its author, its
 * listed editors, a moderator. The server enforces the same rule; this only hides buttons.
 */
export function canEditFaction(session: Session, acl: Acl | undefined): boolean {
  if (!isSignedIn(session)) return false;
  if (isModerator(session)) return true;
  if (!acl) return false;
  return acl.author === session.username || acl.editors.includes(session.username);
}

/** Who may delete a faction: its author or a moderator (DESIGN §5). */
export function canDeleteFaction(session: Session, acl: Acl | undefined): boolean {
  if (!isSignedIn(session)) return false;
  return isModerator(session) || acl?.author === session.username;
}
