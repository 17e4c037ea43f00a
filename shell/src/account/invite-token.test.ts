import { inviteLink, readInvite } from './invite-token';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('invite tokens', () => {
  const token = `e30.${encode({ roles: ['publisher'], exp: 2_000_000_000 })}.c2ln`;

  it('turns a token into a link with commas and back', () => {
    const link = inviteLink('https://muster.example', token);
    expect(link).not.toContain('.c2ln');
    expect(link.startsWith('https://muster.example/register/e30,')).toBe(true);
    const pathToken = link.split('/register/')[1] ?? '';
    expect(readInvite(pathToken, 0)).toEqual({ token, roles: ['publisher'], expired: false });
  });

  it('notices an expired invite', () => {
    expect(readInvite(token.replace(/\./g, ','), 2_000_000_001_000)?.expired).toBe(true);
  });

  it('answers null for a link that is not a token', () => {
    expect(readInvite('hello')).toBeNull();
  });
});
