import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { REMOTES_MANIFEST_ELEMENT_ID } from '@muster/shared-kernel/core';
import { remoteOrigins, sitePolicy, workerPolicy } from '../../src/plugins/security-headers.js';
import { testApp, type TestApp } from '../helpers/test-app.js';

function expectSecurityHeaders(response: LightMyRequestResponse): string {
  const policy = String(response.headers['content-security-policy']);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("object-src 'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  return policy;
}

/** The directive of a policy that starts with `name`. */
function directive(policy: string, name: string): string {
  return policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

describe('security headers', () => {
  let root: string;
  let manifest: string;
  let harness: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'muster-headers-'));
    await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<div id="root"></div>');
    await writeFile(path.join(root, 'shell', 'dist', 'main.js'), 'shell();');
    await writeFile(path.join(root, 'shell', 'dist', 'sw.js'), 'self.skipWaiting();');
    manifest = path.join(root, 'remotes.json');
    await writeFile(
      manifest,
      JSON.stringify({
        rules: '/mfe/rules/remoteEntry.js',
        factions: 'https://cdn.example.org/factions/remoteEntry.js',
      }),
    );
    harness = await testApp({ WEB_ROOT: root, REMOTES_MANIFEST: manifest });
    app = harness.app;
  });
  afterAll(async () => {
    await harness.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    ['API JSON', '/api/health', 200],
    ['a public read served by the read cache', '/api/factions?public=true', 200],
    ['the shell', '/', 200],
    ['a client route', '/login', 200],
    ['a static file', '/main.js', 200],
    ['the manifest', '/remotes.json', 200],
    ['an unknown API path', '/api/nothing', 404],
    ['a missing file', '/missing.js', 404],
    ['a missing remote file', '/mfe/rules/missing.js', 404],
    ['a refused request', '/api/users/profile', 401],
  ])('are on %s', async (_what, url, status) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  it('are on bad input and on errors', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: '{"',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expectSecurityHeaders(bad);
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(tooBig.statusCode).toBe(413);
    expectSecurityHeaders(tooBig);
  });

  it('lets the site load its remotes from the origins the manifest names', async () => {
    const policy = expectSecurityHeaders(await app.inject('/'));
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://cdn.example.org");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://cdn.example.org");
    expect(directive(policy, 'style-src')).toContain('https://cdn.example.org');
    expect(directive(policy, 'img-src')).toContain("'self' data:");
    expect(directive(policy, 'img-src')).toContain('https:');
  });

  it('follows a manifest changed while the server runs', async () => {
    await writeFile(
      manifest,
      JSON.stringify({ rules: 'https://rules.example.net/remoteEntry.js' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await app.inject('/api/health');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const policy = String((await app.inject('/')).headers['content-security-policy']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://rules.example.net");
  });

  it('allows a moved remote on the very first page that names its new origin', async () => {
    const embedded = (page: string): Record<string, string> => {
      const match = new RegExp(
        `<script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">(.*?)</script>`,
      ).exec(page);
      return JSON.parse(match?.[1] ?? '{}') as Record<string, string>;
    };
    // Pages served while the manifest names the old origin: the policy in force follows it.
    await writeFile(manifest, JSON.stringify({ rules: 'https://old.example.net/remoteEntry.js' }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await app.inject('/api/health');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      directive(String((await app.inject('/')).headers['content-security-policy']), 'script-src'),
    ).toBe("script-src 'self' https://old.example.net");

    await writeFile(manifest, JSON.stringify({ rules: 'https://new.example.net/remoteEntry.js' }));
    const first = await app.inject('/rules');
    expect(embedded(first.body)).toEqual({ rules: 'https://new.example.net/remoteEntry.js' });
    const policy = expectSecurityHeaders(first);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://new.example.net");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://new.example.net");
  });

  it('lets an installed service worker fetch a remote moved to any https origin', async () => {
    // The worker keeps the policy sw.js came with until sw.js changes, not the manifest.
    const worker = expectSecurityHeaders(await app.inject('/sw.js'));
    expect(directive(worker, 'connect-src')).toMatch(/^connect-src 'self' https:( |$)/);
    expect(directive(worker, 'script-src')).not.toContain('https:;');
  });

  it('gives the OpenAPI page a policy of its own, still without eval or framing', async () => {
    const docs = await app.inject('/api/docs/');
    const page = docs.statusCode === 302 ? await app.inject(String(docs.headers.location)) : docs;
    expect(page.statusCode).toBe(200);
    const policy = expectSecurityHeaders(page);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });
});

describe('the site policy', () => {
  it('names only origins of remotes hosted elsewhere', () => {
    expect(
      remoteOrigins({
        a: '/mfe/a/remoteEntry.js',
        b: 'https://cdn.example.org/b/remoteEntry.js',
        c: 'https://cdn.example.org/c/remoteEntry.js',
        d: 'http://localhost:3001/remoteEntry.js',
        e: 'javascript:alert(1)',
      }),
    ).toEqual(['http://localhost:3001', 'https://cdn.example.org']);
  });

  it('lets the service worker and the web app manifest come from this origin only', () => {
    const policy = sitePolicy(['https://cdn.example.org']);
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(policy, 'manifest-src')).toBe("manifest-src 'self'");
    // The worker keeps the remotes' files with fetch: their origins are in connect-src.
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://cdn.example.org");
  });

  it("gives the worker any https origin to fetch from, and the manifest's other origins", () => {
    const policy = workerPolicy(['http://localhost:3001', 'https://cdn.example.org']);
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https: http://localhost:3001",
    );
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' http://localhost:3001 https://cdn.example.org",
    );
  });

  it('keeps eval and inline scripts out and forbids framing', () => {
    const policy = sitePolicy([]);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
