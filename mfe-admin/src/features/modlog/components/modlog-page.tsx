import { Link, useSearchParams } from 'react-router-dom';
import {
  formatDateTime,
  type ModerationAction,
  type ModerationEntry,
  paths,
} from '@muster/shared-kernel/core';
import { ADMIN_PAGE_SIZE } from '@muster/shared-kernel/client';
import { MODERATION_DONE_TEXTS } from '@muster/shared-kernel/client/moderation';
import { DataTable, Empty, LoadError, Loading, Pagination } from '@muster/shared-kernel/ui';
import { useModLog } from '../api/use-mod-log';
import { ModeratorsOnly } from '../../../components/moderators-only';
import '../../../components/queues.css';
import '../../../components/admin-tables.css';

export const NOTHING_MODERATED_TEXT = 'Nothing has been moderated yet.';

/** The log's words for what was done. */
export const ACTION_WORDS: Record<ModerationAction, string> = {
  ...MODERATION_DONE_TEXTS,
  'role-grant': 'Granted role',
  'role-revoke': 'Revoked role',
  'invitation-revoke': 'Revoked invitation',
  'reset-link': 'Made password reset link',
  'account-delete': 'Deleted own account',
};

const KIND_WORDS: Record<ModerationEntry['kind'], string> = {
  faction: 'Faction',
  scenario: 'Scenario',
  page: 'Page',
  user: 'User',
  invitation: 'Invitation',
};

/** Where an entry's item lives, where its route can be built from what the log knows. */
function itemPath(entry: ModerationEntry): string | null {
  // Factions and scenarios are routed by slug, which the log does not keep: their title only.
  if (entry.kind === 'page') return paths.page(entry.itemId);
  if (entry.kind === 'user') return paths.userProfile(entry.itemTitle);
  return null;
}

/** /modlog (moderators): every moderation and role change, newest first, 50 a page. */
export function ModLogPage() {
  return (
    <ModeratorsOnly>
      <ModLog />
    </ModeratorsOnly>
  );
}

function ModLog() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useModLog(page);
  const pages = Math.max(1, Math.ceil((log.data?.count ?? 0) / ADMIN_PAGE_SIZE));
  return (
    <section className="mq-page">
      <h1>Moderation Log</h1>
      {log.isPending && <Loading />}
      {log.isError && <LoadError title="The moderation log could not be read." />}
      {log.data &&
        (log.data.entries.length === 0 ? (
          <Empty text={NOTHING_MODERATED_TEXT} />
        ) : (
          <>
            <DataTable label="Moderation Log" columns={['When', 'Who', 'Action', 'What', 'Reason']}>
              {log.data.entries.map((entry) => (
                <EntryRow key={entry._id} entry={entry} />
              ))}
            </DataTable>
            {pages > 1 && (
              <Pagination
                page={page}
                pages={pages}
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            )}
          </>
        ))}
    </section>
  );
}

function EntryRow({ entry }: { entry: ModerationEntry }) {
  const path = itemPath(entry);
  return (
    <tr>
      <td>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </td>
      <td>{entry.actor}</td>
      <td>{ACTION_WORDS[entry.action] ?? entry.action}</td>
      <td>
        {KIND_WORDS[entry.kind] ?? entry.kind}:{' '}
        {path ? <Link to={path}>{entry.itemTitle}</Link> : entry.itemTitle}
      </td>
      <td>{entry.reason}</td>
    </tr>
  );
}
