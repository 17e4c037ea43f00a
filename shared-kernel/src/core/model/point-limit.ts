/**
 * Whether a roster has a point limit. The new-roster form's default is 0, so 0 means none, as an
 * absent or null limit does: no roster is over a limit nobody chose.
 */
export function hasPointLimit(limit: number | null | undefined): limit is number {
  return typeof limit === 'number' && limit > 0;
}
