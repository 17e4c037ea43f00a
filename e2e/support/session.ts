import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from './accounts';

/**
 * Stores a made-up session in the browser as the shell would after login (roles decide what
 * loads). The server refuses its token: for screens that call the API as that user, use
 * {@link signInWithApi}.
 */
export async function signInAs(page: Page, username: string, roles: string[]): Promise<void> {
  await page.addInitScript(
    ({ username, roles }) => {
      const payload = btoa(
        JSON.stringify({ sub: username, exp: Math.floor(Date.now() / 1000) + 3600 }),
      );
      localStorage.setItem(
        'muster_session',
        JSON.stringify({ token: `e30.${payload}.sig`, username, display: null, roles, likes: [] }),
      );
    },
    { username, roles },
  );
}

/** A session as the shell keeps it in localStorage. */
export interface Session {
  token: string;
  username: string;
  display: string | null;
  roles: string[];
  likes: string[];
}

/** A username and password. */
export interface Credentials {
  username: string;
  password: string;
}

/** Logs in through the API and hands the browser that real session before any page loads. */
export async function signInWithApi(
  page: Page,
  request: APIRequestContext,
  credentials: Credentials,
): Promise<Session> {
  const response = await request.post('/api/users/login', { data: credentials });
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as Partial<Session> & { token: string; username: string };
  const session: Session = {
    token: answer.token,
    username: answer.username,
    display: answer.display ?? null,
    roles: answer.roles ?? [],
    likes: answer.likes ?? [],
  };
  await page.addInitScript((value) => {
    localStorage.setItem('muster_session', JSON.stringify(value));
  }, session);
  return session;
}

/** A new user whom the administrator has made a moderator, through the API. */
export async function createModerator(request: APIRequestContext): Promise<Credentials> {
  const credentials = { username: uniqueName('warden'), password: 'long enough password' };
  const registered = await request.post('/api/users/register', {
    data: { ...credentials, email: `${credentials.username}@example.org` },
  });
  expect(registered.ok()).toBe(true);
  const login = await request.post('/api/users/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const granted = await request.post(`/api/users/roles/${credentials.username}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { roles: ['mod'] },
  });
  expect(granted.ok()).toBe(true);
  return credentials;
}
