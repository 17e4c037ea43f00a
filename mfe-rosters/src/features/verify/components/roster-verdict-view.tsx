import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  formatDateTime,
  hasPointLimit,
  paths,
  type RosterVerdict,
} from '@muster/shared-kernel/core';
import { VerdictResult } from '../../../components/verdict/verdict-result';
import { EMPTY_FORMATION_TEXT } from '../../../lib/roster-text';

/** Props of {@link RosterVerdictView}. */
interface RosterVerdictViewProps {
  verdict: RosterVerdict;
  /** Moves the keyboard focus to the verdict's heading once it shows (after a check was asked). */
  focus?: boolean;
}

/**
 * The server's verdict in full, as an organiser reads it: the faction and the version checked
 * against, the roster's name, when it was checked, the server's total (and the limit), 'Legal'
 * or each problem, the verification code, and the list as the server rebuilt it, formation by
 * formation, a unit the version lacks marked.
 */
export function RosterVerdictView({ verdict, focus = false }: RosterVerdictViewProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, verdict.code]);
  const limited = hasPointLimit(verdict.pointLimit);
  const over = limited && verdict.total > (verdict.pointLimit as number);
  const lineCount = verdict.formations.reduce((sum, f) => sum + f.lines.length, 0);

  return (
    <section className="card verdict" aria-labelledby={headingId} data-testid="roster-verdict">
      <header className="verdict-head">
        <p className="verdict-faction">
          <Link className="touch-link" to={paths.faction(verdict.faction.slug)}>
            {verdict.faction.title}
          </Link>{' '}
          · version {verdict.version}
        </p>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {verdict.name}
        </h2>
        <dl className="verdict-facts">
          <div>
            <dt>Checked</dt>
            <dd>
              <time dateTime={verdict.checkedAt}>{formatDateTime(verdict.checkedAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Server&apos;s total</dt>
            <dd className={over ? 'verdict-total verdict-total--over' : 'verdict-total'}>
              {verdict.total}
              {limited && ` / ${verdict.pointLimit}`} pts
              {over && <span className="verdict-over-note"> (over the limit)</span>}
            </dd>
          </div>
          <div>
            <dt>Verification code</dt>
            <dd>
              <code className="verdict-code">{verdict.code}</code>
            </dd>
          </div>
        </dl>
      </header>

      <div className={verdict.legal ? 'verdict-result verdict-result--legal' : 'verdict-result'}>
        <VerdictResult verdict={verdict} as="h3" />
      </div>

      <h3 className="verdict-list-title">The list as the server rebuilt it</h3>
      {lineCount === 0 ? (
        <p className="muted">This roster has no units.</p>
      ) : (
        verdict.formations.map((formation, index) => (
          <div className="table-wrap verdict-formation" key={index}>
            <table className="table">
              <caption>{formation.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Unit</th>
                  <th scope="col" className="verdict-number">
                    Count
                  </th>
                  <th scope="col" className="verdict-number">
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {formation.lines.length === 0 ? (
                  <tr>
                    <td colSpan={3} className="muted">
                      {EMPTY_FORMATION_TEXT}
                    </td>
                  </tr>
                ) : (
                  formation.lines.map((line, lineIndex) => (
                    <tr key={`${line.unit}-${lineIndex}`}>
                      <th scope="row" className="verdict-unit">
                        {line.unitName}
                        {!line.known && (
                          <span className="verdict-unknown">
                            {' '}
                            (not in version {verdict.version}: counts no points)
                          </span>
                        )}
                      </th>
                      <td className="verdict-number">×{line.count}</td>
                      <td className="verdict-number">{line.points}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        ))
      )}
    </section>
  );
}
