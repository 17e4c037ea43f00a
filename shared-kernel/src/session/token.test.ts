import { isTokenExpired, tokenExpiry } from './token.js';

const jwt = (claims: object) => ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.');

describe('session token expiry', () => {
  it('reads exp in milliseconds', () => {
    expect(tokenExpiry(jwt({ exp: 100 }))).toBe(100_000);
    expect(tokenExpiry(jwt({ sub: 'x' }))).toBeNull();
  });

  it('is expired once exp has passed, or when unreadable', () => {
    expect(isTokenExpired(jwt({ exp: 100 }), 99_999)).toBe(false);
    expect(isTokenExpired(jwt({ exp: 100 }), 100_000)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 'x' }), 1e15)).toBe(false);
    expect(isTokenExpired('not-a-jwt')).toBe(true);
    expect(isTokenExpired('a.%%%.c')).toBe(true);
    expect(isTokenExpired(jwt({ exp: 'soon' }))).toBe(true);
  });

  it('decodes UTF-8 claims', () => {
    expect(tokenExpiry(jwt({ name: 'Zoë ✓', exp: 5 }))).toBe(5_000);
  });
});
