import { useLoad } from '../../../lib/use-load';
import { loadFactionPage, type FactionListKind } from '../api/load-faction-page';

/** One page of a faction list, reloaded when the list, page or search changes. */
export function useFactionPage(kind: FactionListKind, page: number, search: string) {
  const [load] = useLoad(`${kind}|${page}|${search}`, () => loadFactionPage(kind, page, search));
  return load;
}
