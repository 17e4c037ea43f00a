import {
  attemptLogIn,
  body,
  logIn,
  logInAdmin,
  signUp,
  useTestApp,
  callsOf,
} from '../helpers/test-app.js';

interface Session {
  token: string;
  username: string;
  display: string;
  roles: string[];
  likes: string[];
}
interface Profile {
  username: string;
  display: string;
  email?: string;
  roles: string[];
  likes: string[];
}

describe('accounts', () => {
  const t = useTestApp({ LOGIN_FAILURE_LIMIT: '3', LOGIN_ADDRESS_FAILURE_LIMIT: '3' });
  const { call } = callsOf(t);

  it('registers openly and answers a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        username: 'alice',
        display: 'Alice',
        email: 'alice@example.com',
        password: 'wonderland1',
      },
    });
    expect(response.statusCode).toBe(200);
    const session = body<Session>(response);
    expect(session).toMatchObject({ username: 'alice', display: 'Alice', roles: [], likes: [] });
    const [, payload] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      exp: number;
    };
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a taken username, case-insensitively, with 409', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { username: 'ALICE', display: 'x', email: '', password: 'another-password' },
    });
    expect(response.statusCode).toBe(409);
    expect(body<{ message: string }>(response).message).toMatch(/taken/);
  });

  it('names the field of bad registration input', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ username: 'a b', password: 'longenough' }, /username/],
      [{ username: 'bob', password: 'short' }, /password/],
      [{ username: 'bob', password: 'longenough', email: 'not-an-email' }, /email/],
      [{ username: 'bob', password: 'longenough', isAdmin: true }, /additional|isAdmin/],
      [{ username: 42, password: 'longenough' }, /username/],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users/register', payload });
      expect(response.statusCode).toBe(400);
      expect(body<{ message: string }>(response).message).toMatch(message);
    }
  });

  it('logs in, and refuses wrong passwords with 401', async () => {
    const ok = await attemptLogIn(t.app, 'Alice', 'wonderland1');
    expect(ok.statusCode).toBe(200);
    expect(body<Session>(ok).username).toBe('alice');
    const bad = await attemptLogIn(t.app, 'alice', 'nope');
    expect(bad.statusCode).toBe(401);
    expect(body<{ error: string }>(bad).error).toBe('Unauthorized');
  });

  it('throttles failed logins per address and username, never the right password from elsewhere', async () => {
    await signUp(t.app, { username: 'victim' });
    for (let i = 0; i < 3; i++) {
      const response = await attemptLogIn(t.app, 'victim', 'guess' + i, '10.0.0.1');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attemptLogIn(t.app, 'victim', 'correct horse battery', '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await attemptLogIn(t.app, 'victim', 'correct horse battery', '10.0.0.9');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('throttles failed logins per address', async () => {
    for (let i = 0; i < 3; i++) {
      await attemptLogIn(t.app, `nobody${i}`, 'guess', '10.9.9.9');
    }
    const blocked = await attemptLogIn(t.app, 'alice', 'wonderland1', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
  });

  it('shows the own profile with email, others without', async () => {
    const alice = await logIn(t.app, 'alice', 'wonderland1');
    const own = await t.app.inject({ url: '/api/users/profile', headers: alice.headers });
    expect(body<Profile>(own)).toEqual({
      username: 'alice',
      display: 'Alice',
      email: 'alice@example.com',
      roles: [],
      likes: [],
    });
    const bob = await signUp(t.app);
    const other = await t.app.inject({ url: '/api/users/profile/alice', headers: bob.headers });
    expect(other.statusCode).toBe(200);
    expect(body<Profile>(other).email).toBeUndefined();
    const anonymous = await t.app.inject({ url: '/api/users/profile/alice' });
    expect(body<Profile>(anonymous).email).toBeUndefined();
    const admin = await logInAdmin(t.app);
    const byAdmin = await t.app.inject({ url: '/api/users/profile/alice', headers: admin.headers });
    expect(body<Profile>(byAdmin).email).toBe('alice@example.com');
    expect((await t.app.inject({ url: '/api/users/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/profile/nobody-here' })).statusCode).toBe(404);
  });

  it('gives the administrator every role', async () => {
    const admin = await logInAdmin(t.app);
    const profile = await t.app.inject({ url: '/api/users/profile', headers: admin.headers });
    expect(body<Profile>(profile).roles).toEqual(
      expect.arrayContaining(['admin', 'mod', 'publisher']),
    );
  });

  it('signs anyone up as publisher, effective at once', async () => {
    const user = await signUp(t.app);
    const before = await call(user, 'POST', '/api/factions/', { title: 'Nope' });
    expect(before.statusCode).toBe(403);
    const response = await call(user, 'POST', '/api/users/setpublisher', {});
    expect(response.statusCode).toBe(200);
    expect(body<Profile>(response).roles).toEqual(['publisher']);
    const after = await call(user, 'POST', '/api/factions/', { title: 'Yes' });
    expect(after.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/setpublisher', payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('issues single-use invites carrying roles, administrator only', async () => {
    const user = await signUp(t.app);
    const refused = await t.app.inject({
      url: '/api/users/generateRegistrationKey',
      headers: user.headers,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await logInAdmin(t.app);
    const issued = await t.app.inject({
      url: '/api/users/generateRegistrationKey',
      headers: admin.headers,
    });
    expect(issued.statusCode).toBe(200);
    const { registrationToken } = body<{ registrationToken: string }>(issued);
    const info = await t.app.inject({
      url: `/api/users/invite/${registrationToken.replaceAll('.', ',')}`,
    });
    if (info.statusCode !== 200) throw new Error(info.body);
    expect(body<{ roles: string[] }>(info).roles).toEqual(['publisher']);
    const register = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          username,
          display: username,
          email: '',
          password: 'invited-password',
          registrationToken,
        },
      });
    const first = await register('invited');
    expect(first.statusCode).toBe(200);
    expect(body<Session>(first).roles).toEqual(['publisher']);
    const second = await register('invited2');
    expect(second.statusCode).toBe(410);
    expect(body<{ message: string }>(second).message).toBe('This invitation has been used');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { username: 'forger', password: 'forged-password', registrationToken: 'a.b.c' },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('reads roles from the database on every request', async () => {
    const user = await signUp(t.app, { roles: ['mod'] });
    const queue = await t.app.inject({
      url: '/api/factions/needsreview?public=true',
      headers: user.headers,
    });
    expect(queue.statusCode).toBe(200);
    const admin = await logInAdmin(t.app);
    await call(admin, 'POST', `/api/users/roles/${user.username}`, { roles: [] });
    const after = await t.app.inject({
      url: '/api/factions/needsreview?public=true',
      headers: user.headers,
    });
    expect(after.statusCode).toBe(403);
  });

  it('treats a bad token as no session', async () => {
    const response = await t.app.inject({
      url: '/api/users/profile',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.statusCode).toBe(401);
    expect(body<{ message: string }>(response).message).toMatch(/login again/);
  });
});
