import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testApp, type TestApp } from '../helpers/test-app.js';

const SHELL_BROTLI = brotliCompressSync('shell();');

/** A shell page as the build writes it: its start chunks preloaded, over 1 KB. */
const INDEX_HTML = `<!doctype html><html><head>${Array.from(
  { length: 20 },
  (_, i) => `<link rel=preload as=script href=/${i}.0123456789ab.js>`,
).join('')}</head><body><div id="root"></div></body></html>`;

/** A fake built site: a shell and one remote, with hashed and unhashed files. */
async function fakeSite(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'muster-site-'));
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await mkdir(path.join(root, 'mfe-factions', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'index.html'), INDEX_HTML);
  await writeFile(path.join(root, 'shell', 'dist', 'main.0123456789abcdef.js'), 'shell();');
  await writeFile(path.join(root, 'shell', 'dist', 'sw.js'), 'worker();');
  await writeFile(path.join(root, 'shell', 'dist', 'sw.js.br'), brotliCompressSync('worker();'));
  await writeFile(
    path.join(root, 'shell', 'dist', 'manifest.webmanifest'),
    JSON.stringify({ name: 'Muster', start_url: '/' }),
  );
  await writeFile(
    path.join(root, 'mfe-factions', 'dist', 'precache.json'),
    JSON.stringify({ revision: 'r1', files: [{ url: 'remoteEntry.js', revision: 'x' }] }),
  );
  await writeFile(path.join(root, 'mfe-factions', 'dist', 'remoteEntry.js'), 'entry();');
  await writeFile(
    path.join(root, 'mfe-factions', 'dist', 'start.json'),
    JSON.stringify({
      app: ['42.fedcba9876543210.js'],
      routes: { 'route-factions-slug': ['route-factions-slug.0a1b2c3d4e5f.js'] },
    }),
  );
  await writeFile(path.join(root, 'mfe-factions', 'dist', '42.fedcba9876543210.js'), 'chunk();');
  await writeFile(
    path.join(root, 'mfe-factions', 'dist', '42.fedcba9876543210.js.gz'),
    gzipSync('chunk();'),
  );
  await writeFile(path.join(root, 'shell', 'dist', 'main.0123456789abcdef.js.br'), SHELL_BROTLI);
  await writeFile(
    path.join(root, 'shell', 'dist', 'main.0123456789abcdef.js.gz'),
    gzipSync('shell();'),
  );
  return root;
}

