import { formatDateTime, hasPointLimit } from '@muster/shared-kernel/core';

/** Small texts shared by the roster screens. */

/** Said for a formation that holds no unit, where a roster is read rather than built. */
export const EMPTY_FORMATION_TEXT = 'No units in this formation.';

/** 'N pts', or '-' when the roster has no point limit (the roster list's column). */
export function pointLimitText(limit: number | null | undefined): string {
  return hasPointLimit(limit) ? `${limit} pts` : '-';
}

/** The created date and time of a roster. */
export function createdText(created: number): string {
  return formatDateTime(created);
}

/** A roster's legality in a few words: 'Legal', '1 problem' or 'N problems'. */
export function problemCountText(problems: number): string {
  if (problems === 0) return 'Legal';
  return problems === 1 ? '1 problem' : `${problems} problems`;
}
