import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Operation, OperationAnswer, OperationBody } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';

// The call through the shape every operation has: the two operations are any create and update.
const call = callOperation as (operation: Operation, request: object) => Promise<never>;

/**
 * The save of a kind written by id: `update` (POST …/{id}) the one `id` names, or `create` a new
 * one when there is no id. Answers what the server saved.
 */
export const createOrUpdate =
  <U extends Operation>(create: Operation, update: U) =>
  (body: OperationBody<U>, id?: string): Promise<OperationAnswer<U>> =>
    id ? call(update, { params: { id }, body }) : call(create, { body });

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
