import { createSigner } from 'fast-jwt';
import { createTokens } from '../../src/auth/tokens.js';

const SECRET = 'a secret for the token tests';

describe('tokens', () => {
  const tokens = createTokens(SECRET, 3600, 3600);
  const signed = (claims: Record<string, unknown>) =>
    createSigner({ key: SECRET, algorithm: 'HS256' })(claims);
  const past = Math.floor(Date.now() / 1000) - 60;

  it('reads an expired invite of this site, so its stored row can say it has expired', () => {
    const token = signed({ typ: 'invite', roles: ['mod'], jti: 'an-id', exp: past });
    expect(tokens.readInvite(token)).toMatchObject({ typ: 'invite', roles: ['mod'], jti: 'an-id' });
  });

  it('still refuses an expired session, and any token signed with another secret', () => {
    expect(
      tokens.readSession(signed({ typ: 'session', sub: 'u', sid: 's', username: 'u', exp: past })),
    ).toBe(null);
    const other = createSigner({ key: 'another secret', algorithm: 'HS256', expiresIn: 60_000 });
    expect(tokens.readInvite(other({ typ: 'invite', roles: [], jti: 'x' }))).toBe(null);
  });

  it('reads a session token with its session, and refuses one that names none (signed before sessions were kept)', () => {
    const token = tokens.session({ id: 'user-id', username: 'someone' }, 'session-id');
    expect(tokens.readSession(token)).toMatchObject({ sub: 'user-id', sid: 'session-id' });
    const future = Math.floor(Date.now() / 1000) + 600;
    expect(
      tokens.readSession(signed({ typ: 'session', sub: 'u', username: 'u', exp: future })),
    ).toBe(null);
  });
});
