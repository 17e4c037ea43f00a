import type { ReactNode } from 'react';
import { ConflictNotice, type ConflictNoticeProps } from '../edit-conflict/conflict-notice.js';

/** Props of {@link EditorActions}. */
export interface EditorActionsProps {
  /** Cancel's action: usually `useGoBack`. */
  onCancel: () => void;
  /** While the save runs: Save is disabled and says 'Saving...'. */
  saving?: boolean;
  /** Whether Save is offered at all (editors some visitors may only read). */
  canSave?: boolean;
  /** Save is disabled (a form that cannot be saved as it stands). */
  saveDisabled?: boolean;
  /** More buttons, between Save and Cancel (the formula editor's Demo). */
  children?: ReactNode;
  /** The editor's save conflict: its notice shows just above the buttons (see `ConflictNotice`). */
  conflict?: ConflictNoticeProps['conflict'];
}

/**
 * An editor's buttons: Save (the form's submit button; disabled and labelled 'Saving...' while
 * the save runs) and Cancel, with any other button between them, below the notice of a save
 * conflict when the editor passes its `conflict`.
 */
export function EditorActions({
  onCancel,
  saving = false,
  canSave = true,
  saveDisabled = false,
  children,
  conflict,
}: EditorActionsProps) {
  return (
    <>
      {conflict && <ConflictNotice conflict={conflict} />}
      <div className="btn-row">
        {canSave && (
          <button type="submit" className="btn" disabled={saving || saveDisabled}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        )}
        {children}
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
