import { sessionStore } from '../session/session-store.js';
import {
  countFactions,
  deleteFaction,
  getActivePointFormula,
  getFaction,
  getFactionVersion,
  getProfile,
  getRuleset,
  getScenario,
  getUnit,
  getWeapon,
  likeFaction,
  listAbilityTemplates,
  listFactions,
  listPages,
  listScenarios,
  login,
  saveFaction,
  setPublisher,
  unlikeFaction,
  unitsOfFaction,
  uploadImage,
  weaponsOfFaction,
} from './calls.js';
import {
  CONFLICT_MESSAGE,
  OFFLINE_MESSAGE,
  START_READS,
  firstReads,
} from '@muster/shared-kernel/core';
import { fetchSiteConfig } from '../queries/use-site-config.js';
import { pageReadsFrom } from './page-reads.js';
import {
  ApiRequestError,
  configureApi,
  isConflict,
  isNotFound,
  orNull,
  request,
  setNavigate,
} from './http.js';

const NOW = Date.UTC(2026, 0, 1);
const jwt = (exp: number) =>
  ['e30', Buffer.from(JSON.stringify({ sub: 'ann', exp })).toString('base64url'), 'sig'].join('.');
const fresh = jwt(NOW / 1000 + 3600);
const stale = jwt(NOW / 1000 - 1);

function signIn(token = fresh): void {
  sessionStore.set({ token, username: 'ann', display: 'Ann', roles: ['publisher'], likes: ['f0'] });
}

function answer(status: number, body?: unknown, statusText = ''): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  // jsdom has no Response: the client reads only these members.
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
  } as Response;
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const toastError = jest.fn<void, [string]>();
const navigate = jest.fn<void, [string]>();

beforeEach(() => {
  fetchMock.mockReset();
  toastError.mockReset();
  navigate.mockReset();
  sessionStore.clear();
  configureApi({
    fetch: fetchMock as unknown as typeof fetch,
    toastError,
    now: () => NOW,
    pageRead: () => undefined,
    online: () => true,
  });
  setNavigate(navigate);
});

/** The Authorization header of each call made, in order. */
const tokensSent = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

