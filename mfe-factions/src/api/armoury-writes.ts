import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { markFactionChanged, refreshFactionAfterChange } from './faction-re-review';

// Here rather than in the kernel's client: only this remote saves and deletes units and weapons.

/** How a kind of armoury item (units, weapons) is keyed in the cache. */
interface ArmouryKeys {
  /** One item's query. */
  item(id: string): QueryKey;
  /** Its faction's list of that kind. */
  list(factionId: string): QueryKey;
}

/**
 * Creates or saves an armoury item; the item and its faction's list of that kind follow, and so
 * does its faction, whose review a non-moderator's save takes away (the author is told so).
 */
export function useSaveArmouryItem<Variables, Saved extends { _id: string; faction: string }>(
  save: (variables: Variables) => Promise<Saved>,
  keys: ArmouryKeys,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (saved: Saved) => {
      client.setQueryData(keys.item(saved._id), saved);
      await client.invalidateQueries({ queryKey: keys.list(saved.faction) });
      await refreshFactionAfterChange(client, saved.faction);
    },
  });
}

/** Deletes an armoury item; its faction's list of that kind follows, and so does its faction (re-review). */
export function useDeleteArmouryItem(remove: (id: string) => Promise<unknown>, keys: ArmouryKeys) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; factionId: string }) => remove(id),
    onSuccess: (_answer, { id, factionId }) => {
      client.removeQueries({ queryKey: keys.item(id) });
      markFactionChanged(client);
      return client.invalidateQueries({ queryKey: keys.list(factionId) });
    },
  });
}
