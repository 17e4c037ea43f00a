import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { Static, TObject, TSchema } from 'typebox';
import {
  USUAL_ERRORS,
  type IdParams,
  type KeyParams,
  type Operation,
  type OperationAnswer,
} from '@muster/shared-kernel/core';
import { ApiError } from '@muster/shared-kernel/core/model';
import { Value } from 'typebox/value';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (the OpenAPI document reads it). */
    operation?: Operation;
    /** A POST that changes nothing a cached read answers: it leaves the read cache alone. */
    keepsReadCache?: boolean;
  }
}

/** A part of a request as the operation's schema types it; `unknown` when it declares none. */
type Part<O extends Operation, Key extends 'params' | 'query' | 'headers' | 'body'> = O extends {
  [K in Key]: infer S extends TSchema;
}
  ? Static<S>
  : unknown;

/** The request of an operation, typed by its declaration. */
export interface OperationRequest<O extends Operation> {
  Params: Part<O, 'params'>;
  Querystring: Part<O, 'query'>;
  Headers: Part<O, 'headers'>;
  Body: Part<O, 'body'>;
}

/**
 * A handler of an operation: it answers the declared answer, or sends the reply itself (a cached
 * read, an image) and answers the reply or nothing.
 */
export type OperationHandler<O extends Operation> = (
  request: FastifyRequest<OperationRequest<O>>,
  reply: FastifyReply,
) => Promise<OperationAnswer<O> | FastifyReply | void>;

/** An operation on one item named by its id (or slug): `…/:id`. */
export type ItemOperation = Omit<Operation, 'params'> & {
  readonly params: typeof IdParams | typeof KeyParams;
};

/** An operation that deletes one item by its id (or slug), answering `{ _id, deleted: true }`. */
export type DeleteOperation = ItemOperation & { readonly method: 'DELETE' };

/** The writes of a kind whose payload is `Payload`: create, save (`…/:id`) and delete. */
export interface WriteOperations<Payload extends TObject> {
  create: Omit<Operation, 'body'> & { readonly method: 'POST'; readonly body: Payload };
  update: Omit<Operation, 'params' | 'body'> & {
    readonly method: 'POST';
    readonly params: typeof IdParams;
    readonly body: Payload;
  };
  delete: DeleteOperation;
}

/** What a route adds to its declaration: hooks that are the server's business. */
export interface RouteExtras {
  preValidation?: preValidationAsyncHookHandler;
  /** The route's own validation, for a schema ajv will not compile ({@link valueValidator}). */
  validatorCompiler?: FastifySchemaCompiler<FastifySchema>;
  /**
   * The call writes nothing any cached read answers (a roster's verdict, stored apart): its
   * success does not clear the read cache, which every other successful write does.
   */
  keepsReadCache?: boolean;
  /** The largest body the route reads, when not the server's own limit (a larger one is 413). */
  bodyLimit?: number;
}

/**
 * The route schema of an operation: what it reads (validated), what it answers (serialised) and
 * the error statuses it declares, each with the error schema.
 */
export function operationSchema(operation: Operation): FastifySchema {
  const errors = operation.errors ?? USUAL_ERRORS;
  return {
    tags: [...operation.tags],
    ...(operation.params && { params: operation.params }),
    ...(operation.query && { querystring: operation.query }),
    ...(operation.headers && { headers: operation.headers }),
    ...(operation.body && { body: operation.body }),
    ...(operation.consumes && { consumes: [...operation.consumes] }),
    ...(operation.hidden && { hide: true }),
    response: {
      200: operation.answer,
      ...operation.answers,
      ...Object.fromEntries(errors.map((status) => [status, ApiError])),
    },
  };
}

/**
 * Registers `handler` as the route of `operation`: its method, path and schema come from the
 * declaration, which the route carries for the OpenAPI document.
 */
export function route<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: OperationHandler<O>,
  extras: RouteExtras = {},
): void {
  app.route<OperationRequest<O>>({
    method: operation.method,
    url: operation.path,
    schema: operationSchema(operation),
    config: { operation, keepsReadCache: extras.keepsReadCache ?? false },
    ...(extras.preValidation && { preValidation: extras.preValidation }),
    ...(extras.validatorCompiler && { validatorCompiler: extras.validatorCompiler }),
    ...(extras.bodyLimit !== undefined && { bodyLimit: extras.bodyLimit }),
    handler,
  });
}

/**
 * Validation by TypeBox's `Value` instead of ajv, for a schema ajv refuses in strict mode: a union
 * whose branches carry defaults (ajv fills no default inside `anyOf`, and says so by refusing the
 * schema). It fills no default either: the route fills them itself before (a `preValidation`
 * hook). Its first error becomes the 400 as ajv's would.
 */
export const valueValidator: FastifySchemaCompiler<FastifySchema> = ({ schema }) => {
  const validate = Object.assign(
    (data: unknown): boolean => {
      validate.errors = Value.Errors(schema as TSchema, data).slice(0, 1);
      return validate.errors.length === 0;
    },
    { errors: [] as FastifySchemaValidationError[] },
  );
  return validate;
};

/**
 * A `preValidation` hook for calls whose body is optional (the moderation calls' `{ reason }`):
 * a request without a body is checked and handled as `{}`.
 */
export async function absentBodyAsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
