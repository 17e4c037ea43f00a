import { Type, type Static } from 'typebox';

/** The error answer of every failing call. */
export const ErrorAnswer = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});

/** The usual error answers, for route schemas. */
export const errors = {
  400: ErrorAnswer,
  401: ErrorAnswer,
  403: ErrorAnswer,
  404: ErrorAnswer,
  409: ErrorAnswer,
  413: ErrorAnswer,
  429: ErrorAnswer,
};

export const Uuid = Type.String({ format: 'uuid' });

export const IdParams = Type.Object({ id: Uuid });
export type IdParams = Static<typeof IdParams>;

/** An id or a slug (factions and scenarios are fetched by either). */
export const KeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export type KeyParams = Static<typeof KeyParams>;

/** List query of SPEC §7: `&limit=100&page=N&search=…`, or `&count=true`. */
export const ListQuery = Type.Object({
  public: Type.Optional(Type.String({ maxLength: 10 })),
  foo: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  page: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,9}$' })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  count: Type.Optional(Type.String({ maxLength: 10 })),
});
export type ListQuery = Static<typeof ListQuery>;

/** The acknowledgement of a deletion. */
export const Deleted = Type.Object({ _id: Type.String(), deleted: Type.Literal(true) });

export const Acl = Type.Object({ author: Type.String(), editors: Type.Array(Type.String()) });

/** A thumbnail or image URL: empty, a site path, or http(s). */
export const ImageUrl = Type.String({ maxLength: 2000, pattern: '^(|/[^\\s]*|https?://[^\\s]+)$' });
