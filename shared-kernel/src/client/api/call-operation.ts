import {
  operationPath,
  type Access,
  type Operation,
  type OperationAnswer,
  type OperationBody,
  type OperationHeaders,
  type OperationParams,
  type OperationQuery,
} from '@muster/shared-kernel/core';
import { send, type AuthMode } from './http.js';

/** How a call authenticates by default: as the operation's declaration says who may call it. */
export const AUTH_OF_ACCESS: Readonly<Record<Access, AuthMode>> = {
  public: 'none',
  optional: 'optional',
  token: 'required',
};

/**
 * The values of a path or a query as a call gives them: as the schema types them, and a number
 * wherever the schema takes any text (a page number, a version number), written in decimal.
 */
export type WireValues<T> = {
  readonly [K in keyof T]: T[K] | (string extends T[K] ? number : never);
};

/** A part the operation does not declare may not be given. */
type Absent<Name extends string> = { readonly [K in Name]?: never };

/** A part the operation declares: required unless every property of its schema is optional. */
type Declared<Name extends string, T> = object extends T
  ? { readonly [K in Name]?: T }
  : { readonly [K in Name]: T };

type ParamsPart<O extends Operation> = [OperationParams<O>] extends [undefined]
  ? Absent<'params'>
  : Declared<'params', WireValues<OperationParams<O>>>;

type QueryPart<O extends Operation> = [OperationQuery<O>] extends [undefined]
  ? Absent<'query'>
  : Declared<'query', WireValues<OperationQuery<O>>>;

type HeadersPart<O extends Operation> = [OperationHeaders<O>] extends [undefined]
  ? Absent<'headers'>
  : Declared<'headers', OperationHeaders<O>>;

/** An upload's body is the form itself; any other body is the JSON its schema types. */
type BodyPart<O extends Operation> = [OperationBody<O>] extends [undefined]
  ? O extends { consumes: readonly (infer Media)[] }
    ? 'multipart/form-data' extends Media
      ? { readonly body: FormData }
      : Absent<'body'>
    : Absent<'body'>
  : Declared<'body', OperationBody<O>>;

/** What a call of `O` gives: its path parameters, query, headers and body, as it declares them. */
export type OperationRequest<O extends Operation> = ParamsPart<O> &
  QueryPart<O> &
  HeadersPart<O> &
  BodyPart<O>;

/** How one call departs from its declaration's defaults. */
export interface CallOptions {
  /**
   * Whether the token is sent: by default as the declaration's `access` says
   * ({@link AUTH_OF_ACCESS}).
   */
  auth?: AuthMode;
  /** No toast on failure: a background read whose failure is a normal state. */
  quiet?: boolean;
}

/**
 * How a screen reads what it shows with its own failure state (the kit's `LoadError`, or a
 * fallback such as a username for a missing profile): without a toast, so a failure is told
 * once, where it happened. The end of a session is still said (see `send`).
 */
export const SHOWN_ON_SCREEN: CallOptions = Object.freeze({ quiet: true });

type CallArguments<O extends Operation> =
  object extends OperationRequest<O>
    ? [request?: OperationRequest<O>, options?: CallOptions]
    : [request: OperationRequest<O>, options?: CallOptions];

/** The parts of a request, as the call reads them whatever the operation. */
interface RequestParts {
  readonly params?: object;
  readonly query?: object;
  readonly headers?: object;
  readonly body?: unknown;
}

// operationPath types its arguments from one operation's path; here the operation is any of them,
// so it is called through the shape it has for all.
const pathOf = operationPath as (operation: Operation, params?: object, query?: object) => string;

/**
 * Calls a declared operation: its address built from its path (each parameter encoded as one
 * segment) and query, its body sent as JSON (an upload's as multipart form data), the token sent
 * as its `access` says unless `options.auth` says otherwise. Answers the operation's answer, or
 * throws an {@link ApiRequestError} after the failure was toasted, as {@link send} does.
 */
export function callOperation<const O extends Operation>(
  operation: O,
  ...args: CallArguments<O>
): Promise<OperationAnswer<O>> {
  const [request = {}, options = {}]: readonly [RequestParts?, CallOptions?] = args;
  const { params, query, body } = request;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {}) as [string, unknown][])
    if (typeof value === 'string') headers[name] = value;
  return send<OperationAnswer<O>>(operation.method, pathOf(operation, params, query), {
    auth: options.auth ?? AUTH_OF_ACCESS[operation.access],
    quiet: options.quiet,
    headers,
    ...(body instanceof FormData ? { form: body } : { body }),
  });
}
