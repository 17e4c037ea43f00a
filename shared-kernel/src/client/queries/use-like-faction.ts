import { useMutation, useQueryClient } from '@tanstack/react-query';
import { likeFaction, unlikeFaction } from '../api/calls.js';

/**
 * Likes or unlikes a faction. The call updates the session's likes; the faction (its count) and
 * the lists (their order by likes) are read fresh.
 */
export function useLikeFaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) =>
      liked ? likeFaction(id) : unlikeFaction(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['factions'] }),
  });
}
