/**
 * Rounding that forgives float noise: a value within 1e-12 relative (1e-15 absolute) of an
 * integer is that integer first, so `(1.6^(6/6) − 1) × 10 − 6` costs 0, not 1.
 */

const RELATIVE_TOLERANCE = 1e-12;
const ABSOLUTE_TOLERANCE = 1e-15;

function near(value: number, target: number): boolean {
  return (
    Math.abs(value - target) <= Math.max(ABSOLUTE_TOLERANCE, RELATIVE_TOLERANCE * Math.abs(value))
  );
}

/** The value itself, or the integer it lies within float noise of. */
export function snapToInteger(value: number): number {
  const nearest = Math.round(value);
  return near(value, nearest) ? nearest : value;
}

/** `Math.ceil` after snapping near-integers. */
export function snapCeil(value: number): number {
  return Math.ceil(snapToInteger(value));
}

/** `Math.floor` after snapping near-integers. */
export function snapFloor(value: number): number {
  return Math.floor(snapToInteger(value));
}

/**
 * Rounds half away from zero (as mathjs does), after snapping near-integers and treating a value
 * within float noise of a half as that half (so 1.005 × 100 rounds to 101).
 */
export function snapRound(value: number): number {
  const snapped = snapToInteger(value);
  const magnitude = Math.abs(snapped);
  const half = Math.floor(magnitude) + 0.5;
  const rounded = near(magnitude, half) ? Math.ceil(magnitude) : Math.round(magnitude);
  return snapped < 0 ? -rounded : rounded;
}

/** Rounds to two decimals with {@link snapRound}. */
export function round2(value: number): number {
  return snapRound(value * 100) / 100;
}
