import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TObject, TSchema } from 'typebox';
import { authorize } from '../auth/permissions.js';
import { found, notFound } from '../errors.js';
import { expectedVersion } from '../repositories/versions.js';
import { errors, IdParams, saveSchema } from './common.schemas.js';
import { registerDelete } from './delete-route.js';
import { withVersionTag } from './detail-route.js';

/** One kind of rules that moderators write (ability templates, point formulas). */
export interface RulesKind<Row, Payload extends TObject, Values> {
  /** `/api/ability` or `/api/formulas`. */
  base: `/api/${string}`;
  /** 'Ability template' or 'Point formula', for 404s. */
  name: string;
  tags: string[];
  permission: 'ability:write' | 'formula:write';
  Item: TSchema;
  Payload: Payload;
  toItem(row: Row): unknown;
  /** The stored values of a save, or its 400. */
  valuesOf(payload: Static<Payload>): Values;
  find(id: string): Promise<Row | null>;
  create(values: Values): Promise<Row>;
  update(id: string, values: Values, expected: number | null): Promise<Row | null>;
  /** Whether there was such an item (or the 409 that keeps it). */
  remove(id: string): Promise<boolean>;
}

/**
 * Registers `GET {base}/:id` (with its version as `ETag`), `POST {base}/` (create),
 * `POST {base}/:id` (save, with `If-Match`) and `DELETE {base}/:id`; anyone reads, only those
 * with the kind's permission write.
 */
export function registerRulesKind<Row, Payload extends TObject, Values>(
  fastify: FastifyInstance,
  kind: RulesKind<Row, Payload, Values>,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { base, name, tags, permission, Item, Payload, toItem } = kind;
  // The route's schema is the kind's Payload, so a body that reaches a handler is one of its
  // values (the type provider cannot say so for a schema that is a type parameter).
  const valuesOf = (body: unknown) => kind.valuesOf(body as Static<Payload>);

  app.get(
    `${base}/:id`,
    { schema: { tags, params: IdParams, response: { 200: Item, ...errors } } },
    async (request, reply) =>
      withVersionTag(reply, toItem(found(await kind.find(request.params.id), name))),
  );

  app.post(
    `${base}/`,
    { schema: { tags, body: Payload, response: { 200: Item, ...errors } } },
    async (request) => {
      authorize(request.actor, permission);
      return toItem(await kind.create(valuesOf(request.body)));
    },
  );

  app.post(`${base}/:id`, { schema: saveSchema(tags, Payload, Item) }, async (request) => {
    authorize(request.actor, permission);
    const row = await kind.update(
      request.params.id,
      valuesOf(request.body),
      expectedVersion(request),
    );
    return toItem(found(row, name));
  });

  registerDelete(app, { path: `${base}/:id`, tags }, async (id, request) => {
    authorize(request.actor, permission);
    if (!(await kind.remove(id))) throw notFound(name);
    return id;
  });
}
