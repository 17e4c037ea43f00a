import { HttpError } from '../../src/errors.js';
import { expectedVersion, versionTag } from '../../src/repositories/versions.js';

/** How a save names the version it was made from: body `version` or `If-Match`. */
describe('expectedVersion', () => {
  const status = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof HttpError ? error.statusCode : 'not an HttpError';
    }
    return 'no error';
  };

  it('names no version when neither the body nor If-Match does (last write wins)', () => {
    expect(expectedVersion({ body: { title: 'x' }, headers: {} })).toBeNull();
    expect(expectedVersion({ body: undefined, headers: {} })).toBeNull();
    expect(expectedVersion({ body: {}, headers: { 'if-match': '*' } })).toBeNull();
  });

  it('reads the body, the header, or both when they agree', () => {
    expect(expectedVersion({ body: { version: 4 }, headers: {} })).toBe(4);
    expect(expectedVersion({ body: {}, headers: { 'if-match': '"7"' } })).toBe(7);
    expect(expectedVersion({ body: {}, headers: { 'if-match': ' W/"7" ' } })).toBe(7);
    expect(expectedVersion({ body: { version: 3 }, headers: { 'if-match': '"3"' } })).toBe(3);
    expect(versionTag(12)).toBe('"12"');
  });

  it('is a 409 when body and header disagree, a 400 when the header is not a version', () => {
    expect(
      status(() => expectedVersion({ body: { version: 3 }, headers: { 'if-match': '"4"' } })),
    ).toBe(409);
    for (const header of ['3', '"abc"', '"0"', '"1", "2"', 'W/3'])
      expect(status(() => expectedVersion({ body: {}, headers: { 'if-match': header } }))).toBe(
        400,
      );
  });
});
