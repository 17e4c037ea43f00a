import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A save whose answer is cached at once under each of `keys(saved)` (so an editor opened on it
 * next does not start from the version this save replaced), then every read under `lists`
 * follows; `onSaved` does what else the kind needs with the answer.
 */
export function useCachedSave<Variables, Saved>(
  save: (variables: Variables) => Promise<Saved>,
  options: { keys(saved: Saved): QueryKey[]; lists: QueryKey; onSaved?(saved: Saved): void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved: Saved) => {
      for (const key of options.keys(saved)) client.setQueryData(key, saved);
      options.onSaved?.(saved);
      return client.invalidateQueries({ queryKey: options.lists });
    },
  });
}

/** A delete by id (or key): the item leaves the cache (with `item`), then every read under `lists` follows. */
export function useCachedDelete(
  remove: (id: string) => Promise<unknown>,
  options: { item?(id: string): QueryKey; lists: QueryKey },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: (_answer, id: string) => {
      if (options.item) client.removeQueries({ queryKey: options.item(id) });
      return client.invalidateQueries({ queryKey: options.lists });
    },
  });
}
