import { isListed, leftTheListing } from './re-review.js';

describe('re-review', () => {
  it('knows an item left the public lists: listed before a save, not after', () => {
    const listed = { public: true, reviewed: true };
    expect(leftTheListing(listed, { public: true, reviewed: false })).toBe(true);
    expect(leftTheListing(listed, { public: false, reviewed: false })).toBe(true);
    // A moderator's save keeps the review; a draft or a queued item was never listed.
    expect(leftTheListing(listed, listed)).toBe(false);
    expect(leftTheListing({ public: false, reviewed: false }, { public: false })).toBe(false);
    expect(
      leftTheListing({ public: true, reviewed: false }, { public: true, reviewed: false }),
    ).toBe(false);
    // A new item has no before.
    expect(leftTheListing(undefined, { public: true, reviewed: false })).toBe(false);
  });

  it('counts a page (no public flag) as listed when reviewed', () => {
    expect(isListed({ reviewed: true })).toBe(true);
    expect(leftTheListing({ reviewed: true }, { reviewed: false })).toBe(true);
  });
});
