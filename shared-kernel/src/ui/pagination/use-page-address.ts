import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

/**
 * The address of a paged list, `pageOf(page)` (with `?search=` while searching), whose route
 * names its page `:page`. Answers `go(page, search?)`, which opens a page of the list. When the
 * page shown is not the one the address names (a page clamped to 1..pages), the address
 * follows the page shown, replacing its history entry.
 * @param pageOf the address of a page of the list (`paths.factionList`)
 * @param shown the page the list shows
 * @param search the search the list shows; '' for none
 */
export function usePageAddress(
  pageOf: (page: number) => string,
  shown: number,
  search = '',
): (page: number, query?: string) => void {
  const navigate = useNavigate();
  const named = useParams().page;
  const open = useCallback(
    (page: number, query: string, replace: boolean) =>
      void navigate(`${pageOf(page)}${query ? `?search=${encodeURIComponent(query)}` : ''}`, {
        replace,
      }),
    [pageOf, navigate],
  );
  useEffect(() => {
    if (String(shown) !== named) open(shown, search, true);
  }, [shown, named, search, open]);
  return useCallback((page: number, query = search) => open(page, query, false), [open, search]);
}
