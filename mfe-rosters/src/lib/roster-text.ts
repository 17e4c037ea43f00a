import { formatDateTime } from '@muster/shared-kernel/core';

/** Small texts shared by the roster screens. */

/**
 * Whether a roster has a point limit. The new-roster modal's default is 0, so 0 means none: no
 * roster is 'over' a limit nobody chose.
 */
export function hasPointLimit(limit: number | null | undefined): limit is number {
  return typeof limit === 'number' && limit > 0;
}

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
