import { createHash } from 'node:crypto';
import { body, signUp, type TestUser, useTestApp } from '../helpers/test-app.js';
import { multipartBody, PNG_1PX } from '../helpers/multipart.js';

describe('images', () => {
  const t = useTestApp({ IMAGE_MAX_BYTES: '65536' });
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
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/image',
      headers: user.headers,
      payload: { image: 'x' },
    });
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
