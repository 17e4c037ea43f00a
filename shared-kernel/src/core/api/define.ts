/**
 * One declaration per API operation: its method, path, schemas, summary and who may call it. The
 * API registers its routes from these declarations and documents them, the client builds its
 * addresses from them and the mock API answers by them, so a path is written in one place and
 * every side reads the same schemas. Plain data over TypeBox: nothing here runs a request.
 */
import type { Static, TObject, TSchema } from 'typebox';

/**
 * `public`: no token needed, and a token changes nothing. `optional`: anyone; a token may show
 * more (a draft to its author, an email to its owner). `token`: a signed-in user; the
 * permission rules then decide (403).
 */
export type Access = 'public' | 'optional' | 'token';

export type Method = 'GET' | 'POST' | 'DELETE';

/** The error statuses an operation may answer with the error schema, besides the server's own. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

/** What most operations may answer besides their success: bad input, no session, refused, ... */
export const USUAL_ERRORS: readonly ErrorStatus[] = [400, 401, 403, 404, 409, 413, 429];

/** What an operation declares. */
export interface Operation {
  /** Stable and unique: client generators and the API's handlers are named after it. */
  readonly operationId: string;
  readonly method: Method;
  /** Fastify style, each parameter a `:name` segment: `/api/…/faction/:factionId`. */
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  readonly tags: readonly string[];
  /** One property per `:name` of the path. */
  readonly params?: TObject;
  readonly query?: TObject;
  readonly headers?: TObject;
  readonly body?: TSchema;
  /** The body's media types when it is not JSON (an upload's `multipart/form-data`). */
  readonly consumes?: readonly string[];
  /** The 200 answer. */
  readonly answer: TSchema;
  /** Other answers that are not errors, by status (an image's 304). */
  readonly answers?: Readonly<Record<number, TSchema>>;
  /** The error statuses it answers with the error schema; {@link USUAL_ERRORS} when left out. */
  readonly errors?: readonly ErrorStatus[];
  /** Served, but not an API operation: left out of the OpenAPI document (the site's page). */
  readonly hidden?: boolean;
  /**
   * The path (`:name`) and query parameters whose values are secrets, such as a reset or
   * invitation link's token: whoever reads one can take or make an account, so the server's logs
   * and metrics mask them, in every form an address can take (see `SECRET_ROUTES`).
   */
  readonly secrets?: readonly string[];
}

/**
 * Declares an operation; the declaration keeps its literal types (its path, its schemas), so the
 * types of its parameters and answer follow from it.
 */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}

/** The `:name` parameters of a Fastify path. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parts of a request an operation may declare a schema for. */
type RequestPart = 'params' | 'query' | 'headers' | 'body';

/** A part of an operation's request, as its schema types it (undefined: it declares none). */
export type OperationPart<O extends Operation, Part extends RequestPart> = O extends {
  [K in Part]: infer S extends TSchema;
}
  ? Static<S>
  : undefined;

/** The path parameters of an operation, as its schema types them (undefined: none). */
export type OperationParams<O extends Operation> = OperationPart<O, 'params'>;
/** The query of an operation, as its schema types it (undefined: none). */
export type OperationQuery<O extends Operation> = OperationPart<O, 'query'>;
/** The request headers an operation reads (undefined: none). */
export type OperationHeaders<O extends Operation> = OperationPart<O, 'headers'>;
/** The body of an operation (undefined: none). */
export type OperationBody<O extends Operation> = OperationPart<O, 'body'>;
/** The 200 answer of an operation. */
export type OperationAnswer<O extends Operation> = Static<O['answer']>;

type QueryValue = string | number | boolean | undefined;

/** The values {@link operationPath} puts in a path: one per `:name`. */
type PathValues<O extends Operation> = {
  readonly [K in PathParamNames<O['path']>]: string | number;
};

/** The query values {@link operationPath} may add: the names the query schema declares. */
type QueryValues<O extends Operation> = O extends { query: infer S extends TSchema }
  ? { readonly [K in keyof Static<S>]?: QueryValue }
  : never;

type PathArguments<O extends Operation> = [PathParamNames<O['path']>] extends [never]
  ? [params?: Readonly<Record<string, never>>, query?: QueryValues<O>]
  : [params: PathValues<O>, query?: QueryValues<O>];

/**
 * The address of an operation: its path with each `:name` replaced by its value, encoded as one
 * segment (`encodeURIComponent`), and the query values that are neither undefined nor '', in the
 * order given.
 */
export function operationPath<O extends Operation>(
  operation: O,
  ...[params, query]: PathArguments<O>
): string {
  const values: Readonly<Record<string, string | number>> = params ?? {};
  const path = operation.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${operation.operationId} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries((query ?? {}) as Readonly<Record<string, QueryValue>>).flatMap(
    ([key, value]) =>
      value === undefined || value === ''
        ? []
        : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
