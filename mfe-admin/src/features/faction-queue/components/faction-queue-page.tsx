import { useParams } from 'react-router-dom';
import type { FactionCard } from '@muster/shared-kernel/core';
import { pageNumber, useFactionListPage } from '@muster/shared-kernel/client';
import { useModerateFaction } from '@muster/shared-kernel/client/moderation';
import { AuthorName, ContentCard, STATE_TEXTS, usePageAddress } from '@muster/shared-kernel/ui';
import { ModeratorsOnly } from '../../../components/moderators-only';
import { QueueButton, QueueList, QueueReasonButton } from '../../../components/queue-list';
import { paths } from '@muster/shared-kernel/core';

const HEADING = 'Moderator Queue';

/**
 * /modqueue/{page}, for moderators: the public factions no moderator has reviewed, paged as
 * the faction lists, each with Moderator Approve and Banish to DRAFT (which asks for an optional
 * reason, the author's to read); either takes the faction out of the queue at once.
 */
export function FactionQueuePage() {
  return (
    <ModeratorsOnly>
      <FactionQueue />
    </ModeratorsOnly>
  );
}

function FactionQueue() {
  const load = useFactionListPage('queue', pageNumber(useParams().page));
  // Page numbers are clamped to 1..ceil(count/100): the address follows.
  const go = usePageAddress(paths.modQueue, load.page);
  const moderation = useModerateFaction();
  return (
    <QueueList heading={HEADING} load={load} emptyText={STATE_TEXTS.nothingToShow} onPage={go}>
      {(faction: FactionCard) => (
        <ContentCard
          key={faction._id}
          to={paths.faction(faction.slug)}
          item={faction}
          meta={
            <>
              by <AuthorName username={faction.acl.author} />
            </>
          }
          actions={
            <>
              <QueueButton
                onClick={() => moderation.mutate({ action: 'approve', id: faction._id })}
              >
                Moderator Approve
              </QueueButton>
              <QueueReasonButton
                action="Banish to DRAFT"
                onConfirm={(reason) =>
                  moderation.mutate({ action: 'banish', id: faction._id, reason })
                }
              />
            </>
          }
        />
      )}
    </QueueList>
  );
}
