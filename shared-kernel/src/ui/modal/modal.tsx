import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's heading, which also names it. */
  title: string;
  /** Called on Escape, on a press on the backdrop, and by the caller's own close buttons. */
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'input, select, textarea, button, a[href]';

/**
 * A modal dialog (role dialog, named by its title): focus moves into it and returns on close,
 * Escape and the backdrop close it, Tab stays inside it. The first field or button takes the
 * focus, or the element marked `data-autofocus` (a destructive dialog's safe choice); buttons
 * marked `data-close` are skipped when looking for the first one.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
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
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.hasAttribute('disabled'),
    );
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
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        className="modal card"
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
