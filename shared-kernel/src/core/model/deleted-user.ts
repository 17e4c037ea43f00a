/**
 * Whom the factions, scenarios and pages of a deleted account are credited to: no username can
 * hold a space, so nobody can register it and be taken for their author.
 */
export const DELETED_USER = 'deleted user';
