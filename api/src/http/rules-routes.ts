import type { FastifyInstance } from 'fastify';
import type { Static, TObject } from 'typebox';
import type { IdParams, Operation } from '@muster/shared-kernel/core';
import { authorize } from '../auth/permissions.js';
import { found, notFound } from '../errors.js';
import { expectedVersion } from '../repositories/versions.js';
import { registerDelete } from './delete-route.js';
import { withVersionTag } from './detail-route.js';
import { route, type WriteOperations } from './operation-route.js';

/** The operations of a kind of rules whose payload is `Payload`: one item's read and the writes. */
export interface RulesOperations<Payload extends TObject> extends WriteOperations<Payload> {
  get: Omit<Operation, 'params'> & { readonly method: 'GET'; readonly params: typeof IdParams };
}

/** One kind of rules that moderators write (ability templates, point formulas). */
export interface RulesKind<Row, Payload extends TObject, Values> {
  /** 'Ability template' or 'Point formula', for 404s. */
  name: string;
  permission: 'ability:write' | 'formula:write';
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
 * Registers `get` (with its version as `ETag`), `create`, `update` (with `If-Match`) and
 * `delete`; anyone reads, only those with the kind's permission write.
 */
export function registerRulesKind<Row, Payload extends TObject, Values>(
  app: FastifyInstance,
  operations: RulesOperations<Payload>,
  kind: RulesKind<Row, Payload, Values>,
) {
  const { name, permission, toItem } = kind;
  // The route's schema is the kind's Payload, so a body that reaches a handler is one of its
  // values (the request's type cannot say so for a schema that is a type parameter).
  const valuesOf = (body: unknown) => kind.valuesOf(body as Static<Payload>);

  route(app, operations.get, async (request, reply) =>
    withVersionTag(reply, toItem(found(await kind.find(request.params.id), name))),
  );

  route(app, operations.create, async (request) => {
    authorize(request.actor, permission);
    return toItem(await kind.create(valuesOf(request.body)));
  });

  route(app, operations.update, async (request) => {
    authorize(request.actor, permission);
    const row = await kind.update(
      request.params.id,
      valuesOf(request.body),
      expectedVersion(request),
    );
    return toItem(found(row, name));
  });

  registerDelete(app, operations.delete, async (id, request) => {
    authorize(request.actor, permission);
    if (!(await kind.remove(id))) throw notFound(name);
    return id;
  });
}
