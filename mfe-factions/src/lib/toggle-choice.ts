/** Adds or removes one value of a multi-choice, keeping the canonical order of `all`. */
export function toggleChoice<T>(all: readonly T[], chosen: readonly T[], value: T): T[] {
  const next = chosen.includes(value) ? chosen.filter((c) => c !== value) : [...chosen, value];
  return all.filter((item) => next.includes(item));
}
