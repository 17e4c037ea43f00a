import type { ReactNode } from 'react';

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
}

/**
 * An editor's buttons: Save (the form's submit button; disabled and labelled 'Saving...' while
 * the save runs) and Cancel, with any other button between them.
 */
export function EditorActions({
  onCancel,
  saving = false,
  canSave = true,
  saveDisabled = false,
  children,
}: EditorActionsProps) {
  return (
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
  );
}
