/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { createRemoteSets, type SetIndex } from './remote-sets';

const BASE = 'https://cdn.example.org/factions/';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A remote's server: its files by name, and the list of one version of them. */
function remoteServer(files: Record<string, string>) {
  const served = { ...files };
  const requests: string[] = [];
  const list = () => ({
    revision: sha(JSON.stringify(served)),
    files: Object.keys(served).map((url) => ({
      url,
      revision: url.includes('.0123') || url.includes('.4567') ? null : sha(served[url]!),
    })),
  });
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    if (url === `${BASE}precache.json`) return new Response(JSON.stringify(list()));
    const name = url.slice(BASE.length);
    return name in served ? new Response(served[name]) : new Response('', { status: 404 });
  };
  return { served, requests, fetch: fetch as typeof globalThis.fetch };
}

/** CacheStorage in memory. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (url: string) => store.get(String(url))?.clone(),
      put: async (url: string, response: Response) => void store.set(String(url), response),
    } as unknown as Cache;
  };
  const caches = {
    open,
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
  } as unknown as CacheStorage;
  return { caches, stores };
}

function worker(fetch: typeof globalThis.fetch) {
  const { caches, stores } = memoryCaches();
  let index: SetIndex | undefined;
  const sets = createRemoteSets({
    caches,
    fetch,
    readIndex: async () => index,
    writeIndex: async (next) => {
      index = next;
    },
    sha256: async (body) => createHash('sha256').update(Buffer.from(body)).digest('hex'),
  });
  return { sets, stores, index: () => index };
}

const text = async (response: Response | undefined) => (response ? response.text() : undefined);

describe("the worker's remote sets", () => {
  it('serves remoteEntry.js from the set it came with, even after the server moved on', async () => {
    const server = remoteServer({ 'remoteEntry.js': 'entry v1', 'app.0123456789ab.js': 'app v1' });
    const { sets } = worker(server.fetch);
    await sets.keep(`${BASE}remoteEntry.js`);

    server.served['remoteEntry.js'] = 'entry v2';
    expect(await text(await sets.unversionedFile(`${BASE}remoteEntry.js`))).toBe('entry v1');
  });

  it('switches to a new version only once all its files are kept, and keeps the one before', async () => {
    const server = remoteServer({ 'remoteEntry.js': 'entry v1', 'app.0123456789ab.js': 'app v1' });
    const { sets, stores } = worker(server.fetch);
    await sets.keep(`${BASE}remoteEntry.js`);

    delete server.served['app.0123456789ab.js'];
    server.served['remoteEntry.js'] = 'entry v2';
    server.served['app.456789abcdef.js'] = 'app v2';
    await sets.keep(`${BASE}remoteEntry.js`);
    expect(await text(await sets.unversionedFile(`${BASE}remoteEntry.js`))).toBe('entry v2');
    // The page that started on v1 still finds its chunk.
    const kept = [...stores.values()].some((store) => store.has(`${BASE}app.0123456789ab.js`));
    expect(kept).toBe(true);
  });

  it.each([
    // A deploy half done: the list names v2, the server still sends the entry of v1.
    [
      'is not the version its list names',
      'remoteEntry.js',
      new Response('entry v1'),
      /not the version/,
    ],
    ['is missing', 'app.456789abcdef.js', new Response('', { status: 404 }), /404/],
  ])('keeps the current set when a file %s', async (_case, file, answer, error) => {
    const server = remoteServer({ 'remoteEntry.js': 'entry v1', 'app.0123456789ab.js': 'app v1' });
    let network = server.fetch;
    const { sets, index } = worker((input, init) => network(input, init));
    await sets.keep(`${BASE}remoteEntry.js`);
    const current = index();

    server.served['remoteEntry.js'] = 'entry v2';
    server.served['app.456789abcdef.js'] = 'app v2';
    network = async (input, init) =>
      String(input).endsWith(file) ? answer.clone() : server.fetch(input, init);
    await expect(sets.keep(`${BASE}remoteEntry.js`)).rejects.toThrow(error);
    expect(index()).toEqual(current);
    expect(await text(await sets.unversionedFile(`${BASE}remoteEntry.js`))).toBe('entry v1');

    // Once the server is whole again, the next try completes the set.
    network = server.fetch;
    await sets.keep(`${BASE}remoteEntry.js`);
    expect(await text(await sets.unversionedFile(`${BASE}remoteEntry.js`))).toBe('entry v2');
  });

  it('does nothing more when the current set is already the latest', async () => {
    const server = remoteServer({ 'remoteEntry.js': 'entry v1' });
    const { sets } = worker(server.fetch);
    await sets.keep(`${BASE}remoteEntry.js`);
    const before = server.requests.length;
    await sets.keep(`${BASE}remoteEntry.js`);
    expect(server.requests.slice(before)).toEqual([`${BASE}precache.json`]);
  });

  it('answers nothing for a remote it does not keep', async () => {
    const { sets } = worker(remoteServer({}).fetch);
    expect(await sets.unversionedFile('https://other.example/x/remoteEntry.js')).toBeUndefined();
  });
});
