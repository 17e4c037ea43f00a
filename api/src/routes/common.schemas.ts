import { ApiError, NO_NUL, Text, Uuid } from '@muster/shared-kernel/core/model';
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { IF_MATCH_PATTERN } from '../repositories/versions.js';

/** The usual error answers, for route schemas. */
export const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  413: ApiError,
  429: ApiError,
};

export const IdParams = Type.Object({ id: Uuid });
export type IdParams = Static<typeof IdParams>;

/** An id or a slug (factions and scenarios are fetched by either). */
export const KeyParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, pattern: NO_NUL }),
});
export type KeyParams = Static<typeof KeyParams>;

/** List query of SPEC §7: `&limit=100&page=N&search=…`, or `&count=true`. */
export const ListQuery = Type.Object({
  public: Type.Optional(Text(10)),
  foo: Type.Optional(Text(100)),
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  page: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,9}$' })),
  search: Type.Optional(Text(200)),
  count: Type.Optional(Text(10)),
});
export type ListQuery = Static<typeof ListQuery>;

/**
 * The headers of a save or a moderation call: `If-Match: "<version>"` (the detail GET's `ETag`)
 * names the version the change was made from, as the body's `version` may (issue 14).
 */
export const VersionHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      pattern: IF_MATCH_PATTERN,
      description:
        'The version the change was made from, as the ETag of the detail GET sent it ("3"); ' +
        'a 409 when it is not the stored one. `*` or none: the change applies to whatever is stored.',
    }),
  ),
});

/** The acknowledgement of a deletion. */
export const Deleted = Type.Object({ _id: Type.String(), deleted: Type.Literal(true) });

/**
 * A `preValidation` hook for calls whose body is optional (the moderation calls' `{ reason }`):
 * a request without a body is checked and handled as `{}`.
 */
export async function absentBodyAsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** The schema of a save of one item (`POST …/:id`): its id, `If-Match`, the payload and the item. */
export const saveSchema = <Body extends TSchema, Item extends TSchema>(
  tags: string[],
  body: Body,
  Item: Item,
) => ({
  tags,
  params: IdParams,
  headers: VersionHeaders,
  body,
  response: { 200: Item, ...errors },
});
