import { useState, type ReactNode } from 'react';
import { Modal } from './modal.js';

/** The texts of every delete confirmation. */
export const CONFIRM_DELETE_TEXTS = Object.freeze({
  title: 'Are you sure???',
  confirm: 'Yes, delete it.',
  close: 'Close',
});

/** Props of {@link ConfirmDelete}. */
export interface ConfirmDeleteProps {
  /** What goes, as the sentence's subject: 'The faction Iron Wardens', 'Shield Warden'. */
  what: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the deletion runs: 'Yes, delete it.' is disabled. */
  pending?: boolean;
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The question, as the dialog's title. */
  title: string;
  /** The text of the button that does it ('Yes, delete it.'). */
  confirm: ReactNode;
  /** The text of the safe choice, which has the focus first ('Close', 'Cancel'). */
  close: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the action runs: the confirming button is disabled. */
  pending?: boolean;
  /** What the dialog says above its buttons. */
  children?: ReactNode;
}

/**
 * A modal question before an action that cannot be undone, whose focus starts on the safe choice,
 * so a stray Enter does nothing.
 */
export function ConfirmDialog({
  title,
  confirm,
  close,
  onConfirm,
  onClose,
  pending = false,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose}>
      {children}
      <div className="btn-row">
        <button type="button" className="btn btn-danger" disabled={pending} onClick={onConfirm}>
          {confirm}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          data-close
          data-autofocus
          onClick={onClose}
        >
          {close}
        </button>
      </div>
    </Modal>
  );
}

/**
 * Deleting asks 'Are you sure???' with 'Yes, delete it.' and 'Close': a {@link ConfirmDialog}
 * whose focus starts on Close, so a stray Enter deletes nothing.
 */
export function ConfirmDelete({ what, onConfirm, onClose, pending = false }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      title={CONFIRM_DELETE_TEXTS.title}
      confirm={CONFIRM_DELETE_TEXTS.confirm}
      close={CONFIRM_DELETE_TEXTS.close}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{what} will be deleted for good.</p>
    </ConfirmDialog>
  );
}

/** Props of {@link DeleteButton}. */
export interface DeleteButtonProps {
  /** What goes, as {@link ConfirmDelete} says it. */
  what: string;
  /**
   * Deletes. A falsy answer (the API client already said why) keeps the dialog's caller on
   * screen and closes the dialog; a truthy one closes it too, as the item usually leaves the page.
   */
  onDelete: () => unknown;
  /** The button's text: 'Delete' unless told. */
  children?: ReactNode;
  /** The button's accessible name when its text is not enough ('Delete Shield Warden'). */
  label?: string;
  /** Extra classes beside `btn btn-danger` (`btn-small`). */
  className?: string;
  disabled?: boolean;
  title?: string;
}

/** A danger button that asks {@link ConfirmDelete} before it deletes. */
export function DeleteButton({
  what,
  onDelete,
  children = 'Delete',
  label,
  className,
  disabled,
  title,
}: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onDelete();
    } finally {
      setPending(false);
      setAsking(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={className ? `btn btn-danger ${className}` : 'btn btn-danger'}
        aria-label={label}
        disabled={disabled}
        title={title}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
      {asking && (
        <ConfirmDelete
          what={what}
          pending={pending}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
