import { MOCK_API_ORIGIN } from './operation-handler.js';

/**
 * One call of the mock API as the browser client makes it: `body` sent as JSON, `token` as the
 * bearer; answers the status, the headers and the JSON body. For the mock API's own tests.
 */
export async function callMockApi(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(`${MOCK_API_ORIGIN}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}
