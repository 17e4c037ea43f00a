import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { useTestApp } from '../helpers/test-app.js';

describe('compressed answers', () => {
  // The demo ruleset is well over the 1 KB threshold.
  const harness = useTestApp({ SEED_DEMO: 'true' });
  const RULESET = '/api/ruleset/';

  it('sends API JSON with brotli to clients that accept it, and the same JSON', async () => {
    const plain = await harness.app.inject(RULESET);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await harness.app.inject({
      url: RULESET,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.75);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip', async () => {
    const response = await harness.app.inject({
      url: RULESET,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(
      (await harness.app.inject(RULESET)).json(),
    );
  });

  it('leaves small answers as they are', async () => {
    const response = await harness.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('never inflates a compressed request body (no zip bombs): it is refused as bad JSON', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'admin', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
  });
});
