/**
 * Registration: a taken username, compared without case, is answered 409
 * before any password is hashed; registrations are throttled per address.
 */
import { jest } from '@jest/globals';

/** How many passwords were hashed: the costly step a taken name must not reach. */
let hashes = 0;

// A counting stand-in for the password module (fast, and enough for registering and logging in).
jest.unstable_mockModule('../../src/auth/passwords.js', () => ({
  hashPassword: async (password: string) => {
    hashes++;
    return `plain$${password}`;
  },
  verifyPassword: async (password: string, stored: string) => stored === `plain$${password}`,
  decoyHash: async () => 'plain$',
}));

const { body, useTestApp } = await import('../helpers/test-app.js');

describe('registration', () => {
  const t = useTestApp({ REGISTRATIONS_PER_HOUR: '3' });

  const register = (username: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { username, display: username, email: '', password: 'long enough password' },
      remoteAddress,
    });

  it('answers a taken username, in any case, 409 without hashing a password', async () => {
    const start = hashes;
    expect((await register('bob', '10.7.0.1')).statusCode).toBe(200);
    expect(hashes).toBe(start + 1);
    const before = hashes;
    for (const name of ['Bob', 'BOB', 'Admin']) {
      const response = await register(name, '10.7.0.2');
      expect(response.statusCode).toBe(409);
      expect(body<{ message: string }>(response).message).toBe('That username is taken');
    }
    expect(hashes).toBe(before);
  });

  it('throttles registrations per address with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await register(`settler${i}`, '10.7.1.1')).statusCode).toBe(200);
    }
    const refused = await register('settler3', '10.7.1.1');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(body<{ message: string }>(refused).message).toMatch(/registrations from this address/);
    expect((await register('settler3', '10.7.1.2')).statusCode).toBe(200);
  });
});
