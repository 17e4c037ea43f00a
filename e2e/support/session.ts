import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from './accounts';

/** A session as the shell keeps it in localStorage. */
export interface Session {
  token: string;
  username: string;
  display: string | null;
  roles: string[];
  likes: string[];
}

/** A session whose token expired long ago, as a browser keeps it after a long absence. */
export const EXPIRED_SESSION: Session = {
  token: `e30.${Buffer.from(JSON.stringify({ sub: 'ghost', exp: 1000 })).toString('base64url')}.sig`,
  username: 'ghost',
  display: null,
  roles: [],
  likes: [],
};

/** Keeps `session` in the browser, as the shell does, for the pages opened from now on. */
export async function keepSession(page: Page, session: Session): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('muster_session', JSON.stringify(value));
  }, session);
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
  const { username, password } = credentials; // only these: the login refuses other fields
  const response = await request.post('/api/users/login', { data: { username, password } });
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

/** A user registered through the API, with the Authorization header of its first session. */
export interface RegisteredUser extends Credentials {
  headers: { authorization: string };
}

/** How {@link createUser} makes a user. */
export interface NewUser {
  /** The start of the unique username (and display name): says what the user is for. */
  prefix?: string;
  /** Makes the user a publisher the way a member does it: their own /setpublisher call. */
  publisher?: boolean;
}

/**
 * A new user registered through the API (the one registration of the suite's API helpers),
 * given `roles` by the administrator.
 */
export async function createUser(
  request: APIRequestContext,
  roles: ('publisher' | 'mod')[] = [],
  { prefix = 'member', publisher = false }: NewUser = {},
): Promise<RegisteredUser> {
  const credentials = { username: uniqueName(prefix), password: 'long enough password' };
  const registered = await request.post('/api/users/register', {
    data: {
      ...credentials,
      display: credentials.username,
      email: `${credentials.username}@example.org`,
    },
  });
  expect(registered.ok()).toBe(true);
  const { token: userToken } = (await registered.json()) as { token: string };
  const headers = { authorization: `Bearer ${userToken}` };
  if (publisher) {
    expect((await request.post('/api/users/setpublisher', { headers, data: {} })).ok()).toBe(true);
  }
  if (roles.length > 0) {
    const login = await request.post('/api/users/login', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const granted = await request.post(`/api/users/roles/${credentials.username}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { roles },
    });
    expect(granted.ok()).toBe(true);
  }
  return { ...credentials, headers };
}

/** A new user whom the administrator has made a moderator, through the API. */
export const createModerator = (request: APIRequestContext) => createUser(request, ['mod']);
