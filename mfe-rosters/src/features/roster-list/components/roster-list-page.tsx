import { Link } from 'react-router-dom';
import { notify } from '@muster/shared-kernel/client';
import { rosterStore, useRosterList } from '@muster/shared-kernel/client/rosters';
import { DeleteButton, DataTable } from '@muster/shared-kernel/ui';
import { useAccountSync } from '../../../lib/account-sync/use-account-sync';
import { createdText, pointLimitText } from '../../../lib/roster-text';
import { AccountSyncNotice, ONLY_HERE_TEXT, onlyHere } from './account-sync-notice';
import { RosterImport } from './roster-import';
import './roster-list.css';
import { paths, type Roster } from '@muster/shared-kernel/core';

/**
 * The roster list at /rosters: this browser's rosters, newest first, and import; for a signed-in
 * user, where they stand with the account.
 */
/** ' and the N games played with it', for a roster that has any. */
function gamesText(roster: Roster): string {
  const count = roster.games?.length ?? 0;
  if (count === 0) return '';
  return count === 1 ? ' and the game played with it' : ` and the ${count} games played with it`;
}

export function RosterListPage() {
  const rosters = useRosterList();
  const sync = useAccountSync();
  return (
    <section className="roster-list">
      <h1>Rosters</h1>
      <AccountSyncNotice sync={sync} rosters={rosters} />
      {rosters.length === 0 ? (
        <div className="card roster-list-empty">
          <p>
            <strong>You have no rosters yet.</strong>
          </p>
          <p className="muted">
            {sync === null
              ? 'Rosters live in this browser.'
              : 'Rosters live in this browser and in your account.'}{' '}
            Open a faction and choose Create New Roster, or import a roster file exported earlier.
          </p>
          <p>
            <Link className="btn" to={paths.factionList(1)}>
              Browse Factions
            </Link>
          </p>
        </div>
      ) : (
        <DataTable
          className="roster-table"
          columns={[
            'Name',
            'Faction',
            'Point Limit',
            'Created',
            { label: <span className="visually-hidden">Delete</span> },
          ]}
        >
          {rosters.map((roster) => (
            <tr key={roster.key}>
              <td>
                <Link to={paths.roster(roster.key)}>{roster.name}</Link>
                {onlyHere(sync, roster.key) && (
                  <span className="roster-only-here muted">{ONLY_HERE_TEXT}</span>
                )}
              </td>
              <td data-label="Faction">{roster.faction_title}</td>
              <td data-label="Point Limit">{pointLimitText(roster.point_limit)}</td>
              <td data-label="Created">{createdText(roster.created)}</td>
              <td className="roster-table-actions">
                <DeleteButton
                  className="btn-small"
                  label={`Delete ${roster.name}`}
                  what={`The roster ${roster.name}${gamesText(roster)}`}
                  onDelete={() => {
                    if (rosterStore.remove(roster.key)) notify.success(`Deleted ‘${roster.name}’`);
                  }}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {rosters.some((roster) => roster.games?.length) && (
        <p>
          <Link to={paths.games()}>Games played with these rosters</Link>
        </p>
      )}
      <RosterImport />
    </section>
  );
}
