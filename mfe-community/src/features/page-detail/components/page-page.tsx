import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { can, pageTypeName, type Page, type ReviewIntent, paths } from '@muster/shared-kernel/core';
import { isNotFound, notify, useSession } from '@muster/shared-kernel/client';
import { useReviewPage } from '@muster/shared-kernel/client/moderation';
import {
  AuthorName,
  ConfirmDelete,
  LoadError,
  Loading,
  ReasonButton,
  ReviewNote,
  STATE_TEXTS,
} from '@muster/shared-kernel/ui';
import { usePage } from '../../../api/use-page';
import { useDeletePage } from '../../../api/use-page-writes';
import { CommunityHtml } from '../../../components/community-html';
import '../../../components/community.css';

/** Where a deleted page (or scenario) leaves the user: the scenario list. */
export const AFTER_DELETE_PATH = paths.scenarioList(1);

/**
 * /pages/{id}: 'Loading...', "There's nothing to show..." for an unknown id, 'Error loading
 * page...' for a failed read, or the page.
 */
export function PagePage() {
  const id = useParams().id ?? '';
  const page = usePage(id);
  // A failed read again (after an action) keeps what was shown.
  if (page.data) return <PageView page={page.data} />;
  if (page.isError)
    return (
      <LoadError
        title={isNotFound(page.error) ? STATE_TEXTS.nothingToShow : STATE_TEXTS.pageError}
      />
    );
  return <Loading />;
}

function PageView({ page }: { page: Page }) {
  const session = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deletePage = useDeletePage();
  const review = useReviewPage({ announceDone: true });

  function confirmDelete() {
    deletePage.mutate(page._id, {
      onSuccess: () => {
        notify.success(`${page.title} deleted`);
        void navigate(AFTER_DELETE_PATH);
      },
    });
  }

  // The mutation reads the page again, so the button follows what the server now holds. An
  // unreview asks for an optional reason, which the author then sees; a review sends none. Each
  // names the result it wants: a stale page cannot undo another moderator's action.
  function setReview(action: ReviewIntent, reason?: string) {
    review.mutate({ id: page._id, action, reason });
  }

  return (
    <article className="cp-page">
      {page.thumbnailURL && <img className="cp-splash" src={page.thumbnailURL} alt="" />}
      <h1>{page.title}</h1>
      <p className="cp-byline">
        <span>
          {pageTypeName(page.type) ?? page.type}
          {!page.reviewed && ' (in review)'}
        </span>
        <span>
          by <AuthorName username={page.acl.author} />
        </span>
      </p>
      <ReviewNote item={page} />
      <div className="btn-row">
        {can(session, 'page:edit', page.acl) && (
          <Link className="btn btn-secondary" to={paths.editPage(page._id)}>
            Edit
          </Link>
        )}
        {can(session, 'page:delete', page.acl) && (
          <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
            Delete
          </button>
        )}
        {can(session, 'page:review') && page.reviewed && (
          <ReasonButton
            action="Moderator Disapprove"
            className="btn btn-secondary"
            disabled={review.isPending || deletePage.isPending}
            onConfirm={(reason) => setReview('disapprove', reason)}
          />
        )}
        {can(session, 'page:review') && !page.reviewed && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={review.isPending || deletePage.isPending}
            onClick={() => setReview('approve')}
          >
            Moderator Approve
          </button>
        )}
      </div>
      <div className="cp-body">
        <CommunityHtml html={page.html} />
      </div>
      {confirming && (
        <ConfirmDelete
          what={`The page ${page.title}`}
          pending={deletePage.isPending}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </article>
  );
}
