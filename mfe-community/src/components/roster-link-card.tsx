import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { SHARE_PARAM, cutText, type RosterFile, paths } from '@muster/shared-kernel/core';
import { rosterPoints } from '@muster/shared-kernel/core/points';
import { useRosterFaction, useSharedRoster } from '@muster/shared-kernel/client/rosters';
import { Loading, costText, type LinkParagraph } from '@muster/shared-kernel/ui';
import './community.css';

/** How much of a broken link's text is shown (a bare link's text is the whole code). */
const BROKEN_LINK_TEXT_LIMIT = 60;

/**
 * A roster share link on its own line in a page: the roster's summary card, or, when the link
 * holds no roster (cut short, mangled, too long), the link as it was with a note saying why.
 */
export default function RosterLinkCard({ link, code }: { link: LinkParagraph; code: string }) {
  const decoded = useSharedRoster(code).data;
  if (!decoded) return <Loading />;
  if (!decoded.ok) {
    return (
      <p className="cp-roster-broken">
        <a href={link.href} title={link.text}>
          {cutText(link.text, BROKEN_LINK_TEXT_LIMIT)}
        </a>{' '}
        <span className="muted" role="note">
          ({decoded.error})
        </span>
      </p>
    );
  }
  return <RosterSummary file={decoded.file} code={code} />;
}

/**
 * The roster's name, its faction, its points (and limit) and its units with counts and costs,
 * costed as the roster builder costs them (its faction's weapons, the ability templates, the
 * formula in force), with a link that opens the whole roster.
 */
function RosterSummary({ file, code }: { file: RosterFile; code: string }) {
  const id = useId();
  const faction = useRosterFaction(file.faction_slug, file.faction_version);
  const points = useMemo(() => rosterPoints(file, faction.costs), [file, faction.costs]);
  const limit = file.point_limit ?? 0;
  const over = points.error === undefined && limit > 0 && points.total > limit;
  return (
    <aside className="card cp-roster-card" aria-labelledby={`${id}-name`}>
      <p className="cp-roster-kind muted">Roster</p>
      <h3 id={`${id}-name`}>{file.name}</h3>
      <p className="cp-roster-faction">
        <Link to={paths.faction(file.faction_slug)}>{file.faction_title}</Link>
      </p>
      {faction.status === 'loading' ? (
        <Loading />
      ) : (
        <>
          {points.error !== undefined ? (
            <p className="cp-roster-total error-text">{points.error}</p>
          ) : (
            <p className={over ? 'cp-roster-total error-text' : 'cp-roster-total'}>
              {points.total}
              {limit > 0 && ` / ${limit}`} pts{over && ' (over the limit)'}
            </p>
          )}
          {faction.status === 'missing' && (
            <p className="muted" role="note">
              The faction ‘{file.faction_title}’ could not be loaded on this site: its weapons are
              not counted.
            </p>
          )}
          {points.lines.length === 0 ? (
            <p className="muted">This roster has no units.</p>
          ) : (
            <div className="table-wrap">
              <table className="table cp-roster-units">
                <caption className="visually-hidden">Units of {file.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Unit</th>
                    <th scope="col">Count</th>
                    <th scope="col">Cost</th>
                    <th scope="col">Points</th>
                  </tr>
                </thead>
                <tbody>
                  {points.lines.map(({ entry, cost, points: linePoints }, index) => (
                    <tr key={`${entry.obj._id}-${index}`}>
                      <th scope="row">{entry.obj.unitName}</th>
                      <td>{entry.count}</td>
                      <td>{costText(cost)}</td>
                      <td>{linePoints}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <Link
        className="btn btn-secondary"
        to={{ pathname: paths.rosters(), hash: `${SHARE_PARAM}=${code}` }}
      >
        Open Roster
      </Link>
    </aside>
  );
}
