/**
 * The one HTTP routine behind every API call: credentials included, the Bearer token where auth
 * is needed (its expiry checked first), a JSON body for everything but GET and DELETE, 204 as an
 * empty result, and any failure toasted and thrown.
 */
import { CONFLICT_MESSAGE, OFFLINE_MESSAGE, type ApiError } from '@muster/shared-kernel/core';
import { sessionStore, type SessionStore } from '../session/session-store.js';
import { isTokenExpired } from '../session/token.js';
import { notify } from '../toasts/notify.js';
import { isOnline } from './online.js';
import { takePageRead } from './page-reads.js';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Whether a call needs the session: `required` refuses to call without a valid token (and sends
 * the user to /login), `optional` attaches a valid token when there is one, `none` never does.
 */
export type AuthMode = 'required' | 'optional' | 'none';

/** What a call answers when the server had nothing to say (204, or an empty body). */
export type EmptyAnswer = Record<string, never>;

/** Toast shown when the token has expired. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired, please login again';
/** Toast shown when a call needs a session and there is none. */
export const AUTH_REQUIRED_MESSAGE = 'Authentication required';
/**
 * The cause of every toast that says the session is over (expired, refused by the server, or
 * missing): however many calls find it out, the user is told once.
 */
export const SESSION_ENDED_CAUSE = 'session-ended';
/** Where an expired or missing session sends the user. */
export const LOGIN_PATH = '/login';

/** The environment the client runs in; replaced in tests. */
export interface ApiEnvironment {
  /** Prepended to every path; '' is the same origin. */
  baseUrl: string;
  fetch: typeof fetch;
  session: SessionStore;
  /** Shows an error toast; `cause` when it is not the message itself (see `notify.error`). */
  toastError: (message: string, cause?: string) => void;
  /** Moves to a path of the site (react-router's navigate once the shell gives it). */
  navigate: (path: string) => void;
  now: () => number;
  /**
   * The answer the page itself carried for a GET of `path` (the server sends a page's first reads
   * inside it), taken once; undefined when it carried none.
   */
  pageRead: (path: string) => unknown;
  /** False when the browser knows it is offline: a call is then refused before it is sent. */
  online: () => boolean;
}

const environment: ApiEnvironment = {
  baseUrl: '',
  fetch: (...args) => globalThis.fetch(...args),
  session: sessionStore,
  toastError: (message, cause) => {
    if (cause === undefined) notify.error(message);
    else notify.error(message, { cause });
  },
  navigate: (path) => {
    if (typeof location !== 'undefined') location.assign(path);
  },
  now: () => Date.now(),
  pageRead: takePageRead,
  online: isOnline,
};

/**
 * Lets the shell give react-router's `navigate`, so the /login redirect stays inside the single
 * page app; without it the client falls back to `location.assign`.
 */
export function setNavigate(navigate: (path: string) => void): void {
  environment.navigate = navigate;
}

/** Replaces parts of the client's environment (tests, or a host that serves the API elsewhere). */
export function configureApi(patch: Partial<ApiEnvironment>): void {
  Object.assign(environment, patch);
}

/** Options of one call. */
export interface RequestOptions {
  auth?: AuthMode;
  /** Sent as JSON; non-GET/DELETE calls send `{}` when absent. */
  body?: unknown;
  /** Sent as multipart form data instead of JSON (image upload). */
  form?: FormData;
  /** Request headers the call adds (a save's `If-Match`). */
  headers?: Readonly<Record<string, string>>;
  /** No toast on failure (background loads whose failure is a normal state); still answers null. */
  quiet?: boolean;
}

/**
 * Forgets the session, says why (once, whatever else says the same), and sends the user to the
 * login page. Said even for a quiet call: the call's failure is its screen's to show, but the end
 * of the session is news of its own.
 */
function endSession(message: string): void {
  environment.session.clear();
  environment.toastError(message, SESSION_ENDED_CAUSE);
  environment.navigate(LOGIN_PATH);
}

/**
 * Ends a session whose token has expired: 'Session expired, please login again', the token
 * cleared, and the login page. The shell calls it when a page opens on such a session, whatever
 * the page; a call that needs the session finds it out the same way.
 */
export function endExpiredSession(): void {
  endSession(SESSION_EXPIRED_MESSAGE);
}

