import { REMOTES_MANIFEST_ELEMENT_ID } from '@muster/shared-kernel/core';
import { fetchManifest, MANIFEST_URL } from './manifest';

/** Puts the manifest in the page as the server does. */
function inlineManifest(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = REMOTES_MANIFEST_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

const answer = (body: unknown, status = 200) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    async () =>
      ({
        ok: status < 400,
        status,
        json: async () => body,
      }) as Response,
  );

afterEach(() => document.getElementById(REMOTES_MANIFEST_ELEMENT_ID)?.remove());

describe('fetchManifest', () => {
  it('reads the manifest the server put in the page, without a request, once', async () => {
    inlineManifest('{"rules":"/mfe/rules/remoteEntry.js","unknown":"/x.js"}');
    const fetchImpl = answer({ rules: 'https://cdn.example/rules/remoteEntry.js' });
    await expect(fetchManifest(fetchImpl)).resolves.toEqual({ rules: '/mfe/rules/remoteEntry.js' });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(document.getElementById(REMOTES_MANIFEST_ELEMENT_ID)).toBeNull();
    // A second read (Retry) asks the server.
    await expect(fetchManifest(fetchImpl)).resolves.toEqual({
      rules: 'https://cdn.example/rules/remoteEntry.js',
    });
    expect(fetchImpl).toHaveBeenCalledWith(MANIFEST_URL, { cache: 'no-cache' });
  });

  it('fetches /remotes.json when the page holds no manifest', async () => {
    const fetchImpl = answer({ factions: '/mfe/factions/remoteEntry.js' });
    await expect(fetchManifest(fetchImpl)).resolves.toEqual({
      factions: '/mfe/factions/remoteEntry.js',
    });
  });

  it('refuses a bad manifest, in the page or fetched', async () => {
    inlineManifest('{"rules": 3}');
    await expect(fetchManifest(answer({}))).rejects.toThrow('the entry of "rules" must be a URL');
    inlineManifest('not json');
    await expect(fetchManifest(answer({}))).rejects.toThrow(SyntaxError);
    await expect(fetchManifest(answer({}, 503))).rejects.toThrow(`${MANIFEST_URL} answered 503`);
  });
});
