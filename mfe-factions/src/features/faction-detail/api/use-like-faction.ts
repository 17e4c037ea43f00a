import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations, type Faction } from '@muster/shared-kernel/core';
import { callOperation, factionListsKey, sessionStore } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the faction page likes factions.

/** The session's likes with the faction `id` in them (`liked`) or out of them. */
function updateLikes(id: string, liked: boolean): void {
  const { likes } = sessionStore.get();
  const others = likes.filter((like) => like !== id);
  sessionStore.update({ likes: liked ? [...others, id] : others });
}

/**
 * POST /api/factions/like/{id} (`liked`) or /api/factions/unlike/{id}; once the server took it,
 * the session's likes follow.
 */
export async function likeOrUnlike(id: string, liked: boolean) {
  const answer = await callOperation(liked ? operations.likeFaction : operations.unlikeFaction, {
    params: { id },
  });
  updateLikes(id, liked);
  return answer;
}

/**
 * Likes or unlikes a faction. The call updates the session's likes; the cached faction takes the
 * count the API answers (its own count ± 1 if the answer has none), and the lists (their order by
 * likes) are read fresh.
 */
export function useLikeFaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) => likeOrUnlike(id, liked),
    onSuccess: (answer, { id, liked }) => {
      // The faction is cached under its id and its slug: both follow.
      client.setQueriesData<Faction>({ queryKey: ['factions', 'detail'] }, (faction) =>
        faction?._id === id
          ? {
              ...faction,
              // An empty answer (204) carries no count.
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
