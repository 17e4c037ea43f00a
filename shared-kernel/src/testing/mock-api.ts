import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi, loadToastify, toastDemand } from '@muster/shared-kernel/client';
import type { Operation } from '@muster/shared-kernel/core';
import { MOCK_API_ORIGIN, createHandlers } from './handlers.js';
import { createMockDb, type MockDb } from './mock-db.js';
import { AnswerMismatch, httpOf, mockAddress } from './operation-handler.js';

/** What a test sees of the mock API: its data, the requests made, and the MSW server. */
export interface MockApi {
  /** The data served; replace or change it in a test (reset before each). */
  db: MockDb;
  /** Every request made, as 'METHOD /api/path?query', in order (reset before each test). */
  requests: string[];
  server: ReturnType<typeof setupServer>;
  /**
   * The answers of the test so far that broke their operation's declaration (the request got a
   * 500 naming the mismatch); the test fails after it ends while any is left here.
   */
  mismatches: AnswerMismatch[];
  /**
   * Answers `method path` (`'/api/formulas/:id'`) with `status` (500 unless given) and an API
   * error body, for the rest of the test: a failed read or write.
   */
  fail(method: 'get' | 'post' | 'delete', path: string, status?: number): void;
  /**
   * Answers GETs of `path` with `visitor` when they carry no token and `signedIn` when they do, for
   * the rest of the test: a read whose answer depends on who reads (a faction's working copy for
   * its editors, its approved version for everyone else).
   */
  answerByReader(path: string, visitor: JsonBodyType, signedIn: JsonBodyType): void;
  /**
   * Answers `operation` with `body` as it is, unchecked, for the rest of the test: an answer that
   * breaks the operation's declaration, for a test of a client that must survive one.
   */
  answerUnchecked(operation: Operation, body: JsonBodyType): void;
}

/**
 * Starts a mock of the whole API for the test file (MSW on the network layer, so the screens run
 * the real client, hooks and cache): call at the top level of a test file.
 */
export function mockApi(overrides: () => Partial<MockDb> = () => ({})): MockApi {
  const mock = {
    db: createMockDb(overrides()),
    requests: [] as string[],
    mismatches: [] as AnswerMismatch[],
  } as MockApi;
  mock.server = setupServer(...createHandlers(mock.db));
  mock.fail = (method, path, status = 500) =>
    mock.server.use(
      http[method](`${MOCK_API_ORIGIN}${path}`, () =>
        HttpResponse.json({ error: 'Error', message: 'failed' }, { status }),
      ),
    );
  mock.answerByReader = (path, visitor, signedIn) =>
    mock.server.use(
      http.get(`${MOCK_API_ORIGIN}${path}`, ({ request }) =>
        HttpResponse.json(request.headers.has('Authorization') ? signedIn : visitor),
      ),
    );
  mock.answerUnchecked = (operation, body) =>
    mock.server.use(httpOf(operation)(mockAddress(operation), () => HttpResponse.json(body)));
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    mock.requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  mock.server.events.on('unhandledException', ({ error }) => {
    if (error instanceof AnswerMismatch) mock.mismatches.push(error);
  });
  beforeAll(() => {
    configureApi({ baseUrl: MOCK_API_ORIGIN, fetch: (...args) => globalThis.fetch(...args) });
    mock.server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    // The handlers close over one db object: refill it in place.
    Object.assign(mock.db, createMockDb(overrides()));
    mock.requests.length = 0;
    mock.mismatches.length = 0;
  });
  afterEach(async () => {
    // A toast raised as a test ends waits in react-toastify's queue once the page is gone, and
    // would show on the next test's page: drop every toast, shown or waiting.
    if (toastDemand.asked()) (await loadToastify()).toast.dismiss();
    mock.server.resetHandlers();
    const [mismatch] = mock.mismatches.splice(0);
    if (mismatch) throw mismatch;
  });
  afterAll(() => mock.server.close());
  return mock;
}
