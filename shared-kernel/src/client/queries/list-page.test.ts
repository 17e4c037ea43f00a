import { clampPage, hasItems, listPageState, pageNumber } from './list-page.js';

const read = <T>(
  data: T | undefined,
  more: { isError?: boolean; isPlaceholderData?: boolean } = {},
) => ({
  data,
  isError: more.isError ?? false,
  isPlaceholderData: more.isPlaceholderData ?? false,
});

describe('paged lists', () => {
  it('reads a page number from the route, 1 for anything but a whole number of at least 1', () => {
    expect(['3', undefined, '0', '-2', '1.5', 'two', ''].map(pageNumber)).toEqual([
      3, 1, 1, 1, 1, 1, 1,
    ]);
  });

  it('clamps the page to 1..ceil(count/100), keeping the one asked for while the count loads', () => {
    expect(clampPage(9, 150)).toEqual({ page: 2, pages: 2 });
    expect(clampPage(2, 200)).toEqual({ page: 2, pages: 2 });
    expect(clampPage(3, 201)).toEqual({ page: 3, pages: 3 });
    expect(clampPage(0, 50)).toEqual({ page: 1, pages: 1 });
    expect(clampPage(4, 0)).toEqual({ page: 1, pages: 1 });
    expect(clampPage(4, undefined)).toEqual({ page: 4, pages: 1 });
  });

  it('reads the page only once the count says the list holds something', () => {
    expect([undefined, 0, 1].map((count) => hasItems(read(count)))).toEqual([false, false, true]);
  });

  it('is loading until the count and then the page are in, and not on the previous page', () => {
    const at = { page: 2, pages: 2 };
    expect(listPageState(read(undefined), read(undefined), at)).toEqual({
      state: 'loading',
      page: 2,
    });
    expect(listPageState(read(150), read(undefined), at).state).toBe('loading');
    expect(listPageState(read(150), read(['old'], { isPlaceholderData: true }), at).state).toBe(
      'loading',
    );
    expect(listPageState(read(150), read(['a']), at)).toEqual({
      state: 'ready',
      page: 2,
      value: { page: 2, pages: 2, cards: ['a'] },
    });
  });

  it('is ready with no cards for an empty list, and failed when either read fails', () => {
    const at = { page: 1, pages: 1 };
    expect(listPageState(read(0), read(undefined), at)).toEqual({
      state: 'ready',
      page: 1,
      value: { page: 1, pages: 1, cards: [] },
    });
    expect(listPageState(read(undefined, { isError: true }), read(undefined), at).state).toBe(
      'failed',
    );
    expect(listPageState(read(3), read(undefined, { isError: true }), at).state).toBe('failed');
  });
});