function validToken(auth: AuthMode): string | null | 'refused' {
  if (auth === 'none') return null;
  const { token } = environment.session.get();
  if (token !== null && !isTokenExpired(token, environment.now())) return token;
  if (token !== null && auth === 'required') {
    endExpiredSession();
    return 'refused';
  }
  if (token !== null) {
    // An expired token is useless for any call: forget it.
    environment.session.clear();
    return null;
  }
  if (auth === 'required') {
    endSession(AUTH_REQUIRED_MESSAGE);
    return 'refused';
  }
  return null;
}

/** A failed answer's toast text, '{error}: {message}', and the server's own `message`. */
async function errorOf(response: Response): Promise<{ text: string; serverMessage?: string }> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ApiError>;
    if (
      body &&
      typeof body === 'object' &&
      (typeof body.error === 'string' || typeof body.message === 'string')
    ) {
      return {
        text: `${body.error ?? response.statusText}: ${body.message ?? ''}`,
        serverMessage: body.message,
      };
    }
  } catch {
    // Not JSON: the status text says what happened.
  }
  return {
    text: `Error ${response.status}: ${response.statusText || 'the server answered with an error'}`,
  };
}

/**
 * A call that failed: refused before sending (no session), a network error, a non-2xx answer, or
 * an answer that is not JSON. `status` is the HTTP status (0 when nothing was answered); the
 * message is the one toasted, '{error}: {message}'.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    message: string,
    /** The `message` of the server's error body, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

/** Whether a failure is the server saying the thing does not exist (the 'nothing to show' case). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 404;

/**
 * Whether a save failed because someone else saved the thing since the editor loaded it (a 409
 * with {@link CONFLICT_MESSAGE}). Other 409s, such as a taken username, are not. The
 * client does not toast it: the editor shows its conflict notice with Reload instead.
 */
export const isConflict = (error: unknown): boolean =>
  error instanceof ApiRequestError &&
  error.status === 409 &&
  error.serverMessage === CONFLICT_MESSAGE;

/**
 * Calls the API. Answers the parsed JSON body, or `{}` for 204 or an empty body. Any failure is
 * toasted (unless `quiet`, or an edit conflict: see {@link isConflict}) and thrown as an
 * {@link ApiRequestError}: the query hooks turn it into their error state.
 */
export async function send<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const fail = (status: number, message: string, toast = !options.quiet): never => {
    if (toast) environment.toastError(message);
    throw new ApiRequestError(status, message);
  };
  const token = validToken(options.auth ?? 'none');
  if (token === 'refused') return fail(401, AUTH_REQUIRED_MESSAGE, false);
  // The page carries a visitor's answers: a call that sends a token asks the server.
  if (method === 'GET' && token === null) {
    const carried = environment.pageRead(path);
    if (carried !== undefined) return carried as T;
  }
  // Offline, a call is refused in words rather than left to fail as a network error: a write's
  // form keeps what was typed, and the user knows why nothing happened.
  if (!environment.online()) return fail(0, OFFLINE_MESSAGE);
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, credentials: 'include', headers };
  if (options.form) {
    init.body = options.form;
  } else if (method !== 'GET' && method !== 'DELETE') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body ?? {});
  }
  let response: Response;
  try {
    response = await environment.fetch(environment.baseUrl + path, init);
  } catch (error) {
    // The connection went while the call was on its way.
    if (!environment.online()) return fail(0, OFFLINE_MESSAGE);
    return fail(0, `Network error: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    const { text, serverMessage } = await errorOf(response);
    const error = new ApiRequestError(response.status, text, serverMessage);
    if (response.status === 401 && token !== null) {
      // The server no longer accepts this session (expired early, ended from another device, or
      // the user is gone). Calls sent together all hear it: the first ends the session and says
      // so; the others find it ended and say nothing more.
      if (environment.session.get().token === token) endSession(text);
      throw error;
    }
    // A stale save is the editor's to show (its conflict notice, with Reload), not a toast's.
    if (!options.quiet && !isConflict(error)) environment.toastError(text);
    throw error;
  }
  if (response.status === 204) return {} as T;
  const text = await response.text();
  if (text.trim() === '') return {} as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fail(response.status, 'Error: the server answered something that is not JSON', true);
  }
}

/**
 * Answers null instead of throwing when a call failed (the failure was already toasted), for code
 * that reads a call's answer directly rather than through a query hook.
 */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}

/** {@link send}, answering null (after the toast) instead of throwing. */
export function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T | null> {
  return orNull(send<T>(method, path, options));
}
