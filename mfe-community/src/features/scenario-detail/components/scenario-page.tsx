import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  can,
  sameUsername,
  type ReviewIntent,
  type Scenario,
  paths,
} from '@muster/shared-kernel/core';
import { notify, useSession } from '@muster/shared-kernel/client';
import { useReviewScenario } from '@muster/shared-kernel/client/moderation';
import {
  AuthorName,
  DeleteButton,
  Loading,
  ReasonButton,
  ReviewNote,
} from '@muster/shared-kernel/ui';
import { useScenario } from '../../../api/use-scenario';
import { useDeleteScenario } from '../../../api/use-scenario-writes';
import { CommunityHtml } from '../../../components/community-html';
import { ScenarioLoadError } from '../../../components/scenario-load-error';
import '../../../components/scenarios.css';

/** Where a deleted scenario leaves its reader: the scenario list. */
export const AFTER_DELETE_PATH = paths.scenarioList(1);

/**
 * /scenarios/{slug}: 'Loading...', "There's nothing to show..." for an unknown slug, 'Error
 * loading scenario...' when it cannot be read, or the scenario.
 */
export function ScenarioPage() {
  const slug = useParams().slug ?? '';
  const scenario = useScenario(slug);
  // A failed read again (after an action) keeps what was shown.
  if (!scenario.data && scenario.isError) return <ScenarioLoadError error={scenario.error} />;
  if (!scenario.data) return <Loading />;
  return <ScenarioView scenario={scenario.data} />;
}

function ScenarioView({ scenario }: { scenario: Scenario }) {
  const session = useSession();
  const mine = sameUsername(scenario.author, session.username);
  const moderator = can(session, 'scenario:review');
  return (
    <article className="scn-page scn-article">
      <div className="scn-head">
        <h1>{scenario.title}</h1>
        {!scenario.public && <span className="scn-status">DRAFT</span>}
      </div>
      <p className="scn-byline muted">
        by <AuthorName username={scenario.author} />
      </p>
      {!scenario.public && mine && (
        <p className="scn-note">
          A draft: it is listed only in your scenarios. Tick Public in the editor to send it to a
          moderator.
        </p>
      )}
      {scenario.public && !scenario.reviewed && (mine || moderator) && (
        <p className="scn-note">
          In review: everyone sees this scenario in the list once a moderator has approved it.
        </p>
      )}
      <ReviewNote item={scenario} />
      <ScenarioActions scenario={scenario} />
      <div className="card scn-content">
        {scenario.thumbnailURL && <img className="scn-thumb" src={scenario.thumbnailURL} alt="" />}
        <CommunityHtml html={scenario.html} />
      </div>
    </article>
  );
}

/**
 * Edit and Delete for the author and moderators; a moderator's Approve or Disapprove. The
 * scenario is read again after approval (the mutation invalidates it), so the page shows the new
 * state.
 */
function ScenarioActions({ scenario }: { scenario: Scenario }) {
  const session = useSession();
  const navigate = useNavigate();
  const remove = useDeleteScenario();
  const approval = useReviewScenario({ announceDone: true });
  const canEdit = can(session, 'scenario:edit', scenario);
  const canDelete = can(session, 'scenario:delete', scenario);
  const moderator = can(session, 'scenario:review');
  if (!canEdit && !canDelete && !moderator) return null;

  // A refused deletion was toasted by the API client: the dialog closes and the page stays.
  const onDelete = () =>
    remove.mutateAsync(scenario.slug).then(
      () => {
        notify.success(`${scenario.title} deleted`);
        void navigate(AFTER_DELETE_PATH);
      },
      () => null,
    );

  // A disapproval asks for an optional reason, which the author then sees; approval sends none.
  // Each names the result it wants: a stale page cannot undo another moderator's action.
  function review(action: ReviewIntent, reason?: string) {
    approval.mutate({ id: scenario._id, action, reason });
  }

  return (
    <div className="btn-row">
      {canEdit && (
        <Link className="btn btn-secondary" to={paths.editScenario(scenario.slug)}>
          Edit
        </Link>
      )}
      {canDelete && <DeleteButton what={`The scenario ${scenario.title}`} onDelete={onDelete} />}
      {moderator && scenario.reviewed && (
        <ReasonButton
          action="Moderator Disapprove"
          className="btn btn-secondary"
          disabled={approval.isPending}
          onConfirm={(reason) => review('disapprove', reason)}
        />
      )}
      {moderator && !scenario.reviewed && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={approval.isPending}
          onClick={() => review('approve')}
        >
          Moderator Approve
        </button>
      )}
    </div>
  );
}
