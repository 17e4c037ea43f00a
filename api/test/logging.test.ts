import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { SECRET_ROUTES } from '@muster/shared-kernel/core';
import { sql } from 'drizzle-orm';
import { scrubText, serializeError } from '../src/logging.js';
import { sampleSecrets, secretAddresses, secretPieces } from './helpers/secret-addresses.js';
import { logInAdmin, signUp, testApp, type TestApp, type TestUser } from './helpers/test-app.js';

/** A stream the app logs to, and the lines written to it so far. */
function logLines(): { stream: PassThrough; lines: string[] } {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  return { stream, lines };
}

describe('logs', () => {
  let harness: TestApp;
  let lines: string[];
  /** A signed-in user, made before a test below makes the users table refuse new rows. */
  let reader: TestUser;

  beforeAll(async () => {
    const log = logLines();
    lines = log.lines;
    harness = await testApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
    reader = await signUp(harness.app);
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

  it('never carry a token in any form the site writes it, in paths or query strings', async () => {
    const { app } = harness;
    const admin = await logInAdmin(app);
    const generated = await app.inject({
      url: '/api/users/generateRegistrationKey?roles=publisher',
      headers: admin.headers,
    });
    expect(generated.statusCode).toBe(200);
    const invite = (generated.json() as { registrationToken: string }).registrationToken;
    /** The link the profile page shows: `/register/{token}` with commas for the dots. */
    const commas = (token: string) => token.replaceAll('.', ',');
    const links = (token: string) => [
      `/register/${commas(token)}`,
      `/register/${encodeURIComponent(commas(token))}`,
      `/register/${commas(token).replaceAll(',', '%2c')}?from=chat`,
      `/register/${token}`,
      `/register/${token.replaceAll('.', '%2E')}`,
      `/api/users/invite/${token}`,
      `/api/users/invite/${commas(token)}`,
      `/api/users/invite/${encodeURIComponent(commas(token))}`,
      `/api/factions?public=true&token=${token}`,
      `/api/factions?public=true&token=${encodeURIComponent(commas(token))}`,
      `/factions?access_token=${token}&page=1`,
    ];
    const start = lines.length;
    for (const url of [...links(invite), ...links(reader.token)]) {
      await app.inject(url);
    }
    await new Promise((resolve) => setImmediate(resolve));
    const written = lines.slice(start);
    // Every visit wrote its line (a page's own reads write theirs too), with the token masked.
    expect(
      written.filter((line) => line.includes('request completed')).length,
    ).toBeGreaterThanOrEqual(links('').length * 2);
    for (const token of [invite, reader.token]) {
      for (let at = 0; at + 20 <= token.length; at += 1) {
        const fragment = token.slice(at, at + 20);
        for (const line of written) {
          const dotted = line.replace(/%2[ce]|,/gi, '.');
          expect({ fragment, line: dotted.includes(fragment) ? line : null }).toEqual({
            fragment,
            line: null,
          });
        }
      }
    }
  });
});

describe('routes that carry secrets', () => {
  const METRICS_TOKEN = 'metrics-token-for-the-secret-routes';
  let root: string;
  let harness: TestApp;
  let lines: string[];

  beforeAll(async () => {
    // A built shell, so the pages are served as a browser gets them, their first reads and all.
    root = await mkdtemp(path.join(os.tmpdir(), 'muster-secret-routes-'));
    await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
    await writeFile(
      path.join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    const log = logLines();
    lines = log.lines;
    harness = await testApp(
      { LOG_LEVEL: 'info', WEB_ROOT: root, METRICS_TOKEN },
      { logStream: log.stream },
    );
  });
  afterAll(async () => {
    await harness.close();
    await rm(root, { recursive: true, force: true });
  });

  it('never show their secrets in the request lines, errors or metrics, whatever form the address takes', async () => {
    const { app } = harness;
    const secrets = sampleSecrets();
    let visits = 0;
    for (const route of SECRET_ROUTES) {
      for (const secret of secrets) {
        for (const url of secretAddresses(route, secret)) {
          const answer = await app.inject({
            method: route.method,
            url,
            headers: { accept: route.served === 'page' ? 'text/html' : 'application/json' },
            ...(route.method === 'POST' ? { payload: { password: 'a-new-long-password' } } : {}),
          });
          expect(answer.statusCode).toBeLessThan(500);
          visits += 1;
        }
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(lines.filter((line) => line.includes('request completed')).length).toBeGreaterThan(
      visits,
    );
    for (const secret of secrets) {
      for (const line of lines)
        expect({ line, leaked: secretPieces(line, secret) }).toEqual({ line, leaked: [] });
      expect(secretPieces(metrics.body, secret)).toEqual([]);
    }
  });
});

describe('scrubbing', () => {
  it('masks emails, tokens, password hashes and query parameters in text', () => {
    // Invitation links write commas for the dots; links and clients may URL-encode them.
    const invitations = ['eyJa,eyJb,sig-_1', 'eyJa%2CeyJb%2csig-_1', 'eyJa%252CeyJb%252Csig-_1'];
    const cases: [text: string, scrubbed: string][] = [
      [
        'Failed query: insert into "users" values ($1, $2)\nparams: bob,scrypt$32768$8$1$c2FsdA==$aGFzaA==',
        'Failed query: insert into "users" values ($1, $2)\nparams: [redacted]',
      ],
      [
        'Failing row contains (bob, bob@example.com, scrypt$32768$8$1$c2E=$aGE=)',
        'Failing row contains (bob, [email], [password hash])',
      ],
      ['GET /api/users/invite/eyJa.eyJb.sig-_1?x=1', 'GET /api/users/invite/[token]?x=1'],
      ...invitations.map((written): [string, string] => [
        `GET /factions?search=${written}&page=2`,
        'GET /factions?search=[token]&page=2',
      ]),
      ['/register/eyJhbGciOi,cut-short?x=1', '/register/[token]?x=1'],
      ['/registerComplete?from=x', '/registerComplete?from=x'],
      [
        '/?access_token=abc&registrationToken=def&page=2',
        '/?access_token=[redacted]&registrationToken=[redacted]&page=2',
      ],
      ['Authorization: Bearer abc.def', 'Authorization: Bearer [redacted]'],
      ['/api/factions?search=a.b%40example.com&page=2', '/api/factions?search=[email]&page=2'],
    ];
    for (const [text, scrubbed] of cases) expect(scrubText(text)).toBe(scrubbed);
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
