import { useId } from 'react';
import { CONFLICT_MESSAGE } from '@muster/shared-kernel/core';
import type { EditConflict } from './use-edit-conflict.js';

/** Props of {@link ConflictNotice}. */
export interface ConflictNoticeProps {
  /** The editor's {@link EditConflict} (from `useEditConflict`). */
  conflict: Pick<EditConflict, 'conflicted' | 'reloading' | 'reload'>;
}

/** What the notice says under its title: the typed text is still there, Reload replaces it. */
export const CONFLICT_HINT =
  'Your changes are still in the form: copy what you want to keep, then Reload to see the current version.';

/**
 * 'Someone else changed this since you opened it', with Reload: shown by every editor
 * whose save the server refused as stale. An alert, so a screen reader says it when it appears;
 * placed by the editors just above Save, where the user is looking.
 */
export function ConflictNotice({ conflict }: ConflictNoticeProps) {
  const titleId = useId();
  if (!conflict.conflicted) return null;
  return (
    <div className="conflict-notice" role="alert" aria-labelledby={titleId}>
      <div className="conflict-notice-text">
        <strong id={titleId}>{CONFLICT_MESSAGE}</strong>
        <p>{CONFLICT_HINT}</p>
      </div>
      <button
        type="button"
        className="btn"
        disabled={conflict.reloading}
        onClick={() => void conflict.reload()}
      >
        {conflict.reloading ? 'Reloading...' : 'Reload'}
      </button>
    </div>
  );
}
