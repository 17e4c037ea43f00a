import { HttpResponse } from 'msw';
import { OPERATIONS, operationPath, operations } from '@muster/shared-kernel/core';
import { MOCK_API_ORIGIN, createHandlers } from './handlers.js';
import { mockApi } from './mock-api.js';
import { FORMULA } from './fixtures.js';
import { createMockDb } from './mock-db.js';
import { AnswerMismatch, mockAddress, on } from './operation-handler.js';

/**
 * The operations the mock API leaves out: none of them is called through the API client (the
 * health and readiness checks are for the operators, the remotes' manifest and the site's page
 * start the site, and images are loaded by the browser from their address).
 */
const WITHOUT_HANDLER = ['getHealth', 'getReadiness', 'getRemotesManifest', 'getShell', 'getImage'];

const run = (handler: ReturnType<typeof on>, path: string, init?: RequestInit) =>
  handler.run({ request: new Request(`${MOCK_API_ORIGIN}${path}`, init), requestId: 'test' });

describe('the mock API handlers', () => {
  it('answer every declared operation but those the screens never call', () => {
    const served = new Set(
      createHandlers(createMockDb()).map(
        ({ info }) => `${String(info.method)} ${String(info.path)}`,
      ),
    );
    const missing = OPERATIONS.filter(
      (operation) => !served.has(`${operation.method} ${mockAddress(operation)}`),
    ).map((operation) => operation.operationId);
    expect(missing).toEqual(WITHOUT_HANDLER);
  });

  it('register one handler per operation, on its method and path', () => {
    const handlers = createHandlers(createMockDb());
    const keys = handlers.map(({ info }) => `${String(info.method)} ${String(info.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(handlers).toHaveLength(OPERATIONS.length - WITHOUT_HANDLER.length);
  });

  it("refuse an answer that breaks the operation's answer schema, naming it and the first error", async () => {
    const wrong = on(operations.getFormula, () => HttpResponse.json({ ...FORMULA, formula: 3 }));
    await expect(run(wrong, '/api/formulas/f')).rejects.toThrow(
      new AnswerMismatch('getFormula answered 200: answer/formula must be string'),
    );
  });

  it('refuse a success status the operation does not declare', async () => {
    const wrong = on(operations.deleteUnit, () => new HttpResponse(null, { status: 204 }));
    const path = operationPath(operations.deleteUnit, { id: 'x' });
    await expect(run(wrong, path, { method: 'DELETE' })).rejects.toThrow(
      'deleteUnit answered 204, a status it does not declare',
    );
  });

  it('refuse an error that is not the API error JSON', async () => {
    const wrong = on(operations.getSite, () => HttpResponse.json({ oops: true }, { status: 404 }));
    await expect(run(wrong, '/api/site')).rejects.toThrow(
      "getSite answered 404: answer must have required property 'statusCode'",
    );
  });

  it("answer a body the operation's schema refuses with the API's 400, before the handler runs", async () => {
    const resolver = jest.fn(() => HttpResponse.json({}));
    const login = on(operations.login, resolver);
    const result = await run(login, '/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'vex' }),
    });
    expect(result?.response?.status).toBe(400);
    expect(await result?.response?.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: "body must have required property 'password'",
    });
    expect(resolver).not.toHaveBeenCalled();
  });
});

describe('a test of the mock API', () => {
  const api = mockApi();

  it('gets a 500 for an answer that breaks its declaration, and fails once it ends', async () => {
    api.server.use(on(operations.getSite, () => HttpResponse.json({ loreCollections: 'none' })));
    const response = await fetch(`${MOCK_API_ORIGIN}/api/site`);
    expect(response.status).toBe(500);
    expect(api.mismatches.map((mismatch) => mismatch.message)).toEqual([
      "getSite answered 200: answer must have required property 'chatUrl'",
    ]);
    // Taken away here, so that this test passes: left in place, it fails the test.
    api.mismatches.length = 0;
  });

  it('answers what a test asks for unchecked, for a client that must survive a broken answer', async () => {
    api.answerUnchecked(operations.getSite, { chatUrl: 5 });
    const response = await fetch(`${MOCK_API_ORIGIN}/api/site`);
    expect(await response.json()).toEqual({ chatUrl: 5 });
    expect(api.mismatches).toEqual([]);
  });
});
