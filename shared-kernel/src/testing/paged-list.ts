import { http, HttpResponse } from 'msw';
import { MOCK_API_ORIGIN } from './handlers.js';

/**
 * A mock of a paged list's endpoint (`/api/...`), for the tests of paging: it answers the count
 * (`count=true`) with `count`, and each page with the one entry `entryOn(page)`, to keep a
 * render light. Give it to `api.server.use`.
 */
export const pagedList = (path: string, count: number, entryOn: (page: number) => unknown) =>
  http.get(`${MOCK_API_ORIGIN}${path}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('count') === 'true') return HttpResponse.json(count);
    return HttpResponse.json([entryOn(Number(query.get('page')))]);
  });
