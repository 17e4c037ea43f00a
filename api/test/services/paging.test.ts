import { pagedList, readListQuery, type PagedSource } from '../../src/services/paging.js';

/** 250 titles, read like a repository would (pattern ignored here: no search in these cases). */
function source(total = 250): PagedSource<number> & { counts: number } {
  const rows = Array.from({ length: total }, (_, i) => i);
  const tracked = {
    counts: 0,
    async count() {
      tracked.counts += 1;
      return rows.length;
    },
    async list(_pattern: string, limit: number, offset: number) {
      return rows.slice(offset, offset + limit);
    },
  };
  return tracked;
}

describe('pagedList', () => {
  it('answers the count with count=true', async () => {
    expect(await pagedList(source(), { count: 'true' })).toBe(250);
  });

  it('reads a page without counting', async () => {
    const rows = source();
    expect(await pagedList(rows, { limit: '100', page: '2' })).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 100),
    );
    expect(rows.counts).toBe(0);
  });

  it('clamps a page past the end to the last page, and a page below 1 to the first', async () => {
    const last = Array.from({ length: 50 }, (_, i) => i + 200);
    expect(await pagedList(source(), { limit: '100', page: '99' })).toEqual(last);
    expect(await pagedList(source(), { limit: '100', page: '-3' })).toEqual(
      Array.from({ length: 100 }, (_, i) => i),
    );
  });

  it('answers an empty list, not an error, when there is nothing', async () => {
    expect(await pagedList(source(0), { page: '4' })).toEqual([]);
  });
});

describe('readListQuery', () => {
  it('reads a page below 1 as page 1, and no page, limit or search as the defaults', () => {
    expect(readListQuery({ page: '-3', limit: '100', search: '  ' })).toEqual(readListQuery({}));
    expect(readListQuery({})).toEqual({ count: false, limit: 100, page: 1, search: '' });
  });

  it('refuses a limit out of 1 to 100 with a 400 naming it', () => {
    for (const limit of ['0', '000', '101', '999999']) {
      expect(() => readListQuery({ limit })).toThrow(
        expect.objectContaining({
          statusCode: 400,
          message: 'querystring/limit must be from 1 to 100',
        }),
      );
    }
  });
});
