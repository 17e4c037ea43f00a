import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Puts back what {@link takeOutOfQueue} took out, when the server refuses. */
type RestoreQueue = () => void;

/**
 * Takes the item `id` out of every cached page of a moderation queue (the queries under
 * `queueKey`: arrays of cards, and numbers that count them) at once, before the server answers,
 * so an approved or banished item leaves the queue as the moderator clicks. Answers how to put it
 * back: the card at its place, the counts one higher. Putting back touches only that card, so a
 * second moderation running meanwhile keeps its own item out. A card no cached page holds changes
 * nothing (a disapproval from a faction's page puts it in the queue; the refetch shows it).
 */
export async function takeOutOfQueue(
  client: QueryClient,
  queueKey: QueryKey,
  id: string,
): Promise<RestoreQueue> {
  // A read in flight would answer the queue as it was, with the card still in it.
  await client.cancelQueries({ queryKey: queueKey });
  const removed: { key: QueryKey; index: number; card: { _id: string } }[] = [];
  const counts: QueryKey[] = [];
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: queueKey })) {
    if (!Array.isArray(data)) continue;
    const cards = data as { _id: string }[];
    const index = cards.findIndex((card) => card._id === id);
    if (index < 0) continue;
    removed.push({ key, index, card: cards[index] as { _id: string } });
    client.setQueryData(key, cards.toSpliced(index, 1));
  }
  if (removed.length > 0) {
    // The queue is never searched: each count is the whole queue's.
    for (const [key, data] of client.getQueriesData<unknown>({ queryKey: queueKey })) {
      if (typeof data !== 'number') continue;
      counts.push(key);
      client.setQueryData(key, Math.max(0, data - 1));
    }
  }
  return () => {
    for (const { key, index, card } of removed) {
      client.setQueryData<{ _id: string }[]>(key, (cards) =>
        cards && !cards.some((each) => each._id === card._id)
          ? cards.toSpliced(Math.min(index, cards.length), 0, card)
          : cards,
      );
    }
    for (const key of counts) client.setQueryData<number>(key, (n) => (n ?? 0) + 1);
  };
}

/**
 * After a moderation settles: refreshes `keys` (the queues, their counts, the public lists and
 * details) once the last moderation of its kind (`mutationKey`) is done, so a refetch never brings
 * back an item whose own moderation is still on its way.
 */
export function refreshAfterModeration(
  client: QueryClient,
  mutationKey: QueryKey,
  keys: readonly QueryKey[],
): Promise<unknown> | undefined {
  if (client.isMutating({ mutationKey }) > 1) return undefined;
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
