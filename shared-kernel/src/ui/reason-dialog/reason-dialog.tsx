import { useState, type FormEvent } from 'react';
import { LIMITS } from '@muster/shared-kernel/core';
import { TextAreaField } from '../fields/fields.js';
import { textRule } from '../fields/field-rules.js';
import { Modal } from '../modal/modal.js';

const REASON_RULE = textRule(LIMITS.moderation.reason, 'Reason');

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  /** The action, which titles the dialog and names its confirm button: 'Moderator Disapprove'. */
  action: string;
  /** Runs the action with the trimmed reason ('' when none was given). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** While the action runs: the confirm button is disabled. */
  pending?: boolean;
}

/**
 * A moderator's Disapprove or Banish asks for an optional reason, which the author then
 * sees on the item. A modal with a 'Reason' textarea, the action's button and Cancel.
 */
export function ReasonDialog({ action, onConfirm, onClose, pending = false }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const verdict = REASON_RULE.validate(reason);
    if (verdict !== true) return setError(verdict);
    onConfirm(reason.trim());
  }
  return (
    <Modal title={action} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextAreaField
          label="Reason"
          hint="Optional: the author sees it."
          rows={4}
          name="reason"
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="btn-row">
          <button type="submit" className="btn btn-danger" disabled={pending}>
            {action}
          </button>
          <button type="button" className="btn btn-secondary" data-close onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Props of {@link ReasonButton}. */
export interface ReasonButtonProps {
  /** The action: the button's text, the dialog's title and its confirm button. */
  action: string;
  /** Runs the action with the reason; the dialog closes once it is asked. */
  onConfirm: (reason: string) => void;
  /** The button's classes: `btn btn-danger` unless told. */
  className?: string;
  disabled?: boolean;
  /** The button's accessible name when its text is not enough. */
  label?: string;
}

/** A button that asks {@link ReasonDialog} before it runs its action. */
export function ReasonButton({
  action,
  onConfirm,
  className = 'btn btn-danger',
  disabled,
  label,
}: ReasonButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        aria-label={label}
        onClick={() => setAsking(true)}
      >
        {action}
      </button>
      {asking && (
        <ReasonDialog
          action={action}
          onClose={() => setAsking(false)}
          onConfirm={(reason) => {
            setAsking(false);
            onConfirm(reason);
          }}
        />
      )}
    </>
  );
}
