import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Faction } from '@muster/shared-kernel/core';
import { likeFaction, unlikeFaction } from '../api/calls.js';
import { factionListsKey } from './use-faction-list.js';

/**
 * Likes or unlikes a faction. The call updates the session's likes; the cached faction takes the
 * count the API answers (its own count ± 1 if the answer has none), and the lists (their order by
 * likes) are read fresh.
 */
export function useLikeFaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) =>
      liked ? likeFaction(id) : unlikeFaction(id),
    onSuccess: (answer, { id, liked }) => {
      // The faction is cached under its id and its slug: both follow.
      client.setQueriesData<Faction>({ queryKey: ['factions', 'detail'] }, (faction) =>
        faction?._id === id
          ? {
              ...faction,
              likes:
                typeof answer.likes === 'number'
                  ? answer.likes
                  : Math.max(0, faction.likes + (liked ? 1 : -1)),
            }
          : faction,
      );
      return client.invalidateQueries({ queryKey: factionListsKey });
    },
  });
}
