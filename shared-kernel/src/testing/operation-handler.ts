/**
 * The mock API's handlers are registered per declared operation, so they answer on the method
 * and path the API serves and read bodies and give answers by the same schemas: a mock that
 * drifts from the declarations fails the test that meets it, instead of letting a screen pass on
 * an answer the API never gives.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { Operation, OperationBody, PathParamNames } from '@muster/shared-kernel/core';
import { ApiError, schemaErrorMessage } from '@muster/shared-kernel/core/model';

/** The origin the mock API answers on (the tests point the API client at it). */
export const MOCK_API_ORIGIN = 'http://muster.test';

/** The address an MSW handler of `operation` matches: its path, on the mock origin. */
export const mockAddress = (operation: Operation) => `${MOCK_API_ORIGIN}${operation.path}`;

/** MSW's handler maker of the operation's method. */
export const httpOf = (operation: Operation) =>
  ({ GET: http.get, POST: http.post, DELETE: http.delete })[operation.method];

/** An API error answer: `{ statusCode, error, message }` with its status. */
export const failure = (status: number, error: string, message: string) =>
  HttpResponse.json({ statusCode: status, error, message }, { status });

/** The first thing `schema` refuses in `value`, worded as the API words it (`body/title ...`). */
function firstRefusal(schema: TSchema, value: unknown, part: string): string | null {
  // An unknown field is reported twice (`schema is false` at the field, then at the object):
  // the API reports the object's.
  const error = Value.Errors(schema, value).find((e) => e.keyword !== 'boolean');
  return error ? schemaErrorMessage(part, error) : null;
}

/** What a handler of `O` is given: the request, its path parameters, its address and body. */
export interface OperationCall<O extends Operation> {
  request: Request;
  params: { readonly [K in PathParamNames<O['path']>]: string };
  url: URL;
  /** The JSON body with the schema's defaults filled in, once the schema took it. */
  body: OperationBody<O>;
}

type OperationResolver<O extends Operation> = (
  call: OperationCall<O>,
) => Response | Promise<Response>;

/** Thrown when a mock handler answers what its operation's declaration does not allow. */
export class AnswerMismatch extends Error {
  override name = 'AnswerMismatch';
}

const jsonOf = async (response: Response): Promise<unknown> => {
  const text = await response.clone().text();
  return text ? (JSON.parse(text) as unknown) : null;
};

/**
 * Checks an answer against `operation`: a success status must be 200 or one the operation
 * declares, its body must fit that status's schema, and an error must be the API's error JSON.
 * Throws an {@link AnswerMismatch} naming the operation and the first error otherwise.
 */
async function checkAnswer(operation: Operation, response: Response): Promise<void> {
  const { operationId } = operation;
  const { status } = response;
  const schema =
    status >= 400 ? ApiError : status === 200 ? operation.answer : operation.answers?.[status];
  if (!schema)
    throw new AnswerMismatch(`${operationId} answered ${status}, a status it does not declare`);
  let body: unknown;
  try {
    body = await jsonOf(response);
  } catch {
    throw new AnswerMismatch(`${operationId} answered ${status} with a body that is not JSON`);
  }
  const refused = firstRefusal(schema, body, 'answer');
  if (refused) throw new AnswerMismatch(`${operationId} answered ${status}: ${refused}`);
}

/** The body of a JSON call: an empty one is `{}` (a moderation call's body is optional). */
async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : {};
}

/**
 * The MSW handler of `operation`: it matches the operation's method and path (Fastify's `:name`
 * is MSW's too), refuses a body the operation's schema refuses with the API's 400 before the
 * resolver runs (Fastify checks a body before the route's handler), and checks every answer the
 * resolver gives against the declaration ({@link checkAnswer}).
 */
export function on<O extends Operation>(operation: O, resolver: OperationResolver<O>): HttpHandler {
  return httpOf(operation)(mockAddress(operation), async ({ request, params }) => {
    const schema = operation.consumes ? undefined : operation.body;
    let body: unknown;
    if (schema) {
      body = Value.Default(schema, await bodyOf(request));
      const refused = firstRefusal(schema, body, 'body');
      if (refused) return failure(400, 'Bad Request', refused);
    }
    const answer = await resolver({
      request,
      params: Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, String(value)]),
      ) as OperationCall<O>['params'],
      url: new URL(request.url),
      body: body as OperationBody<O>,
    });
    await checkAnswer(operation, answer);
    return answer;
  });
}
