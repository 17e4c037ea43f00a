/**
 * Checks a whole-number field of a form (number inputs are kept as text while typing): answers
 * an error message, or undefined when the value is allowed.
 */
export function checkWhole(
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
