import { isTokenExpired, tokenClaims, tokenExpiry } from './token.js';

const jwt = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.');

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

describe('tokenClaims', () => {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

  it('reads the claims of an invite token', () => {
    const token = `e30.${encode({ roles: ['publisher'], exp: 2_000_000_000 })}.signature`;
    expect(tokenClaims(token)).toEqual({ roles: ['publisher'], exp: 2_000_000_000 });
  });

  it('answers null for anything that is not a JWT with an object payload', () => {
    expect(tokenClaims('not-a-token')).toBeNull();
    expect(tokenClaims('a.%%%.c')).toBeNull();
    expect(tokenClaims(`a.${encode([1, 2])}.c`)).toBeNull();
  });
});
