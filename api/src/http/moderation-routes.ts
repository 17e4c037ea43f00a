import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { IdParams, Operation } from '@muster/shared-kernel/core';
import type { ModerationPayload, ReviewPayload } from '@muster/shared-kernel/core/model';
import { authorize, type Actor } from '../auth/permissions.js';
import { found } from '../errors.js';
import type { ModerationBy, ReviewChange, Reviewed } from '../repositories/moderation.js';
import { expectedVersion } from '../repositories/versions.js';
import { absentBodyAsEmpty, route } from './operation-route.js';

/** One kind of reviewed item (factions, scenarios, pages), as its moderation calls need it. */
export interface ModeratedKind<Row> {
  /** 'Faction', 'Scenario' or 'Page', for 404s. */
  name: string;
  permission: 'faction:review' | 'scenario:review' | 'page:review';
  /**
   * Applies a review with its log entry (null: no such item); 'banish' sends the item back to
   * draft, asked only of a kind registered with a banish operation (factions and scenarios).
   */
  review(
    id: string,
    change: ReviewChange,
    by: ModerationBy,
    expected: number | null,
  ): Promise<Reviewed<Row> | null>;
  /** The item as a moderator reads it after the change. */
  answer(row: Row): object | Promise<object>;
}

/** A moderation call: `POST …/:id` with `If-Match`, answering the item with `alreadyDone`. */
type ModerationOperation<Body> = Omit<Operation, 'params' | 'body'> & {
  readonly method: 'POST';
  readonly params: typeof IdParams;
  readonly body: Body;
};

/**
 * Registers a kind's moderation calls: `toggle` (a review: `{ action: 'approve' | 'disapprove' }`
 * asks for a result; no action toggles, as the first clients expect) and, for a kind that can be
 * banished, `banish` (back to draft). Each takes the optional reason and `If-Match`, and answers
 * the item with `alreadyDone`: true when the result asked for already held, so nothing changed
 * (no version, no log entry), which a screen shows rather than undoing it.
 */
export function registerModeration<Row>(
  app: FastifyInstance,
  operations: {
    toggle: ModerationOperation<typeof ReviewPayload>;
    banish: ModerationOperation<typeof ModerationPayload> | null;
  },
  kind: ModeratedKind<Row>,
) {
  const moderate = async (
    request: { actor: Actor | null; params: IdParams; headers: IncomingHttpHeaders },
    body: ModerationPayload,
    change: ReviewChange,
  ) => {
    const actor = request.actor;
    authorize(actor, kind.permission);
    const reviewed = await kind.review(
      request.params.id,
      change,
      { actor: actor.username, reason: body.reason?.trim() ?? '' },
      expectedVersion({ body, headers: request.headers }),
    );
    const { row, changed } = found(reviewed, kind.name);
    return { ...(await kind.answer(row)), alreadyDone: !changed };
  };

  route(
    app,
    operations.toggle,
    async (request) => moderate(request, request.body, request.body.action ?? 'toggle'),
    { preValidation: absentBodyAsEmpty },
  );
  if (operations.banish) {
    route(app, operations.banish, async (request) => moderate(request, request.body, 'banish'), {
      preValidation: absentBodyAsEmpty,
    });
  }
}
