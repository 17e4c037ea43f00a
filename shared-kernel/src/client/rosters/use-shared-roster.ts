import { useQuery } from '@tanstack/react-query';
import { decodeRoster } from './share-link.js';

/** The cache key of a decoded share code (nothing is fetched: decoding is only asynchronous). */
const sharedRosterKey = (code: string) => ['rosters', 'shared', code] as const;

/**
 * The roster a share code holds, decoded once per code and kept while the page lives (the same
 * link twice on a page is decoded once). `data` is the decoded answer: a roster file, or the
 * message saying why the code holds none; it never fails.
 */
export function useSharedRoster(code: string) {
  return useQuery({
    queryKey: sharedRosterKey(code),
    queryFn: () => decodeRoster(code),
    staleTime: Infinity,
  });
}
