import { OPERATIONS, type Method } from '../api/index.js';
import { ROUTE_PATTERNS, SECRET_ROUTE_SEGMENTS } from './route-table.js';

/** An address pattern that carries secrets: an API operation's path, or a page route's. */
export interface SecretRoute {
  /** Fastify style, each parameter a `:name` segment: `/resetpassword/:token`. */
  readonly pattern: string;
  /** The `:name` segments and query parameters whose values are secrets. */
  readonly secrets: readonly string[];
  /** How it is asked for: the operation's method, or GET for a page. */
  readonly method: Method;
  /** An API operation (its operationId), or a page of the site. */
  readonly served: string;
}

/**
 * Every route that carries a secret, read from the operations' declarations (`secrets`) and the
 * route table's marks (`SECRET_ROUTE_SEGMENTS`): the server's logs and metrics mask each of them,
 * so a new route whose declaration marks its secret never leaks it. Read by the server: the
 * operations table pages download (`index.browser.js`) carries no `secrets`.
 */
export const SECRET_ROUTES: readonly SecretRoute[] = [
  ...OPERATIONS.flatMap((operation) =>
    operation.secrets && operation.secrets.length > 0
      ? [
          {
            pattern: operation.path,
            secrets: operation.secrets,
            method: operation.method,
            served: operation.operationId,
          },
        ]
      : [],
  ),
  ...Object.entries(SECRET_ROUTE_SEGMENTS).map(([name, secrets]) => ({
    pattern: ROUTE_PATTERNS[name as keyof typeof SECRET_ROUTE_SEGMENTS],
    secrets: secrets ?? [],
    method: 'GET' as const,
    served: 'page',
  })),
];
