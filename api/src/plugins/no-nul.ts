import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pointerToken } from '@muster/shared-kernel/core/model';
import { badRequest } from '../errors.js';

/** The parts of a request a client fills, by the names Fastify's validation messages use. */
const PARTS = ['params', 'querystring', 'body'] as const;

/**
 * Where the first NUL (U+0000) in `value` is, as a path like `body/anteList/0/name`, or null
 * when it holds none. Object keys count as text too (a key is stored in JSONB columns). The walk
 * keeps its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findNul(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}/${i}`]);
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const at = `${path}/${pointerToken(key)}`;
        if (key.includes('\u0000')) return at;
        stack.push([(current as Record<string, unknown>)[key], at]);
      }
    }
  }
  return null;
}

/** The first NUL in a request's path parameters, query or JSON body, as a path; else null. */
export function nulInRequest(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>) {
  const parts = { params: request.params, querystring: request.query, body: request.body };
  for (const part of PARTS) {
    const found = findNul(parts[part], part);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a NUL character anywhere a client sends text (path parameters, query values and keys,
 * JSON body strings and keys, however nested) with a 400 naming the field, on every route, before
 * schema validation. PostgreSQL's text and JSONB cannot hold U+0000, so without this a NUL in a
 * field that a schema does not pattern-check became a 500 at the database; one rule at the root
 * means no route can forget it.
 */
async function noNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found = nulInRequest(request);
    if (found) throw badRequest(`${found} must not contain NUL characters`);
  });
}

export default fp(noNul, { name: 'no-nul', dependencies: ['errors'] });
