import { shareCodeOf, shareCodeOfLink } from './roster-share-link.js';

describe('the share code of a hash', () => {
  it('is its share parameter, or null', () => {
    const hashes = ['#share=abc', 'share=abc&x=1', '', '#other=1'];
    expect(hashes.map((hash) => shareCodeOf(hash))).toEqual(['abc', 'abc', null, null]);
  });
});

describe('the share code of a link', () => {
  const origin = 'https://muster.example';

  it('reads links to /rosters#share= on this site, relative or absolute', () => {
    expect(shareCodeOfLink('/rosters#share=abc', origin)).toBe('abc');
    expect(shareCodeOfLink('https://muster.example/rosters#share=abc', origin)).toBe('abc');
    expect(shareCodeOfLink('/rosters#share=', origin)).toBe('');
  });

  it('ignores other pages, other sites and links without a code', () => {
    expect(shareCodeOfLink('https://elsewhere.example/rosters#share=abc', origin)).toBeNull();
    expect(shareCodeOfLink('/roster/x#share=abc', origin)).toBeNull();
    expect(shareCodeOfLink('/rosters', origin)).toBeNull();
    expect(shareCodeOfLink('/rosters?share=abc', origin)).toBeNull();
    expect(shareCodeOfLink('http://[bad', origin)).toBeNull();
  });
});
