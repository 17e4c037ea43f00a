/**
 * The mock API's forgotten-password calls answer as the API's do: the screens' tests of the
 * forgot and reset pages and of the administrator's reset links run against them.
 */
import { callMockApi as call } from './call-mock-api.js';
import { ADMINISTRATOR, createMockDb, mockApi, mockSessionToken } from './index.js';

const api = mockApi(() => ({
  profiles: [
    ...createMockDb().profiles.map((p) => ({ ...p, email: `${p.username}@muster.test` })),
    ADMINISTRATOR,
  ],
}));

const forgot = (who: string) => call('POST', '/users/password/forgot', { who });
const lookUp = (token: string) => call('GET', `/users/password/reset/${token}`);
const reset = (token: string, password: string, passwordConfirm = password) =>
  call('POST', `/users/password/reset/${token}`, { password, passwordConfirm });

describe('the mock API of forgotten passwords', () => {
  it('answers a reset request the same whether or not an account matches', async () => {
    for (const who of ['vex', 'ADA@muster.test', 'nobody', 'nobody@muster.test'])
      expect(await forgot(who)).toEqual({
        status: 200,
        headers: expect.anything(),
        body: { requested: true },
      });
    expect(api.db.mailedResets.map(({ email, username }) => [email, username])).toEqual([
      ['vex@muster.test', 'vex'],
      ['ada@muster.test', 'ada'],
    ]);
    for (const { token } of api.db.mailedResets) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('mails nothing to an account without a recovery email', async () => {
    for (const profile of api.db.profiles) profile.email = '';
    expect((await forgot('vex')).status).toBe(200);
    expect(api.db.mailedResets).toEqual([]);
  });

  it('refuses with a 404 on a site without mail, which /api/site says', async () => {
    expect((await call('GET', '/site')).body.passwordRecovery).toBe(true);
    api.db.site.passwordRecovery = false;
    expect((await call('GET', '/site')).body.passwordRecovery).toBe(false);
    expect(await forgot('vex')).toMatchObject({
      status: 404,
      body: { message: 'Password recovery is not set up on this site' },
    });
    expect(api.db.mailedResets).toEqual([]);
  });

  it('resets once with a mailed link, signing the user out elsewhere and in here', async () => {
    const login = await call('POST', '/users/login', {
      username: 'vex',
      password: 'correct horse',
    });
    await forgot('vex');
    const token = api.db.mailedResets[0]?.token ?? '';
    expect(await lookUp(token)).toMatchObject({ status: 200, body: { username: 'vex' } });
    const answer = await reset(token, 'a new password');
    expect(answer).toMatchObject({ status: 200, body: { username: 'vex', display: 'Vex' } });
    expect(api.db.passwords.vex).toBe('a new password');
    // The session of the earlier login ended; the reset's is the only one.
    expect(api.db.sessions?.filter((s) => s.username === 'vex')).toHaveLength(1);
    expect((await call('GET', '/users/profile', undefined, String(login.body.token))).status).toBe(
      401,
    );
    expect((await call('GET', '/users/profile', undefined, String(answer.body.token))).status).toBe(
      200,
    );
    for (const again of [await lookUp(token), await reset(token, 'another one')])
      expect(again).toEqual({
        status: 410,
        headers: expect.anything(),
        body: { statusCode: 410, error: 'Gone', message: 'This reset link has been used' },
      });
  });

  it('refuses an expired link, an unknown one and a confirmation that does not match', async () => {
    await forgot('ada');
    const [link] = api.db.resetLinks;
    if (!link) throw new Error('No link was made');
    expect((await reset(link.token, 'long enough', 'long enouhg')).status).toBe(400);
    link.expires = new Date(Date.now() - 1000).toISOString();
    expect(await lookUp(link.token)).toMatchObject({
      status: 410,
      body: { message: 'This reset link has expired' },
    });
    expect(await lookUp('x'.repeat(43))).toMatchObject({
      status: 404,
      body: { message: 'Reset link not found' },
    });
    expect(api.db.passwords.ada).toBe('correct horse');
  });

  it("voids a user's unused links when the password changes", async () => {
    await forgot('ada');
    const token = api.db.mailedResets[0]?.token ?? '';
    const changed = await call(
      'POST',
      '/users/password',
      { currentPassword: 'correct horse', password: 'long enough', passwordConfirm: 'long enough' },
      mockSessionToken('ada'),
    );
    expect(changed.status).toBe(200);
    expect((await lookUp(token)).status).toBe(410);
  });

  it("makes the administrator's links, logged; refuses anyone else", async () => {
    const made = await call('POST', '/users/resetlink/ada', undefined, mockSessionToken('root'));
    expect(made).toMatchObject({ status: 200, body: { token: expect.any(String) } });
    expect(await lookUp(String(made.body.token))).toMatchObject({ body: { username: 'ada' } });
    expect(api.db.modlog?.[0]).toMatchObject({ actor: 'root', action: 'reset-link' });
    expect(
      (await call('POST', '/users/resetlink/ada', undefined, mockSessionToken('vex'))).status,
    ).toBe(403);
    expect((await call('POST', '/users/resetlink/ada')).status).toBe(401);
    expect(
      (await call('POST', '/users/resetlink/nobody', undefined, mockSessionToken('root'))).status,
    ).toBe(404);
  });
});
