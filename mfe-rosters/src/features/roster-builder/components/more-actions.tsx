import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The builder's rarer actions: in the row of buttons on a wide screen; on a phone behind one
 * 'More Actions' disclosure (roster-sheet.css shows the button only there), so the roster's first
 * unit is on the first screen. Escape closes it and gives the focus back to its button.
 */
export function MoreActions({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="roster-more-actions" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="btn btn-secondary roster-more-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        More Actions
      </button>
      <div id={id} className={open ? 'roster-more roster-more--open' : 'roster-more'}>
        {children}
      </div>
    </div>
  );
}
