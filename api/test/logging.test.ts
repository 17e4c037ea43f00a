import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { scrubText, serializeError } from '../src/logging.js';
import { signUp, testApp, type TestApp } from './helpers/test-app.js';

describe('logs', () => {
  let harness: TestApp;
  let lines: string[];

  beforeAll(async () => {
    lines = [];
    const stream = new PassThrough();
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
    harness = await testApp({ LOG_LEVEL: 'info' }, { logStream: stream });
  });
  afterAll(async () => harness.close());

  /** The log lines written so far, parsed. */
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  /** The lines of the request whose completion line answered `url`. */
  const linesOf = (url: string) => {
    const done = entries().find(
      (entry) => (entry.req as { url?: string } | undefined)?.url === url,
    );
    return done ? entries().filter((entry) => entry.reqId === done.reqId) : [];
  };

  it('write one line per request, when the answer is sent, with what Fastify wrote in two', async () => {
    const { app, database } = harness;
    const read = await app.inject({
      url: '/api/factions?public=true&page=1&search=one.line%40example.com',
      remoteAddress: '10.1.2.3',
    });
    expect(read.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const scrubbedUrl = '/api/factions?public=true&page=1&search=[email]';
    expect(linesOf(scrubbedUrl)).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        reqId: expect.any(String),
        req: expect.objectContaining({
          method: 'GET',
          url: scrubbedUrl,
          host: 'localhost:80',
          remoteAddress: '10.1.2.3',
        }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        contentLength: Buffer.byteLength(read.body),
      }),
    ]);
    expect(entries().filter((entry) => entry.msg === 'incoming request')).toEqual([]);

    // A 500: the completion line, and the error beside it under the same request id.
    await database.db.execute(
      sql.raw('ALTER TABLE users ADD CONSTRAINT one_line_check CHECK (false) NOT VALID'),
    );
    try {
      const failed = await app.inject({
        method: 'POST',
        url: '/api/users/register?one-line',
        payload: {
          username: 'oneline',
          email: 'one.line@example.com',
          password: 'a-long-password',
        },
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT one_line_check'));
    }
    await new Promise((resolve) => setImmediate(resolve));
    const failedLines = linesOf('/api/users/register?one-line');
    expect(failedLines.map((entry) => entry.msg).sort()).toEqual([
      'request completed',
      'request failed',
    ]);
    expect(failedLines.find((entry) => entry.msg === 'request completed')).toMatchObject({
      res: { statusCode: 500 },
      responseTime: expect.any(Number),
    });
    const error = failedLines.find((entry) => entry.msg === 'request failed');
    expect(error).toMatchObject({ level: 50, err: expect.any(Object) });
    expect(JSON.stringify(error)).toContain('one_line_check');
  });

  it('never carry password hashes, tokens or emails, on errors and refused requests alike', async () => {
    const { app, database } = harness;
    const user = await signUp(app);
    const inviteLike = `eyJhbGciOiJIUzI1NiJ9.eyJpbnZpdGUiOnRydWV9.${'s'.repeat(43)}`;
    // A 500: the database refuses the new user's row, and its error repeats the row (email, hash).
    await database.db.execute(
      sql.raw('ALTER TABLE users ADD CONSTRAINT no_new_users CHECK (false) NOT VALID'),
    );
    const failed = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        username: 'leaky',
        email: 'leaky.person@example.com',
        password: 'hunter2-but-longer',
      },
    });
    expect(failed.statusCode).toBe(500);
    // 4xx answers: a bearer token, a body with a password and an email, a token in the path.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/factions',
      headers: { ...user.headers, cookie: 'session=cookie-secret' },
      payload: { password: 'another-secret-pass', email: 'second.person@example.com' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const invite = await app.inject(`/api/users/invite/${inviteLike}`);
    expect(invite.statusCode).toBeGreaterThanOrEqual(400);
    await app.inject('/api/factions?public=true&search=third.person%40example.com');

    const log = lines.join('\n');
    expect(log).toContain('request failed');
    expect(log).toContain('no_new_users');
    for (const secret of [
      'leaky.person@example.com',
      'hunter2-but-longer',
      'scrypt$',
      user.token,
      user.token.split('.')[2] ?? user.token,
      'another-secret-pass',
      'second.person@example.com',
      'cookie-secret',
      inviteLike,
      'third.person',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('scrubbing', () => {
  it('masks emails, tokens, password hashes and query parameters in text', () => {
    expect(
      scrubText(
        'Failed query: insert into "users" values ($1, $2)\nparams: bob,scrypt$32768$8$1$c2FsdA==$aGFzaA==',
      ),
    ).toBe('Failed query: insert into "users" values ($1, $2)\nparams: [redacted]');
    expect(
      scrubText('Failing row contains (bob, bob@example.com, scrypt$32768$8$1$c2E=$aGE=)'),
    ).toBe('Failing row contains (bob, [email], [password hash])');
    expect(scrubText('GET /api/users/invite/eyJa.eyJb.sig-_1?x=1')).toBe(
      'GET /api/users/invite/[token]?x=1',
    );
    expect(scrubText('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [redacted]');
    expect(scrubText('/api/factions?search=a.b%40example.com&page=2')).toBe(
      '/api/factions?search=[email]&page=2',
    );
  });

  it('drops secret fields of errors and their causes', () => {
    const cause = Object.assign(new Error('row (bob@example.com)'), {
      detail: 'Failing row contains (bob@example.com)',
      code: '23514',
    });
    const error = Object.assign(new Error('failed', { cause }), {
      params: ['bob@example.com'],
      passwordHash: 'scrypt$1$1$1$a$b',
    });
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).not.toContain('bob@example.com');
    expect(serialized).not.toContain('scrypt$');
    expect(serialized).toContain('23514');
  });
});
