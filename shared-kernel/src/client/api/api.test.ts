import { keepSession } from '../session/keep-session.js';
import { sessionStore } from '../session/session-store.js';
import { becomePublisher, uploadImage } from '../queries/use-account-writes.js';
import { fetchActivePointFormula } from '../queries/use-active-point-formula.js';
import { fetchFaction } from '../queries/use-faction.js';
import { fetchFactionCount, fetchFactionList } from '../queries/use-faction-list.js';
import { createOrUpdate } from '../queries/cached-writes.js';
import { fetchProfile } from '../queries/use-profile.js';
import { fetchScenarioList } from '../queries/use-scenario-list.js';
import { fetchUnit } from '../queries/use-unit.js';
import { fetchUnitsOfFaction } from '../queries/use-units-of-faction.js';
import { fetchWeapon } from '../queries/use-weapon.js';
import { fetchWeaponsOfFaction } from '../queries/use-weapons-of-faction.js';
import { AUTH_OF_ACCESS, callOperation } from './call-operation.js';
import {
  CONFLICT_MESSAGE,
  OFFLINE_MESSAGE,
  START_READS,
  firstReads,
  operations,
  type Faction,
  type FactionVersion,
  type LoginPayload,
  type OperationAnswer,
  type UserList,
} from '@muster/shared-kernel/core';
import { fetchSiteConfig } from '../queries/use-site-config.js';
import { pageReadsFrom } from './page-reads.js';
import {
  ApiRequestError,
  SESSION_ENDED_CAUSE,
  configureApi,
  isConflict,
  isNotFound,
  orNull,
  request,
  setNavigate,
} from './http.js';

/** A sign-in as the shell's login page makes it: the session is kept from the answer. */
const logIn = async (credentials: LoginPayload) =>
  keepSession(await callOperation(operations.login, { body: credentials }));

