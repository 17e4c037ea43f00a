import { Link } from 'react-router-dom';
import type { Roster } from '@muster/shared-kernel/core';
import { createdText, hasPointLimit } from '../lib/roster-text';
import './roster-sheet.css';
import { paths } from '@muster/shared-kernel/core';

interface RosterHeaderProps {
  roster: Pick<
    Roster,
    'faction_title' | 'faction_slug' | 'name' | 'point_limit' | 'faction_version'
  > & {
    created?: number;
  };
  /** Points of the whole roster under the formula in force. */
  total: number;
  /**
   * Why the total cannot be computed (the engine's `RosterPoints.error`): shown in place of the
   * points, with no limit colour.
   */
  totalError?: string;
  /** How many models: the sum of the quantities. */
  unitCount: number;
}

/**
 * The top of a roster: faction title (and the faction version it is built on, which the
 * printout names too), roster name, created date and time, total points
 * with ' / limit' when a limit is set (red when over it, blue otherwise) and the unit count.
 */
export function RosterHeader({ roster, total, totalError, unitCount }: RosterHeaderProps) {
  const limited = hasPointLimit(roster.point_limit);
  const over = limited && totalError === undefined && total > (roster.point_limit as number);
  const state =
    totalError !== undefined ? 'error-text' : over ? 'roster-total--over' : 'roster-total--within';
  return (
    <header className="roster-head">
      <p className="roster-faction">
        <Link className="touch-link" to={paths.faction(roster.faction_slug)}>
          {roster.faction_title}
        </Link>
        {roster.faction_version !== undefined && (
          <span className="roster-faction-version"> · version {roster.faction_version}</span>
        )}
      </p>
      <h1>{roster.name}</h1>
      <dl className="roster-facts">
        {roster.created !== undefined && (
          <div>
            <dt>Created</dt>
            <dd>{createdText(roster.created)}</dd>
          </div>
        )}
        <div>
          <dt>Points</dt>
          <dd className={`roster-total ${state}`} data-testid="roster-total" aria-live="polite">
            {totalError ?? total}
            {limited && totalError === undefined && ` / ${roster.point_limit}`}
            {over && <span className="roster-over-note"> (over the limit)</span>}
          </dd>
        </div>
        <div>
          <dt>Units</dt>
          <dd data-testid="roster-unit-count">{unitCount}</dd>
        </div>
      </dl>
    </header>
  );
}
