/**
 * The game's own point limit as a roster rule: a roster with a limit may cost at most that many
 * points. Checked by `checkRoster` with the other rules, so the builder, the server's verdict and
 * the mock API say it in the same words.
 */
import type { RosterProblem } from '../../model/index.js';
import { hasPointLimit, snapCeil } from '@muster/shared-kernel/core';

/** Points over the limit as a problem says them: whole, or rounded up to one decimal. */
const pointsOver = (over: number) => String(snapCeil(over * 10) / 10);

/**
 * The problem of a roster costing `total` points under `limit`, with its fix ('Over the point
 * limit by 638 pts: remove units worth at least 638 pts'); null within the limit or without one
 * (a limit of 0 is none). It concerns the whole list, so it names no unit and no formation.
 */
export function pointLimitProblem(
  total: number,
  limit: number | null | undefined,
): RosterProblem | null {
  if (!hasPointLimit(limit) || !(total > limit)) return null;
  const over = pointsOver(total - limit);
  return {
    message: `Over the point limit by ${over} pts: remove units worth at least ${over} pts`,
    units: [],
  };
}
