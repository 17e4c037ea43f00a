import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Roster, RosterProblem } from '@muster/shared-kernel/core';
import { formatDateTime, hasPointLimit, paths } from '@muster/shared-kernel/core';
import type { RosterPoints } from '@muster/shared-kernel/core/points';
import { createdText, problemCountText } from '../lib/roster-text';
import './roster-sheet.css';

interface RosterHeaderProps {
  roster: Pick<
    Roster,
    'faction_title' | 'faction_slug' | 'name' | 'point_limit' | 'faction_version'
  > & {
    created?: number;
  };
  /**
   * Points of the whole roster under the formula in force, or why the total cannot be computed
   * (`error`): shown in place of the points, with no limit colour.
   */
  points: Pick<RosterPoints, 'total' | 'error'>;
  /** How many models: the sum of the quantities. */
  unitCount: number;
  /**
   * The roster's problems under its rules: the header then says 'Legal' or 'N problems' beside
   * the points and lists each one under itself, on screen and on paper.
   */
  problems?: readonly RosterProblem[];
  /** Shown on paper only, in the printout's header (the server's verification of the roster). */
  children?: ReactNode;
}

/** The date and time now, renewed whenever the page is about to print. */
function usePrintedAt(): number {
  const [printedAt, setPrintedAt] = useState(() => Date.now());
  useEffect(() => {
    const renew = () => setPrintedAt(Date.now());
    window.addEventListener('beforeprint', renew);
    return () => window.removeEventListener('beforeprint', renew);
  }, []);
  return printedAt;
}

/**
 * The top of a roster: faction title (and the faction version it is built on, which the
 * printout names too), roster name, created date and time, total points
 * with ' / limit' when a limit is set (red when over it, blue otherwise), the unit count and,
 * when its problems are given, whether it is legal with each problem in the rule's words. On
 * paper it also gives the date it was printed.
 */
export function RosterHeader({
  roster,
  points: { total, error: totalError },
  unitCount,
  problems,
  children,
}: RosterHeaderProps) {
  const limited = hasPointLimit(roster.point_limit);
  const over = limited && totalError === undefined && total > (roster.point_limit as number);
  const state =
    totalError !== undefined ? 'error-text' : over ? 'roster-total--over' : 'roster-total--within';
  const printedAt = usePrintedAt();
  return (
    <header className="roster-head">
      <p className="roster-faction">
        <Link className="touch-link" to={paths.faction(roster.faction_slug)}>
          {roster.faction_title}
        </Link>
        {roster.faction_version !== undefined && (
          <span className="roster-faction-version"> · Version {roster.faction_version}</span>
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
        <div className="roster-print-only">
          <dt>Printed</dt>
          <dd>{formatDateTime(printedAt)}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd className={`roster-total ${state}`} data-testid="roster-total" aria-live="polite">
            {totalError ?? total}
            {limited && totalError === undefined && ` / ${roster.point_limit}`}
            {over && <span className="roster-over-note"> (over the limit)</span>}
          </dd>
        </div>
        {problems && (
          <div>
            <dt>Legality</dt>
            <dd
              className={
                problems.length === 0 ? 'roster-legality' : 'roster-legality roster-legality--not'
              }
              data-testid="roster-legality"
            >
              {/* The live region inside the term's value: a <dd> with a role is no longer one. */}
              <span role="status">{problemCountText(problems.length)}</span>
            </dd>
          </div>
        )}
        <div>
          <dt>Units</dt>
          <dd data-testid="roster-unit-count">{unitCount}</dd>
        </div>
      </dl>
      {problems && problems.length > 0 && (
        <section className="roster-problems" aria-labelledby="roster-problems-title">
          <h2 id="roster-problems-title" className="visually-hidden">
            Problems
          </h2>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problem.message}</li>
            ))}
          </ul>
        </section>
      )}
      {children && <div className="roster-print-only roster-print-extra">{children}</div>}
    </header>
  );
}