/** A faction's save: its update with an id, its creation without. */
const saveFaction = createOrUpdate(operations.createFaction, operations.updateFaction);

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
const toastError = jest.fn<void, [string, string?]>();
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
    await expect(fetchFaction('orcs')).resolves.toEqual({ _id: 'f1', slug: 'orcs' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/factions/orcs');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.body).toBeUndefined();
    // optional auth: a valid token is attached
    expect(headers.Authorization).toBe(`Bearer ${fresh}`);
  });

  it('builds list and count paths', async () => {
    fetchMock.mockImplementation(async () => answer(200, []));
    await fetchFactionList('public', { page: 2, search: 'orc & elf' });
    expect(lastCall().url).toBe(
      '/api/factions?public=true&limit=100&page=2&search=orc%20%26%20elf',
    );
    fetchMock.mockResolvedValue(answer(200, 42));
    await expect(fetchFactionCount('public')).resolves.toBe(42);
    expect(lastCall().url).toBe('/api/factions?public=true&count=true');
    signIn();
    fetchMock.mockResolvedValue(answer(200, []));
    await fetchScenarioList('mine');
    expect(lastCall().url).toBe('/api/scenarios/myscenarios?foo=bar&limit=100&page=1');
    await fetchFactionList('queue');
    expect(lastCall().url).toBe('/api/factions/needsreview?public=true&limit=100&page=1');
    await callOperation(operations.listPages, {
      params: { type: 'lore' },
      query: { tag: 'story' },
    });
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
    await becomePublisher();
    expect(lastCall().init.body).toBe('{}');
    expect(sessionStore.get().roles).toEqual(['publisher', 'mod']);
  });

  it('answers {} for 204 and sends no body with DELETE', async () => {
    signIn();
    fetchMock.mockResolvedValue(answer(204));
    await expect(
      callOperation(operations.deleteFaction, { params: { id: 'orcs' } }),
    ).resolves.toEqual({});
    expect(lastCall().init.body).toBeUndefined();
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('toasts {error}: {message} and throws the status for a non-OK JSON answer', async () => {
    fetchMock.mockResolvedValue(
      answer(404, { statusCode: 404, error: 'Not Found', message: 'No faction orcs' }),
    );
    const failure = fetchFaction('orcs');
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
    const failure = fetchFaction('orcs');
    await expect(failure.catch((error: unknown) => isConflict(error))).resolves.toBe(false);
    expect(toastError).toHaveBeenCalledWith('Conflict: Username bob is taken');
    expect(isConflict(new Error(CONFLICT_MESSAGE))).toBe(false);
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(answer(502, '<html>bad gateway</html>', 'Bad Gateway'));
    await expect(fetchFaction('orcs')).rejects.toMatchObject({ status: 502 });
    await expect(orNull(fetchFaction('orcs'))).resolves.toBeNull();
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
    await expect(fetchFaction('orcs')).rejects.toMatchObject({ status: 0 });
    expect(toastError).toHaveBeenCalledWith('Network error: Failed to fetch');
  });

  it('refuses an authenticated call with an expired token: toast, token cleared, /login', async () => {
    signIn(stale);
    await expect(saveFaction({ title: 'Orcs' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith(
      'Session expired, please login again',
      SESSION_ENDED_CAUSE,
    );
    expect(sessionStore.get().token).toBeNull();
    expect(sessionStore.get().username).toBe('Login');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('refuses an authenticated call without a session: Authentication required, /login', async () => {
    await expect(fetchProfile()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Authentication required', SESSION_ENDED_CAUSE);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('drops an expired token from an optional-auth call but still makes it', async () => {
    signIn(stale);
    fetchMock.mockResolvedValue(answer(200, { username: 'bob' }));
    await expect(fetchProfile('bob')).resolves.toEqual({ username: 'bob' });
    expect(lastCall().headers.Authorization).toBeUndefined();
    expect(sessionStore.get().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the session when the server refuses the token (401)', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Unknown user' }),
    );
    await expect(fetchProfile()).rejects.toMatchObject({ status: 401 });
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('ends a session the server refuses once, however many calls carried it', async () => {
    signIn();
    const refusals: ((response: Response) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise((resolve) => refusals.push(resolve)));
    const calls = [fetchProfile(), callOperation(operations.listSessions), fetchProfile()];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tokensSent()).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`, `Bearer ${fresh}`]);
    const message = 'Session expired or invalid, please login again';
    for (const refuse of refusals)
      refuse(answer(401, { statusCode: 401, error: 'Unauthorized', message }));
    for (const call of calls) await expect(call).rejects.toMatchObject({ status: 401 });
    expect(toastError.mock.calls).toEqual([[`Unauthorized: ${message}`, SESSION_ENDED_CAUSE]]);
    expect(navigate.mock.calls).toEqual([['/login']]);
    expect(sessionStore.get().token).toBeNull();
  });

  it('says the end of a session even for a quiet call, whose own failures stay quiet', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Unknown user' }),
    );
    await expect(fetchProfile(undefined, { quiet: true })).rejects.toMatchObject({ status: 401 });
    expect(toastError.mock.calls).toEqual([['Unauthorized: Unknown user', SESSION_ENDED_CAUSE]]);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('stores the session after login, not after a failed one', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong password' }),
    );
    await expect(logIn({ username: 'ann', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(
      answer(200, { token: fresh, username: 'ann', display: 'Ann', roles: ['mod'], likes: [] }),
    );
    await logIn({ username: 'ann', password: 'right' });
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
    await fetchFaction('../users/profile');
    expect(lastCall().url).toBe('/api/factions/..%2Fusers%2Fprofile');
  });
});

describe('the reads a page starts with', () => {
  it('are asked for at the addresses whose answers the server carries, as a visitor', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await callOperation(operations.getRuleset);
    await fetchFaction('café noir');
    await callOperation(operations.getScenario, { params: { id: 'hold-the-bridge' } });
    await fetchSiteConfig();
    await callOperation(operations.listAbilityTemplates);
    await fetchActivePointFormula();
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
    await fetchUnitsOfFaction('f/1');
    await fetchWeaponsOfFaction('f/1');
    await fetchProfile('Ann Smith');
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
    await expect(fetchFaction('orcs')).resolves.toEqual({ _id: 'f1', title: 'Carried' });
    expect(fetchMock).not.toHaveBeenCalled();
    // A second read (a refetch after a save) asks the server.
    await expect(fetchFaction('orcs')).resolves.toEqual({ _id: 'f1', title: 'Asked' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are asked for by a call that sends a token; a call that never does still takes them', async () => {
    signIn();
    carrying({
      '/api/factions/orcs': { title: 'Carried' },
      '/api/site': { chatUrl: 'https://chat.example' },
    });
    fetchMock.mockResolvedValue(answer(200, { title: 'Asked' }));
    await expect(fetchFaction('orcs')).resolves.toEqual({ title: 'Asked' });
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
    await expect(fetchUnitsOfFaction('f1')).resolves.toEqual([{ _id: 'u-working' }]);
    await expect(fetchWeaponsOfFaction('f1')).resolves.toEqual([{ _id: 'w-working' }]);
    await fetchUnit('u1');
    await fetchWeapon('w1');
    expect(tokensSent()).toEqual(Array(4).fill(`Bearer ${fresh}`));
  });

  it('are the same for every reader where the answer is: versions, templates, the formula', async () => {
    // The offline snapshot keeps these for visitors too: they must never be read with a token.
    signIn();
    fetchMock.mockImplementation(async () => answer(200, {}));
    await callOperation(operations.getFactionVersion, { params: { id: 'kell', number: 2 } });
    await callOperation(operations.listAbilityTemplates);
    await fetchActivePointFormula();
    expect(tokensSent()).toEqual([undefined, undefined, undefined]);
  });

  it('never answer a write, even one that sends no token', async () => {
    carrying({ '/api/users/login': { token: 'carried' } });
    fetchMock.mockResolvedValue(answer(401, { error: 'Unauthorized', message: 'Wrong password' }));
    await expect(logIn({ username: 'ann', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().token).toBeNull();
  });
});

describe('offline', () => {
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
    await expect(logIn({ username: 'ann', password: 'pw' } as never)).rejects.toMatchObject({
      message: OFFLINE_MESSAGE,
    });
    expect(toastError).toHaveBeenCalledWith(OFFLINE_MESSAGE);
  });

  it('still answers what the page carried', async () => {
    configureApi({ online: () => false, pageRead: () => ({ title: 'carried' }) });
    await expect(fetchFaction('kell')).resolves.toEqual({ title: 'carried' });
  });
});

describe('callOperation', () => {
  beforeEach(() => fetchMock.mockImplementation(async () => answer(200, {})));

  it("fills the declaration's path, each value encoded as one segment, numbers in decimal", async () => {
    await callOperation(operations.getFactionVersion, { params: { id: 'orcs/../x y', number: 2 } });
    expect(lastCall().url).toBe('/api/factions/orcs%2F..%2Fx%20y/versions/2');
    expect(lastCall().init.method).toBe('GET');
    expect(lastCall().init.body).toBeUndefined();
    await callOperation(operations.getRandomFaction);
    expect(lastCall().url).toBe('/api/factions/rand');
  });

  it('adds the query values given, encoded, in order, leaving out the empty ones', async () => {
    signIn();
    await callOperation(operations.listUsers, { query: { search: 'a&b c', page: 2 } });
    expect(lastCall().url).toBe('/api/users?search=a%26b%20c&page=2');
    await callOperation(operations.listUsers, { query: { search: '', page: undefined } });
    expect(lastCall().url).toBe('/api/users');
  });

  it("sends the token as the declaration's access says: never, when there is one, or always", async () => {
    expect(AUTH_OF_ACCESS).toEqual({ public: 'none', optional: 'optional', token: 'required' });
    signIn();
    await callOperation(operations.getRuleset);
    expect(lastCall().headers.Authorization).toBeUndefined();
    await callOperation(operations.getFaction, { params: { id: 'orcs' } });
    expect(lastCall().headers.Authorization).toBe(`Bearer ${fresh}`);
    await callOperation(operations.listPageQueue);
    expect(lastCall().headers.Authorization).toBe(`Bearer ${fresh}`);

    sessionStore.clear();
    await callOperation(operations.getFaction, { params: { id: 'orcs' } });
    expect(lastCall().headers.Authorization).toBeUndefined();
    fetchMock.mockClear();
    await expect(callOperation(operations.listPageQueue)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('lets a call send the token where its declaration would not, or ask without a session', async () => {
    signIn();
    await callOperation(operations.getUnit, { params: { id: 'u1' } }, { auth: 'optional' });
    expect(lastCall().headers.Authorization).toBe(`Bearer ${fresh}`);
    sessionStore.clear();
    await callOperation(operations.deleteFaction, { params: { id: 'orcs' } }, { auth: 'optional' });
    expect(lastCall().url).toBe('/api/factions/orcs');
    expect(lastCall().init.method).toBe('DELETE');
    expect(lastCall().init.body).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the body as JSON, an upload as multipart form data, and the headers given', async () => {
    signIn();
    await callOperation(operations.updateFaction, {
      params: { id: 'f1' },
      body: { title: 'Orcs', version: 3 },
      headers: { 'if-match': '"3"' },
    });
    const saved = lastCall();
    expect(saved.url).toBe('/api/factions/f1');
    expect(saved.init.method).toBe('POST');
    expect(JSON.parse(saved.init.body as string)).toEqual({ title: 'Orcs', version: 3 });
    expect(saved.headers).toMatchObject({ 'Content-Type': 'application/json', 'if-match': '"3"' });
    await callOperation(operations.setPublisher);
    expect(lastCall().init.body).toBe('{}');
    expect(lastCall().headers['if-match']).toBeUndefined();
    const form = new FormData();
    form.append('image', new Blob(['x']), 'a.png');
    await callOperation(operations.uploadImage, { body: form });
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers['Content-Type']).toBeUndefined();
  });

  it('answers what the server answered, and stays quiet on failure when asked', async () => {
    fetchMock.mockResolvedValue(answer(200, { _id: 'f1', title: 'Orcs' }));
    await expect(callOperation(operations.getFaction, { params: { id: 'f1' } })).resolves.toEqual({
      _id: 'f1',
      title: 'Orcs',
    });
    fetchMock.mockResolvedValue(
      answer(404, { statusCode: 404, error: 'Not Found', message: 'no' }),
    );
    await expect(
      callOperation(operations.getActiveFormula, {}, { quiet: true }),
    ).rejects.toMatchObject({ status: 404 });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("types its arguments and answer from the declaration's schemas", () => {
    type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
    const answers: [
      Same<OperationAnswer<typeof operations.getFaction>, Faction>,
      Same<OperationAnswer<typeof operations.getFactionVersion>, FactionVersion>,
      Same<OperationAnswer<typeof operations.listUsers>, UserList>,
    ] = [true, true, true];
    expect(answers).toEqual([true, true, true]);

    // Only checked by the compiler: none of these calls is made.
    const never = (_call: () => Promise<unknown>) => undefined;
    never(async () => {
      const faction: Faction = await callOperation(operations.getFaction, { params: { id: 'x' } });
      // @ts-expect-error the answer is a faction, not a user list
      const users: UserList = await callOperation(operations.getFaction, { params: { id: 'x' } });
      return [faction, users];
    });
    // @ts-expect-error a path parameter is required
    never(() => callOperation(operations.getFaction));
    // @ts-expect-error the parameter is named after the path's `:id`
    never(() => callOperation(operations.getFaction, { params: { slug: 'x' } }));
    // @ts-expect-error a read takes no body
    never(() => callOperation(operations.getRuleset, { body: {} }));
    // @ts-expect-error a save needs its body
    never(() => callOperation(operations.createFaction, {}));
    const params = { username: 'x' };
    // @ts-expect-error the body is the declared payload
    never(() => callOperation(operations.setRoles, { params, body: { roles: 'mod' } }));
    // @ts-expect-error the query names only what its schema declares
    never(() => callOperation(operations.listUsers, { query: { sort: 'name' } }));
    // @ts-expect-error an upload's body is a form
    never(() => callOperation(operations.uploadImage, { body: { image: 'x' } }));
    // @ts-expect-error the auth mode is one the client knows
    never(() => callOperation(operations.getRuleset, {}, { auth: 'admin' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
