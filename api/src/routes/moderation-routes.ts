import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TObject } from 'typebox';
import {
  ModerationOutcome,
  ModerationPayload,
  ReviewPayload,
} from '@muster/shared-kernel/core/model';
import { authorize, type Actor } from '../auth/permissions.js';
import { found } from '../errors.js';
import type { ModerationBy, ReviewChange, Reviewed } from '../repositories/moderation.js';
import { expectedVersion } from '../repositories/versions.js';
import { absentBodyAsEmpty, errors, IdParams, VersionHeaders } from './common.schemas.js';

/** One kind of reviewed item (factions, scenarios, pages), as its moderation calls need it. */
export interface ModeratedKind<Row> {
  tags: string[];
  /** The item's answer schema (an object), which the answers extend with `alreadyDone`. */
  Item: TObject;
  /** 'Faction', 'Scenario' or 'Page', for 404s. */
  name: string;
  permission: 'faction:review' | 'scenario:review' | 'page:review';
  /**
   * Applies a review with its log entry (null: no such item); 'banish' sends the item back to
   * draft, asked only of a kind registered with a banish path (factions and scenarios).
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

/**
 * Registers a kind's moderation calls: `POST {toggle}` (a review: `{ action: 'approve' |
 * 'disapprove' }` asks for a result; no action toggles, as the first clients expect) and, for a
 * kind that can be banished, `POST {banish}` (back to draft). Each takes the optional reason and `If-Match`, and
 * answers the item with `alreadyDone`: true when the result asked for already held, so nothing
 * changed (no version, no log entry), which a screen shows rather than undoing it.
 */
export function registerModeration<Row>(
  fastify: FastifyInstance,
  paths: { toggle: `/api/${string}/:id`; banish: `/api/${string}/:id` | null },
  kind: ModeratedKind<Row>,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const Answer = Type.Object({ ...kind.Item.properties, ...ModerationOutcome.properties });
  const schema = { tags: kind.tags, params: IdParams, headers: VersionHeaders };
  const response = { 200: Answer, ...errors };

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

  app.post(
    paths.toggle,
    {
      schema: { ...schema, body: ReviewPayload, response },
      preValidation: absentBodyAsEmpty,
    },
    async (request) => moderate(request, request.body, request.body.action ?? 'toggle'),
  );
  if (paths.banish) {
    app.post(
      paths.banish,
      {
        schema: { ...schema, body: ModerationPayload, response },
        preValidation: absentBodyAsEmpty,
      },
      async (request) => moderate(request, request.body, 'banish'),
    );
  }
}