describe('serving the site', () => {
  let root: string;
  let app: FastifyInstance;
  let harness: TestApp;

  beforeAll(async () => {
    root = await fakeSite();
    harness = await testApp({ WEB_ROOT: root });
    app = harness.app;
  });
  afterAll(async () => {
    await harness.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers the health check', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the remotes manifest, never cached', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ factions: '/mfe/factions/remoteEntry.js' });
  });

  // Content-hashed files for a year; remoteEntry.js and index.html never.
  it.each([
    ['/main.0123456789abcdef.js', 'public, max-age=31536000, immutable', 'shell();'],
    ['/mfe/factions/42.fedcba9876543210.js', 'public, max-age=31536000, immutable', 'chunk();'],
    ['/mfe/factions/remoteEntry.js', 'no-cache', 'entry();'],
    ['/', 'no-cache', '<div id="root">'],
  ])('serves %s with cache-control %s', async (url, cacheControl, content) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.body).toContain(content);
  });

  it('sends the gzip built beside a file to browsers that accept it', async () => {
    const response = await app.inject({
      url: '/mfe/factions/42.fedcba9876543210.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('prefers the brotli file built beside a file, and gzip for browsers without brotli', async () => {
    const brotli = await app.inject({
      url: '/main.0123456789abcdef.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload).toEqual(SHELL_BROTLI);
    const gzip = await app.inject({
      url: '/main.0123456789abcdef.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('shell();');
    const plain = await app.inject('/main.0123456789abcdef.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('shell();');
  });

  it("sends the shell's index.html compressed, with the manifest inside, for every client route", async () => {
    for (const url of ['/', '/factions/some-faction']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(
        '<script type="application/json" id="muster-remotes">{"rules":"/mfe/rules/remoteEntry.js"',
      );
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('preloads the remote that draws the page, and the screen of its route', async () => {
    const faction = await app.inject('/factions/some-faction');
    expect(faction.body).toContain(
      '<link rel="preload" as="script" href="/mfe/factions/remoteEntry.js">' +
        '<link rel="preload" as="script" href="/mfe/factions/42.fedcba9876543210.js">' +
        '<link rel="preload" as="script" href="/mfe/factions/route-factions-slug.0a1b2c3d4e5f.js">',
    );
    const list = await app.inject('/factionlist/1');
    expect(list.body).toContain('/mfe/factions/42.fedcba9876543210.js');
    expect(list.body).not.toContain('route-factions-slug');
    expect((await app.inject('/login')).body).not.toContain('remoteEntry.js">');
  });

  it('serves the service worker never cached for long, so a new one is found, brotli included', async () => {
    for (const encoding of ['identity', 'br']) {
      const worker = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(String(worker.headers['cache-control'])).not.toContain('max-age');
    }
  });

  it('serves the web app manifest as a manifest, revalidated', async () => {
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Muster', start_url: '/' });
  });

  it("lets another origin's service worker keep a remote's files (CORS), and no shell file", async () => {
    const list = await app.inject({
      url: '/mfe/factions/precache.json',
      headers: { origin: 'https://muster.example' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe('*');
    expect(list.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject('/mfe/factions/42.fedcba9876543210.js');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const shell = await app.inject('/main.0123456789abcdef.js');
    expect(shell.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves files built after the server started (a shell or remote redeployed alone)', async () => {
    await writeFile(path.join(root, 'shell', 'dist', 'main.aaaaaaaaaaaa1234.js'), 'next();');
    await writeFile(path.join(root, 'mfe-factions', 'dist', '7.bbbbbbbbbbbb5678.js'), 'next();');
    expect((await app.inject('/main.aaaaaaaaaaaa1234.js')).statusCode).toBe(200);
    expect((await app.inject('/mfe/factions/7.bbbbbbbbbbbb5678.js')).statusCode).toBe(200);
  });

  it("falls back to the shell's index.html for client routes", async () => {
    const response = await app.inject('/factions/iron-legion');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it("marks the page with the reader's theme from its cookie, so it paints in it at once", async () => {
    const dark = await app.inject({
      url: '/factionlist/1',
      headers: { cookie: 'other=1; muster-theme=dark' },
    });
    expect(dark.body).toMatch(/<html[^>]* data-theme="dark"/);
    const light = await app.inject({ url: '/', headers: { cookie: 'muster-theme=light' } });
    expect(light.body).toMatch(/<html[^>]* data-theme="light"/);
    // No cookie, or one that names no theme: the page follows the system's theme.
    for (const cookie of [undefined, 'muster-theme="><b>x</b>']) {
      const page = await app.inject({ url: '/', headers: cookie ? { cookie } : {} });
      expect(page.body).not.toContain('data-theme');
    }
  });

  it('answers 404 in JSON for unknown API paths and missing files', async () => {
    const api = await app.inject('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const missing = await app.inject('/mfe/rules/remoteEntry.js');
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    '/profile/john.doe',
    '/authorpage/jane.q.public',
    '/register/eyJhbGciOiJIUzI1NiJ9.eyJyb2xlcyI6W119.c2lnbmF0dXJl-_x',
    '/factions/v1.2-rules',
  ])('loads the shell for the client route %s although it has dots', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it.each(['/john.doe', '/nothing/here.txt', '/a.b/c.d'])(
    'loads the shell (its not-found page) when a browser opens the unknown address %s, dots and all, as it does any unknown address',
    async (url) => {
      const navigation = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
      const response = await app.inject({ url, headers: navigation });
      const undotted = await app.inject({ url: '/nothing/here', headers: navigation });
      expect(response.statusCode).toBe(undotted.statusCode);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(['/api/nothing.json', '/api/users/profile.x', '/mfe/factions/missing.js'])(
    'keeps the JSON 404 for %s even when a browser opens it',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    },
  );

  it.each(['/favicon.ico', '/missing.js', '/shell/missing.js', '/mfe/factions/missing.js'])(
    'answers 404 for the missing file %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    },
  );
});
