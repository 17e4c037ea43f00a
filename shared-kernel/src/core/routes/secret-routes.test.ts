import { OPERATIONS, type Operation } from '../api/index.js';
import { ROUTE_PATTERNS } from './route-table.js';
import { SECRET_ROUTES } from './secret-routes.js';

/** The `:name` segments of a pattern. */
const segmentNames = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** The names of an operation's query parameters. */
const queryNames = (operation: Operation): string[] =>
  Object.keys(operation.query?.properties ?? {});

/** A name that says its value is a secret: a token, a password, a key meant to stay private. */
const SOUNDS_SECRET = /token|secret|password/i;

describe('routes that carry secrets', () => {
  it('are the reset and invitation links, in the API and in the pages', () => {
    expect(SECRET_ROUTES.map(({ method, pattern }) => `${method} ${pattern}`).sort()).toEqual([
      'GET /api/users/invite/:token',
      'GET /api/users/password/reset/:token',
      'GET /register/:token',
      'GET /resetpassword/:token',
      'POST /api/users/password/reset/:token',
    ]);
  });

  it('mark only parameters their patterns or queries have', () => {
    for (const operation of OPERATIONS) {
      const names = [...segmentNames(operation.path), ...queryNames(operation)];
      for (const secret of operation.secrets ?? []) {
        expect({ operation: operation.operationId, secret, known: names.includes(secret) }).toEqual(
          { operation: operation.operationId, secret, known: true },
        );
      }
    }
    for (const route of SECRET_ROUTES) {
      expect(route.secrets.length).toBeGreaterThan(0);
      if (route.served === 'page') {
        expect(Object.values(ROUTE_PATTERNS)).toContain(route.pattern);
        for (const secret of route.secrets) expect(segmentNames(route.pattern)).toContain(secret);
      }
    }
  });

  it('leave no parameter named like a secret unmarked, so a new token route cannot be forgotten', () => {
    const marked = new Set(
      SECRET_ROUTES.flatMap((route) => route.secrets.map((name) => `${route.pattern} ${name}`)),
    );
    const named = [
      ...OPERATIONS.flatMap((operation) =>
        [...segmentNames(operation.path), ...queryNames(operation)].map(
          (name) => `${operation.path} ${name}`,
        ),
      ),
      ...Object.values(ROUTE_PATTERNS).flatMap((pattern) =>
        segmentNames(pattern).map((name) => `${pattern} ${name}`),
      ),
    ].filter((parameter) => SOUNDS_SECRET.test(parameter.split(' ')[1] ?? ''));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((parameter) => !marked.has(parameter))).toEqual([]);
  });
});
