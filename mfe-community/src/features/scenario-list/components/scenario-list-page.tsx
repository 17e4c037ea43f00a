import { Link, Navigate, useParams } from 'react-router-dom';
import { can, isSignedIn, type ScenarioCard, paths } from '@muster/shared-kernel/core';
import { pageNumber, useScenarioListPage, useSession } from '@muster/shared-kernel/client';
import {
  AuthorName,
  ContentCard,
  ContentGrid,
  Empty,
  Loading,
  Pagination,
  ReviewNoteLine,
  STATE_TEXTS,
  reviewNoteText,
  usePageAddress,
} from '@muster/shared-kernel/ui';
import '../../../components/scenarios.css';

/** Which scenario list: the public one or the user's own. */
type ScenarioListKind = 'public' | 'mine';

/** Each list's page addresses and heading. */
const LISTS: Record<ScenarioListKind, { pageOf: (page: number) => string; heading: string }> = {
  public: { pageOf: paths.scenarioList, heading: 'Scenarios' },
  mine: { pageOf: paths.myScenarios, heading: 'My Scenarios' },
};

/**
 * A paged scenario list: the public and reviewed scenarios at /scenariolist/{page},
 * or the user's own, drafts included, at /myscenarios/{page} (login needed).
 */
export function ScenarioListPage({ kind }: { kind: ScenarioListKind }) {
  const session = useSession();
  if (kind === 'mine' && !isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  return <ScenarioList kind={kind} canCreate={can(session, 'scenario:create')} />;
}

function ScenarioList({ kind, canCreate }: { kind: ScenarioListKind; canCreate: boolean }) {
  const { pageOf, heading } = LISTS[kind];
  const load = useScenarioListPage(kind, pageNumber(useParams().page));
  // Page numbers are clamped to 1..ceil(count/100): the address follows.
  const go = usePageAddress(pageOf, load.page);
  return (
    <section className="scn-page">
      <div className="scn-head">
        <h1>{heading}</h1>
        {canCreate && (
          <Link className="btn" to={paths.newScenario()}>
            New Scenario
          </Link>
        )}
      </div>
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' && <Empty text={STATE_TEXTS.nothingHere} />}
      {load.state === 'ready' && (
        <>
          <ContentGrid label={heading} emptyText={STATE_TEXTS.nothingHere}>
            {load.value.cards.map((scenario) => (
              <ScenarioCardItem key={scenario._id} scenario={scenario} mine={kind === 'mine'} />
            ))}
          </ContentGrid>
          {load.value.cards.length > 0 && (
            <Pagination page={load.value.page} pages={load.value.pages} onPage={go} />
          )}
        </>
      )}
    </section>
  );
}

/**
 * A scenario's card: the kit's content card (thumbnail or the default image, the title cut at 32
 * characters, '(DRAFT) ' when not public). The public list names the author; the user's own list
 * says which of them wait for a moderator, and why a moderator sent one back.
 */
function ScenarioCardItem({ scenario, mine }: { scenario: ScenarioCard; mine: boolean }) {
  const inReview = scenario.public && !scenario.reviewed;
  return (
    <ContentCard
      to={paths.scenario(scenario.slug)}
      item={scenario}
      meta={
        mine ? (
          (inReview || reviewNoteText(scenario)) && (
            <>
              {inReview && 'In review'}
              <ReviewNoteLine item={scenario} />
            </>
          )
        ) : (
          <>
            by <AuthorName username={scenario.author} />
          </>
        )
      }
    />
  );
}
