import { useParams } from 'react-router-dom';
import type { ScenarioCard } from '@muster/shared-kernel/core';
import { pageNumber, useScenarioListPage } from '@muster/shared-kernel/client';
import { useScenarioBackToDraft, useReviewScenario } from '@muster/shared-kernel/client/moderation';
import { AuthorName, ContentCard, STATE_TEXTS, usePageAddress } from '@muster/shared-kernel/ui';
import { ModeratorsOnly } from '../../../components/moderators-only';
import { QueueButton, QueueList, QueueReasonButton } from '../../../components/queue-list';
import { paths } from '@muster/shared-kernel/core';

const HEADING = 'Scenario Moderator Queue';

/**
 * /scenariomodqueue/{page}: the public scenarios no moderator has reviewed, paged as the scenario
 * lists, each with Moderator Approve and Back to draft (which asks for an optional reason, the
 * author's to read); either takes the scenario out of the queue at once.
 */
export function ScenarioQueuePage() {
  return (
    <ModeratorsOnly>
      <ScenarioQueue />
    </ModeratorsOnly>
  );
}

function ScenarioQueue() {
  const load = useScenarioListPage('queue', pageNumber(useParams().page));
  // Page numbers are clamped to 1..ceil(count/100): the address follows.
  const go = usePageAddress(paths.scenarioModQueue, load.page);
  const approval = useReviewScenario();
  const backToDraft = useScenarioBackToDraft();
  return (
    <QueueList heading={HEADING} load={load} emptyText={STATE_TEXTS.nothingHere} onPage={go}>
      {(scenario: ScenarioCard) => (
        <ContentCard
          key={scenario._id}
          to={paths.scenario(scenario.slug)}
          item={scenario}
          meta={
            <>
              by <AuthorName username={scenario.author} />
            </>
          }
          actions={
            <>
              <QueueButton onClick={() => approval.mutate({ id: scenario._id, action: 'approve' })}>
                Moderator Approve
              </QueueButton>
              <QueueReasonButton
                action="Back to draft"
                onConfirm={(reason) => backToDraft.mutate({ id: scenario._id, reason })}
              />
            </>
          }
        />
      )}
    </QueueList>
  );
}