describe('the API client', () => {
  it('GETs with credentials, no body and no token for public calls', async () => {
    fetchMock.mockResolvedValue(answer(200, { _id: 'f1', slug: 'orcs' }));
    signIn();
    await expect(getFaction('orcs')).resolves.toEqual({ _id: 'f1', slug: 'orcs' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/factions/orcs');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.body).toBeUndefined();
    // optional auth: a valid token is attached
    expect(headers.Authorization).toBe(`Bearer ${fresh}`);
  });

  it('builds list and count paths', async () => {
    fetchMock.mockImplementation(async () => answer(200, []));
    await listFactions('public', { page: 2, search: 'orc & elf' });
    expect(lastCall().url).toBe(
      '/api/factions?public=true&limit=100&page=2&search=orc%20%26%20elf',
    );
    fetchMock.mockResolvedValue(answer(200, 42));
    await expect(countFactions('public')).resolves.toBe(42);
    expect(lastCall().url).toBe('/api/factions?public=true&count=true');
    signIn();
    fetchMock.mockResolvedValue(answer(200, []));
    await listScenarios('mine');
    expect(lastCall().url).toBe('/api/scenarios/myscenarios?foo=bar&limit=100&page=1');
    await listFactions('queue');
    expect(lastCall().url).toBe('/api/factions/needsreview?public=true&limit=100&page=1');
    await listPages('lore', 'story');
    expect(lastCall().url).toBe('/api/pages/list/lore?tag=story');
  });

  it('POSTs JSON with the Bearer token, and {} when there is no payload', async () => {
    signIn();
    fetchMock.mockResolvedValue(answer(200, { _id: 'f1', slug: 'orcs' }));
    await saveFaction({ title: 'Orcs' }, 'f1');
    const saved = lastCall();
    expect(saved.url).toBe('/api/factions/f1');
    expect(saved.init.body).toBe('{"title":"Orcs"}');
    expect(saved.headers['Content-Type']).toBe('application/json');
    expect(saved.headers.Authorization).toBe(`Bearer ${fresh}`);
    await saveFaction({ title: 'New' });
    expect(lastCall().url).toBe('/api/factions/');
    fetchMock.mockResolvedValue(answer(200, { roles: ['publisher', 'mod'] }));
    await setPublisher();
    expect(lastCall().init.body).toBe('{}');
    expect(sessionStore.get().roles).toEqual(['publisher', 'mod']);
  });

  it('answers {} for 204 and sends no body with DELETE', async () => {
    signIn();
    fetchMock.mockResolvedValue(answer(204));
    await expect(deleteFaction('orcs')).resolves.toEqual({});
    expect(lastCall().init.body).toBeUndefined();
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('toasts {error}: {message} and throws the status for a non-OK JSON answer', async () => {
    fetchMock.mockResolvedValue(
      answer(404, { statusCode: 404, error: 'Not Found', message: 'No faction orcs' }),
    );
    const failure = getFaction('orcs');
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      message: 'Not Found: No faction orcs',
    });
    await expect(failure.catch((error: unknown) => isNotFound(error))).resolves.toBe(true);
    expect(toastError).toHaveBeenCalledWith('Not Found: No faction orcs');
  });

  it('sends the version a save names in its body, and answers a stale one as a conflict, untoasted', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      answer(409, { statusCode: 409, error: 'Conflict', message: CONFLICT_MESSAGE }),
    );
    const failure = saveFaction({ title: 'Orcs', version: 3 }, 'f1');
    await expect(failure.catch((error: unknown) => isConflict(error))).resolves.toBe(true);
    expect(JSON.parse(lastCall().init.body as string)).toEqual({ title: 'Orcs', version: 3 });
    expect(lastCall().headers['If-Match']).toBeUndefined();
    // The editor shows the conflict with Reload: no generic error toast on top of it.
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts any other 409 (a taken name is no edit conflict)', async () => {
    fetchMock.mockResolvedValue(
      answer(409, { statusCode: 409, error: 'Conflict', message: 'Username bob is taken' }),
    );
    const failure = getFaction('orcs');
    await expect(failure.catch((error: unknown) => isConflict(error))).resolves.toBe(false);
    expect(toastError).toHaveBeenCalledWith('Conflict: Username bob is taken');
    expect(isConflict(new Error(CONFLICT_MESSAGE))).toBe(false);
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(answer(502, '<html>bad gateway</html>', 'Bad Gateway'));
    await expect(getFaction('orcs')).rejects.toMatchObject({ status: 502 });
    await expect(orNull(getFaction('orcs'))).resolves.toBeNull();
    expect(toastError).toHaveBeenCalledWith('Error 502: Bad Gateway');
  });

  it('stays quiet when asked to, still answering null', async () => {
    fetchMock.mockResolvedValue(
      answer(404, { statusCode: 404, error: 'Not Found', message: 'none' }),
    );
    await expect(request('GET', '/api/formulas/active', { quiet: true })).resolves.toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts a network failure and throws it with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getFaction('orcs')).rejects.toMatchObject({ status: 0 });
    expect(toastError).toHaveBeenCalledWith('Network error: Failed to fetch');
  });

  it('refuses an authenticated call with an expired token: toast, token cleared, /login', async () => {
    signIn(stale);
    await expect(saveFaction({ title: 'Orcs' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('Session expired, please login again');
    expect(sessionStore.get().token).toBeNull();
    expect(sessionStore.get().username).toBe('Login');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('refuses an authenticated call without a session: Authentication required, /login', async () => {
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Authentication required');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('drops an expired token from an optional-auth call but still makes it', async () => {
    signIn(stale);
    fetchMock.mockResolvedValue(answer(200, { username: 'bob' }));
    await expect(getProfile('bob')).resolves.toEqual({ username: 'bob' });
    expect(lastCall().headers.Authorization).toBeUndefined();
    expect(sessionStore.get().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the session when the server refuses the token (401)', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Unknown user' }),
    );
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('stores the session after login, not after a failed one', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong password' }),
    );
    await expect(login({ username: 'ann', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(
      answer(200, { token: fresh, username: 'ann', display: 'Ann', roles: ['mod'], likes: [] }),
    );
    await login({ username: 'ann', password: 'right' });
    expect(sessionStore.get()).toEqual({
      token: fresh,
      username: 'ann',
      display: 'Ann',
      roles: ['mod'],
      likes: [],
    });
    expect(JSON.parse(lastCall().init.body as string)).toEqual({
      username: 'ann',
      password: 'right',
    });
  });

  it('keeps the session likes in step with like and unlike', async () => {
    signIn();
    fetchMock.mockImplementation(async () => answer(200, { likes: 3 }));
    await likeFaction('f1');
    expect(sessionStore.get().likes).toEqual(['f0', 'f1']);
    await unlikeFaction('f0');
    expect(sessionStore.get().likes).toEqual(['f1']);
    expect(lastCall().url).toBe('/api/factions/unlike/f0');
  });

  it('uploads an image as multipart form data', async () => {
    signIn();
    fetchMock.mockResolvedValue(answer(200, { file_url: '/api/image/abc' }));
    await expect(uploadImage(new Blob(['x'], { type: 'image/png' }), 'a.png')).resolves.toEqual({
      file_url: '/api/image/abc',
    });
    const { init, headers } = lastCall();
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('image')).toBeTruthy();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('encodes path segments', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await getFaction('../users/profile');
    expect(lastCall().url).toBe('/api/factions/..%2Fusers%2Fprofile');
  });
});

describe('the reads a page starts with', () => {
  it('are asked for at the addresses whose answers the server carries, as a visitor', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await getRuleset();
    await getFaction('café noir');
    await getScenario('hold-the-bridge');
    await fetchSiteConfig();
    await listAbilityTemplates();
    await getActivePointFormula();
    const asked = fetchMock.mock.calls.map(([url, init]) => [url, init?.credentials]);
    const faction = firstReads('/factions/caf%C3%A9%20noir');
    expect(asked).toEqual([
      [firstReads('/ruleset')[1], 'include'],
      [faction[1], 'include'],
      [firstReads('/scenarios/hold-the-bridge')[1], 'include'],
      [firstReads('/login')[0], 'include'],
      [faction[2], 'include'],
      [faction[3], 'include'],
    ]);
    expect(firstReads('/ruleset')[2]).toBe(faction[3]);
  });

  it("ask for a faction's units and weapons and its author where the server reads them", async () => {
    fetchMock.mockResolvedValue(answer(200, []));
    await unitsOfFaction('f/1');
    await weaponsOfFaction('f/1');
    await getProfile('Ann Smith');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      START_READS.unitsOfFaction('f/1'),
      START_READS.weaponsOfFaction('f/1'),
      START_READS.profile('Ann Smith'),
    ]);
    expect(START_READS.unitsOfFaction('f/1')).toBe('/api/units/faction/f%2F1');
  });

  const carrying = (answers: Record<string, unknown>) =>
    configureApi({ pageRead: pageReadsFrom(JSON.stringify(answers), () => 0).take });

  it("are taken from the page instead of asked, once each, by a visitor's GET", async () => {
    carrying({ '/api/factions/orcs': { _id: 'f1', title: 'Carried' } });
    fetchMock.mockResolvedValue(answer(200, { _id: 'f1', title: 'Asked' }));
    await expect(getFaction('orcs')).resolves.toEqual({ _id: 'f1', title: 'Carried' });
    expect(fetchMock).not.toHaveBeenCalled();
    // A second read (a refetch after a save) asks the server.
    await expect(getFaction('orcs')).resolves.toEqual({ _id: 'f1', title: 'Asked' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are asked for by a call that sends a token; a call that never does still takes them', async () => {
    signIn();
    carrying({
      '/api/factions/orcs': { title: 'Carried' },
      '/api/site': { chatUrl: 'https://chat.example' },
    });
    fetchMock.mockResolvedValue(answer(200, { title: 'Asked' }));
    await expect(getFaction('orcs')).resolves.toEqual({ title: 'Asked' });
    expect(lastCall().headers.Authorization).toBe(`Bearer ${fresh}`);
    await expect(fetchSiteConfig()).resolves.toMatchObject({ chatUrl: 'https://chat.example' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("are asked for with the token by a signed-in reader of a faction's units and weapons", async () => {
    // The server answers a signed-in author the working copy, a visitor the approved version.
    signIn();
    carrying({
      [START_READS.unitsOfFaction('f1')]: [{ _id: 'u-approved' }],
      [START_READS.weaponsOfFaction('f1')]: [{ _id: 'w-approved' }],
    });
    fetchMock.mockImplementation(async (url) =>
      answer(
        200,
        String(url).includes('/units/') ? [{ _id: 'u-working' }] : [{ _id: 'w-working' }],
      ),
    );
    await expect(unitsOfFaction('f1')).resolves.toEqual([{ _id: 'u-working' }]);
    await expect(weaponsOfFaction('f1')).resolves.toEqual([{ _id: 'w-working' }]);
    await getUnit('u1');
    await getWeapon('w1');
    expect(tokensSent()).toEqual(Array(4).fill(`Bearer ${fresh}`));
  });

  it('are the same for every reader where the answer is: versions, templates, the formula', async () => {
    // The offline snapshot keeps these for visitors too: they must never be read with a token.
    signIn();
    fetchMock.mockImplementation(async () => answer(200, {}));
    await getFactionVersion('kell', 2);
    await listAbilityTemplates();
    await getActivePointFormula();
    expect(tokensSent()).toEqual([undefined, undefined, undefined]);
  });

  it('never answer a write, even one that sends no token', async () => {
    carrying({ '/api/users/login': { token: 'carried' } });
    fetchMock.mockResolvedValue(answer(401, { error: 'Unauthorized', message: 'Wrong password' }));
    await expect(login({ username: 'ann', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().token).toBeNull();
  });
});

describe('offline (issue 16)', () => {
  it('refuses a write with "You are offline" before sending it, and keeps nothing back', async () => {
    signIn();
    configureApi({ online: () => false });
    const body = { title: 'Typed offline' };
    await expect(saveFaction(body as never)).rejects.toMatchObject({
      status: 0,
      message: OFFLINE_MESSAGE,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith(OFFLINE_MESSAGE);
  });

  it('says "You are offline" when the connection went while a call was on its way', async () => {
    let online = true;
    configureApi({ online: () => online });
    fetchMock.mockImplementation(async () => {
      online = false;
      throw new TypeError('Failed to fetch');
    });
    await expect(login({ username: 'ann', password: 'pw' } as never)).rejects.toMatchObject({
      message: OFFLINE_MESSAGE,
    });
    expect(toastError).toHaveBeenCalledWith(OFFLINE_MESSAGE);
  });

  it('still answers what the page carried', async () => {
    configureApi({ online: () => false, pageRead: () => ({ title: 'carried' }) });
    await expect(getFaction('kell')).resolves.toEqual({ title: 'carried' });
  });
});
