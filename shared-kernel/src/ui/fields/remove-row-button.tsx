export interface RemoveRowButtonProps {
  /** The accessible name, naming the row (`Remove tactic 2`). */
  label: string;
  /** Classes beside the button's own (its place in the row). */
  className?: string;
  onClick: () => void;
}

/** The Remove button of one row of a list editor (tactics, abilities, weapons, values). */
export function RemoveRowButton({ label, className, onClick }: RemoveRowButtonProps) {
  const classes = className
    ? `btn btn-secondary btn-small ${className}`
    : 'btn btn-secondary btn-small';
  return (
    <button type="button" className={classes} aria-label={label} onClick={onClick}>
      Remove
    </button>
  );
}
