import { createRemoteVersionWatch } from './remote-versions';

const ENTRY = 'https://cdn.example.org/factions/remoteEntry.js';
const LIST = 'https://cdn.example.org/factions/precache.json';

const list = (revision: string) => ({
  ok: true,
  json: async () => ({ revision, files: [{ url: 'remoteEntry.js', revision: 'abc' }] }),
});

/** A server whose list answers `current`; records each request's cache mode. */
function server() {
  const state = { current: 'v1', down: false, modes: [] as (RequestCache | undefined)[] };
  const fetchList = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(String(url)).toBe(LIST);
    state.modes.push(init?.cache);
    if (state.down) throw new TypeError('Failed to fetch');
    return list(state.current) as unknown as Response;
  });
  return { state, fetch: fetchList as unknown as typeof fetch };
}

/** A watch of the factions remote on `server()`, with its announcements recorded, checked once. */
async function watchedFactions() {
  const { state, fetch } = server();
  const onNewVersion = jest.fn();
  const watch = createRemoteVersionWatch(
    { fetch, baseUrl: 'https://muster.example/' },
    onNewVersion,
  );
  watch.track('factions', ENTRY);
  await watch.check();
  return { state, watch, onNewVersion };
}

describe('the watch of remote versions', () => {
  it('announces a remote once when its list changes, after a no-cache check', async () => {
    const { state, watch, onNewVersion } = await watchedFactions();
    expect(onNewVersion).not.toHaveBeenCalled();

    state.current = 'v2';
    await watch.check();
    await watch.check();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith('factions');
    // The loaded list is the page's own read; every check goes past the caches.
    expect(state.modes[0]).toBe('default');
    expect(state.modes.slice(1).every((mode) => mode === 'no-cache')).toBe(true);
  });

  it('says nothing while the server cannot be reached', async () => {
    const { state, watch, onNewVersion } = await watchedFactions();
    state.down = true;
    await watch.check();
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('reads a relative entry beside the page', async () => {
    const fetch = jest.fn(async () => list('v1') as unknown as Response);
    const watch = createRemoteVersionWatch(
      {
        fetch: fetch as unknown as typeof globalThis.fetch,
        baseUrl: 'https://muster.example/rosters',
      },
      jest.fn(),
    );
    watch.track('rosters', '/mfe/rosters/remoteEntry.js');
    await watch.check();
    expect(fetch.mock.calls[0]).toEqual([
      'https://muster.example/mfe/rosters/precache.json',
      expect.anything(),
    ]);
  });
});
