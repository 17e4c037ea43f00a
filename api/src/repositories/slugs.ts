/** A URL-safe slug from a title: lower case, ASCII letters and digits joined by dashes. */
export function slugify(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** Candidate slugs in order: `base`, `base-2`, `base-3`, … then random suffixes. */
export function* slugCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; n <= 20; n++) yield `${base}-${n}`;
  for (;;) yield `${base}-${Math.random().toString(36).slice(2, 8)}`;
}
