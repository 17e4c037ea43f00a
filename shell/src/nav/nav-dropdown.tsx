import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A navigation menu on <details>, so it opens with Enter or Space and works without a mouse.
 * It closes on navigation, on Escape and on a click elsewhere. A click, not a press: on a phone
 * the open menu sits in the page's flow, and closing it as a finger goes down would move the
 * next dropdown away before the tap lands, so a second dropdown would need two taps.
 */
export function NavDropdown({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <details
      ref={ref}
      className="nav-dropdown"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{label}</summary>
      <div className="nav-menu">{children}</div>
    </details>
  );
}
