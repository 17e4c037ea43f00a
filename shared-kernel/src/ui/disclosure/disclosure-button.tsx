import type { ReactNode } from 'react';

export interface DisclosureButtonProps {
  /** Whether what the button shows is open now. */
  expanded: boolean;
  /** Called with the state a press asks for. */
  onToggle: (expanded: boolean) => void;
  className?: string;
  children: ReactNode;
}

/** A button that opens and closes something beside it (a menu, a form), saying which it is. */
export function DisclosureButton({
  expanded,
  onToggle,
  className,
  children,
}: DisclosureButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      onClick={() => onToggle(!expanded)}
    >
      {children}
    </button>
  );
}
