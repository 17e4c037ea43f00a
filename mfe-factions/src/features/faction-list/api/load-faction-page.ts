import { type FactionCard } from '@muster/shared-kernel/core';
import {
  orNull,
  PAGE_SIZE,
  countFactions,
  listFactions,
  randomFactions,
} from '@muster/shared-kernel/client';

/** Which faction list: the public one or the user's own. */
export type FactionListKind = 'public' | 'mine';

/** One page of a faction list. */
export interface FactionPage {
  /** The page shown, clamped to 1..pages. */
  page: number;
  pages: number;
  cards: FactionCard[];
  /** The featured random faction (public list without a search only). */
  featured: FactionCard | null;
}

/** The page number of a route parameter: a whole number of at least 1, else 1. */
export function pageNumber(param: string | undefined): number {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * SPEC §4: the count first, then the page (clamped to 1..ceil(count/100)), then a random faction.
 * Null when a call failed (the kernel toasted why).
 */
export async function loadFactionPage(
  kind: FactionListKind,
  requested: number,
  search: string,
): Promise<FactionPage | null> {
  const count = await orNull(countFactions(kind, search || undefined));
  if (count === null) return null;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, requested));
  const cards =
    count > 0
      ? await orNull(listFactions(kind, { page, search: search || undefined }))
      : ([] as FactionCard[]);
  if (cards === null) return null;
  let featured: FactionCard | null = null;
  if (kind === 'public' && !search && count > 0) {
    const random = await orNull(randomFactions());
    featured = random?.[0] ?? null;
  }
  return { page, pages, cards, featured };
}
