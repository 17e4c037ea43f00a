import { SECRET_ROUTES } from '@muster/shared-kernel/core';
import { decodedFully, secretRouteMasks } from '../src/log-secrets.js';
import { scrubText, serializeError } from '../src/logging.js';
import { sampleSecrets, secretAddresses, secretPieces } from './helpers/secret-addresses.js';

describe('secret route parameters in logged text', () => {
  it('are masked for every route the declarations mark, in every form an address takes', () => {
    expect(SECRET_ROUTES.length).toBeGreaterThan(0);
    for (const route of SECRET_ROUTES) {
      for (const secret of sampleSecrets()) {
        for (const address of secretAddresses(route, secret)) {
          const line = scrubText(`${route.method} ${address} answered 410`);
          const error = JSON.stringify(
            serializeError(new Error(`Route ${route.method} ${address} failed`)),
          );
          expect({ address, leaked: secretPieces(`${line}\n${error}`, secret) }).toEqual({
            address,
            leaked: [],
          });
        }
      }
    }
  });

  it('keep the rest of the address readable, the secret named', () => {
    const cases: [text: string, scrubbed: string][] = [
      ['GET /resetpassword/abcdefghijklmnop?from=mail', 'GET /resetpassword/[token]?from=mail'],
      [
        'POST /api/users/password/reset/abc_DEF-123 410',
        'POST /api/users/password/reset/[token] 410',
      ],
      ['/API//Users/invite/abc,def,ghi/', '/API//Users/invite/[token]'],
      ['/login?next=%2Fregister%2Fabc%2Cdef&page=2', '/login?next=%2Fregister%2F[token]'],
      ['/resetpassword?token=abc&page=2', '/resetpassword?token=[redacted]&page=2'],
    ];
    for (const [text, scrubbed] of cases) expect(scrubText(text)).toBe(scrubbed);
    // Lookalikes that carry no secret stay as they are.
    for (const text of [
      '/register',
      '/registerComplete?from=x',
      '/api/users/password/forgot',
      '/api/users/register',
      '/roster/roster_ashfall_1700000000000',
      '/api/rosters/verify/K7QX-M2PD',
      '/profile/register',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });

  it('are found by one mask per pattern', () => {
    const patterns = new Set(SECRET_ROUTES.map((route) => route.pattern));
    expect(secretRouteMasks()).toHaveLength(patterns.size);
  });

  it('read encoded names as they are meant', () => {
    expect(decodedFully('%2574oken')).toBe('token');
    expect(decodedFully('100%')).toBe('100%');
  });
});
