import { createHash, randomBytes } from 'node:crypto';
import { body, signUp, type TestUser, useTestApp, callsOf } from '../helpers/test-app.js';
import { multipartBody, PNG_1PX } from '../helpers/multipart.js';

describe('images', () => {
  const t = useTestApp({ IMAGE_MAX_BYTES: '65536' });
  const { call } = callsOf(t);
  let user: TestUser;

  const upload = (bytes: Buffer, field = 'image', filename = 'x.png') => {
    const form = multipartBody(field, bytes, filename);
    return t.app.inject({
      method: 'POST',
      url: '/api/image',
      headers: { ...form.headers, ...user.headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    user = await signUp(t.app);
  });

  it('stores an image by content hash and serves it immutable and nosniff', async () => {
    const response = await upload(PNG_1PX);
    expect(response.statusCode).toBe(200);
    const sha = createHash('sha256').update(PNG_1PX).digest('hex');
    expect(body<{ file_url: string }>(response)).toEqual({ file_url: `/api/image/${sha}` });
    expect(body<{ file_url: string }>(await upload(PNG_1PX, 'image', 'again.png')).file_url).toBe(
      `/api/image/${sha}`,
    );
    const served = await t.app.inject(`/api/image/${sha}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
    const cached = await t.app.inject({
      url: `/api/image/${sha}`,
      headers: { 'if-none-match': `"${sha}"` },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('recognises jpeg, gif and webp by content', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x1a, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
    ]);
    for (const [bytes, type] of [
      [jpeg, 'image/jpeg'],
      [gif, 'image/gif'],
      [webp, 'image/webp'],
    ] as const) {
      const response = await upload(bytes, 'image', 'named-wrongly.txt');
      expect(response.statusCode).toBe(200);
      const served = await t.app.inject(body<{ file_url: string }>(response).file_url);
      expect(served.headers['content-type']).toBe(type);
    }
  });

  it('refuses other content, whatever its name, with a clear 400', async () => {
    const html = await upload(
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image',
      'evil.png',
    );
    expect(html.statusCode).toBe(400);
    expect(body<{ message: string }>(html).message).toMatch(/png, jpeg, gif or webp/);
    const wrongField = await upload(PNG_1PX, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(body<{ message: string }>(wrongField).message).toMatch(/image/);
    const json = await call(user, 'POST', '/api/image', { image: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('refuses images over the size limit with 413', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(70_000)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(body<{ message: string }>(response).message).toMatch(/larger than 65536 bytes/);
  });

  it('answers 404 for unknown images and 400 for malformed hashes', async () => {
    expect((await t.app.inject(`/api/image/${'0'.repeat(64)}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/image/xyz')).statusCode).toBe(400);
  });
});

describe('image upload limits', () => {
  const t = useTestApp({ IMAGE_UPLOAD_LIMIT: '3', IMAGE_QUOTA_BYTES: '4096' });

  /** A distinct png-signed image of about `size` bytes. */
  const image = (size: number) => Buffer.concat([PNG_1PX, randomBytes(size - PNG_1PX.length)]);
  const upload = (user: TestUser, bytes: Buffer) => {
    const form = multipartBody('image', bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/image',
      headers: { ...form.headers, ...user.headers },
      payload: form.payload,
    });
  };
  const raw = (user: TestUser, contentType: string, payload: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/image',
      headers: { 'content-type': contentType, ...user.headers },
      payload,
    });

  it('limits uploads per user with 429 and Retry-After', async () => {
    const [eager, other] = [await signUp(t.app), await signUp(t.app)];
    for (let i = 0; i < 3; i++) expect((await upload(eager, image(100))).statusCode).toBe(200);
    const refused = await upload(eager, image(100));
    expect(refused.statusCode).toBe(429);
    expect(body<{ message: string }>(refused).message).toMatch(/at most 3 images per 3600 s/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await upload(other, image(100))).statusCode).toBe(200);
  });

  it('refuses new bytes past the quota with 413 saying the quota and the use; stored bytes are free', async () => {
    const [hoarder, other] = [await signUp(t.app), await signUp(t.app)];
    const first = image(3000);
    expect((await upload(hoarder, first)).statusCode).toBe(200);
    const over = await upload(hoarder, image(1500));
    expect(over.statusCode).toBe(413);
    expect(body<{ message: string }>(over).message).toBe(
      'This image (1.5 KB) would take you past your image quota of 4.0 KB: your images already use 2.9 KB',
    );
    // The same bytes again (by anyone) store nothing new.
    expect((await upload(hoarder, first)).statusCode).toBe(200);
    expect((await upload(other, first)).statusCode).toBe(200);
  });

  it('answers a malformed multipart body with 400, never 500', async () => {
    const form = multipartBody('image', PNG_1PX);
    const boundary = form.headers['content-type'].split('boundary=')[1] ?? '';
    const cases: [string, Buffer | string][] = [
      // Truncated: the body stops half way, its closing boundary never comes.
      [form.headers['content-type'], form.payload.subarray(0, form.payload.length - 20)],
      // The boundary cut short inside the body.
      [form.headers['content-type'], `--${boundary.slice(0, 5)}\r\nContent-Disposition: form`],
      // No boundary at all.
      ['multipart/form-data', form.payload],
      ['multipart/form-data; boundary=', form.payload],
      // Garbage.
      [form.headers['content-type'], randomBytes(600)],
      ['multipart/form-data; boundary=x', '\r\n--x\r\n\u0000\u0001garbage--x--'],
    ];
    for (const [contentType, payload] of cases) {
      // Each from a new user: every upload attempt counts against the rate limit.
      const response = await raw(await signUp(t.app), contentType, payload);
      expect({ contentType, status: response.statusCode }).toEqual({ contentType, status: 400 });
      expect(body<{ message: string }>(response).message).toMatch(/multipart|image/);
    }
  });
});
