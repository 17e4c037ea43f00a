/**
 * What every API call shares (list queries, counts, errors). Each entity's payload schema lives
 * beside the entity.
 */
import { Type, type Static } from 'typebox';

/** Every non-OK answer of the API. */
export const ApiError = Type.Object({
  /** The HTTP status code. */
  statusCode: Type.Integer(),
  /** The status text ('Bad Request', 'Not Found'...). */
  error: Type.String(),
  /** What went wrong, naming the field when input was bad. */
  message: Type.String(),
});
/** Every non-OK answer of the API. */
export type ApiError = Static<typeof ApiError>;

/**
 * A schema's complaint about input, as the API's validator (ajv) and TypeBox's `Value.Errors` (the
 * roster import, the mock API) both report one: the field's JSON pointer, the rule's keyword, its
 * parameters and its words.
 */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params?: object;
  message?: string;
}

/** The one property an error's parameters name: ajv names one, TypeBox lists them. */
function namedProperty(params: object | undefined, one: string, many: string): string | null {
  const values = params as Record<string, unknown> | undefined;
  const named = values?.[one] ?? (values?.[many] as unknown[] | undefined)?.[0];
  return typeof named === 'string' ? named : null;
}

/** A JSON Pointer token (RFC 6901): `~` and `/` inside a key are escaped. */
export const pointerToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The message of the 400 for input a schema refused, naming the field, where `part` is what held
 * it (`body`, `params`, `querystring`): `body/foo is not allowed` for a property the schema does
 * not know, `body must have required property 'title'` for a missing one, else
 * `body/title must ...` in ajv's words.
 */
export function schemaErrorMessage(part: string, error: SchemaError): string {
  const at = `${part}${error.instancePath}`;
  if (error.keyword === 'additionalProperties') {
    const name = namedProperty(error.params, 'additionalProperty', 'additionalProperties');
    if (name !== null) return `${at}/${pointerToken(name)} is not allowed`;
  }
  if (error.keyword === 'required') {
    const name = namedProperty(error.params, 'missingProperty', 'requiredProperties');
    if (name !== null) return `${at} must have required property '${name}'`;
  }
  const words = (error.message ?? 'is not valid').replace(/^must not /, 'must NOT ');
  return `${at} ${words}`;
}

/** Query of a list call: page size 100 by default, pages from 1. */
export interface ListQuery {
  /** Page size (lists are paged by 100). */
  limit?: number;
  /** 1-based page number; the server clamps it to 1..ceil(count/limit). */
  page?: number;
  /** Case-insensitive title search. */
  search?: string;
  /** When true the answer is the number of matching items, not the items. */
  count?: boolean;
}

/** What a list call answers with `count=true`. */
export type CountAnswer = number;

/** POST /api/image. */
export const ImageAnswer = Type.Object({ file_url: Type.String() });
/** POST /api/image. */
export type ImageAnswer = Static<typeof ImageAnswer>;

/** The acknowledgement of a deletion. */
export const Deleted = Type.Object({ _id: Type.String(), deleted: Type.Literal(true) });
/** The acknowledgement of a deletion. */
export type Deleted = Static<typeof Deleted>;
