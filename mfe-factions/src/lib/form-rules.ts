/**
 * The react-hook-form rules the factions editors share. Number inputs are kept as text while
 * typing, so a rule reads the text.
 */

/** An error message for a whole-number text, or undefined when the value is allowed. */
function checkWhole(
  text: string,
  { min, max, required = true }: { min?: number; max?: number; required?: boolean },
): string | undefined {
  if (text.trim() === '') return required ? 'Required' : undefined;
  const value = Number(text);
  if (!Number.isInteger(value)) return 'Must be a whole number';
  if (min !== undefined && value < min) return `Must be at least ${min}`;
  if (max !== undefined && value > max) return `Must be at most ${max}`;
  return undefined;
}

/** A required whole number from `min` to `max`. */
export const wholeRule = (min: number, max: number) => ({
  validate: (text: string) => checkWhole(text, { min, max }) ?? true,
});

/** A text that must not be blank, with the message to show when it is. */
export const requiredRule = (message: string) => ({
  validate: (text: string) => (text.trim() ? true : message),
});
