import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  ModerationOutcome,
  ModerationPayload,
  ReviewIntent,
  ReviewPayload,
} from '@muster/shared-kernel/core';
// Through the package, as the rest of /client/moderation: a relative import would bundle a second
// copy of the client's session and calls into each remote that moderates.
import { notify } from '@muster/shared-kernel/client';
import { refreshAfterModeration, takeOutOfQueue } from './queue-removal.js';

/** What a moderator means by a call: a review's result, or back to draft. */
export type ModerationIntent = ReviewIntent | 'banish';

/** What a screen says once a moderation changed the item. */
export const MODERATION_DONE_TEXTS: Record<ModerationIntent, string> = {
  approve: 'Approved',
  disapprove: 'Disapproved',
  banish: 'Banished to draft',
};

/**
 * What every screen says when the server answers that the result asked for already held (another
 * moderator, or a repeat from a stale screen, did it first): nothing changed.
 */
const ALREADY_DONE_TEXTS: Record<ModerationIntent, string> = {
  approve: 'Already approved',
  disapprove: 'Already disapproved',
  banish: 'Already sent back to draft',
};

/** How a moderation hook tells the moderator what happened. */
export interface ModerationOptions {
  /**
   * Also say what was done ({@link MODERATION_DONE_TEXTS}): an item's own page does, where the
   * buttons only change; a queue does not, where the item leaving says it.
   */
  announceDone?: boolean;
}

/** A moderation call's variables: the item, and a disapproval's or banishment's optional reason. */
export interface ModerationVariables {
  id: string;
  reason?: string;
}

/** A banishment's body: its reason, trimmed, when one is given. */
export function moderationBody(reason: string | undefined): ModerationPayload {
  const trimmed = reason?.trim();
  return trimmed ? { reason: trimmed } : {};
}

/** A review's body: the result wanted, and the reason as {@link moderationBody} gives it. */
export const reviewBody = (action: ReviewIntent, reason: string | undefined): ReviewPayload => ({
  action,
  ...moderationBody(reason),
});

/**
 * The one shape of every moderation mutation: the item leaves the cached queue (`queueKey`) at
 * once and comes back if the server refuses (the client has toasted why); an answer saying it
 * was already done is told ({@link ALREADY_DONE_TEXTS}), never undone; once the last moderation of
 * its kind (`mutationKey`) settles, `refresh` (the queues, lists and details) is read again.
 */
export function useModeration<V extends ModerationVariables>(config: {
  mutationKey: QueryKey;
  queueKey: QueryKey;
  refresh: readonly QueryKey[];
  intentOf: (variables: V) => ModerationIntent;
  call: (variables: V) => Promise<ModerationOutcome>;
  options: ModerationOptions;
}) {
  const client = useQueryClient();
  const { mutationKey, queueKey, refresh, intentOf, call, options } = config;
  return useMutation({
    mutationKey,
    mutationFn: call,
    onMutate: ({ id }: V) => takeOutOfQueue(client, queueKey, id),
    onSuccess: (answer: ModerationOutcome, variables: V) => {
      const intent = intentOf(variables);
      if (answer.alreadyDone) notify.info(ALREADY_DONE_TEXTS[intent]);
      else if (options.announceDone) notify.success(MODERATION_DONE_TEXTS[intent]);
    },
    onError: (_error, _variables, restore) => restore?.(),
    onSettled: () => refreshAfterModeration(client, mutationKey, refresh),
  });
}
