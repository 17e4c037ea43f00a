import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './factions.css';

/**
 * A modal dialog: focus moves into it and returns on close, Escape and the backdrop close it,
 * Tab stays inside it.
 */
export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    // A destructive dialog marks its safe choice with data-autofocus; others start at the form.
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      box.current?.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])');
    (first ?? box.current)?.focus();
    return () => before?.focus?.();
  }, []);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [
      ...box.current.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]'),
    ].filter((element) => !element.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }
  return (
    <div
      className="fx-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        className="fx-modal card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** SPEC §2: deleting asks 'Are you sure???' with 'Yes, delete it.' and 'Close'. */
export function ConfirmDelete({
  what,
  onConfirm,
  onClose,
  pending = false,
}: {
  what: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
}) {
  return (
    <Modal title="Are you sure???" onClose={onClose}>
      <p>{what} will be deleted for good.</p>
      <div className="btn-row">
        <button type="button" className="btn btn-danger" disabled={pending} onClick={onConfirm}>
          Yes, delete it.
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          data-close
          data-autofocus
          onClick={onClose}
        >
          Close
        </button>
      </div>
    </Modal>
  );
}
