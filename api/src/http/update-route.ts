import type { FastifyInstance } from 'fastify';
import type { Static, TObject } from 'typebox';
import type { Owned } from '@muster/shared-kernel/core';
import { authorize, type Actor } from '../auth/permissions.js';
import { found } from '../errors.js';
import { requireActor } from '../plugins/auth.js';
import { expectedVersion } from '../repositories/versions.js';
import { route, type WriteOperations } from './operation-route.js';

/**
 * Registers `operation` (`POST …/:id`), the save of a kind its author, listed editors and
 * moderators edit: the caller must be signed in (401), the item must exist (`load` throws its
 * 404) and the caller may edit it (403). `save` writes the payload over it, at the version the
 * request expects (If-Match or the body's `version`; the repository answers the 409), and the
 * saved row is answered; one deleted meanwhile is a 404 ('{name} not found').
 */
export function registerOwnedUpdate<Payload extends TObject, Row extends Owned & { id: string }>(
  app: FastifyInstance,
  operation: WriteOperations<Payload>['update'],
  kind: {
    name: string;
    permission: 'faction:edit' | 'scenario:edit' | 'page:edit';
    load(key: string): Promise<Row>;
    save(
      existing: Row,
      payload: Static<Payload>,
      actor: Actor,
      expected: number | null,
    ): Promise<Row | null>;
    answer(row: Row): unknown;
  },
) {
  route(app, operation, async (request) => {
    const actor = requireActor(request);
    const existing = await kind.load(request.params.id);
    authorize(actor, kind.permission, existing);
    // The route's schema is the kind's Payload, so the body is one of its values (the request's
    // type cannot say so for a schema that is a type parameter).
    const payload = request.body as Static<Payload>;
    const row = await kind.save(existing, payload, actor, expectedVersion(request));
    return kind.answer(found(row, kind.name));
  });
}
