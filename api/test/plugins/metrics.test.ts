/**
 * `GET /metrics`: off without METRICS_TOKEN, behind its Bearer token with it, in Prometheus's text
 * format, and its series bounded: requests are counted by route pattern, never by address.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_PASSWORD, attemptLogIn, signUp, useTestApp } from '../helpers/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const authorised = { authorization: `Bearer ${TOKEN}` };

/** The series of an exposition, by `name{label="value",…}` with labels sorted by name. */
function seriesOf(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const [, name = '', labels = '', value = ''] = match;
    const sorted = [...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)]
      .map(([, label, text]) => `${label}="${text}"`)
      .sort()
      .join(',');
    series.set(sorted ? `${name}{${sorted}}` : name, Number(value));
  }
  return series;
}

/** A series' key as seriesOf spells it. */
const key = (name: string, labels: Record<string, string> = {}) => {
  const sorted = Object.entries(labels)
    .map(([label, value]) => `${label}="${value}"`)
    .sort()
    .join(',');
  return sorted ? `${name}{${sorted}}` : name;
};

const slug = () => `no-such-${randomBytes(6).toString('hex')}`;

describe('/metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('answers 404 as a path that does not exist, token or not', async () => {
    for (const headers of [{}, authorised, { accept: 'text/html' }]) {
      const answer = await t.app.inject({ url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Route GET /metrics not found',
      });
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN, ROSTER_VERIFY_PER_MINUTE: '1' });
  const scrape = async (): Promise<Map<string, number>> => {
    const answer = await t.app.inject({ url: '/metrics', headers: authorised });
    expect(answer.statusCode).toBe(200);
    return seriesOf(answer.body);
  };
  /** How much each series grew while `run` ran. */
  const growth = async (run: () => Promise<unknown>) => {
    const before = await scrape();
    await run();
    const after = await scrape();
    return (name: string, labels: Record<string, string> = {}) =>
      (after.get(key(name, labels)) ?? 0) - (before.get(key(name, labels)) ?? 0);
  };

  it('answers 401 without the token, with another, or with another scheme', async () => {
    const headers = [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-kind-0123' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
      { authorization: TOKEN },
    ];
    for (const header of headers) {
      const answer = await t.app.inject({ url: '/metrics', headers: header });
      expect([header, answer.statusCode]).toEqual([header, 401]);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.body).not.toContain('muster_');
    }
  });

  it('answers the exposition in the Prometheus text format with the token', async () => {
    const answer = await t.app.inject({ url: '/metrics', headers: authorised });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE muster_http_requests_total counter');
    expect(answer.body).toContain('# TYPE muster_http_request_duration_seconds histogram');
    expect(answer.body).toContain('process_cpu_user_seconds_total');
    const series = seriesOf(answer.body);
    expect(series.get(key('muster_image_storage_bytes'))).toBe(0);
    expect(series.get(key('muster_images'))).toBe(0);
    const driver = t.database.kind;
    expect(series.get(key('muster_db_pool_connections', { driver }))).toBeGreaterThanOrEqual(1);
    expect(series.get(key('muster_db_pool_waiting_queries', { driver }))).toBe(0);
    expect(series.get(key('muster_db_query_duration_seconds_count'))).toBeGreaterThan(0);
  });

  it('is no operation of the OpenAPI document', async () => {
    await t.app.ready();
    const document = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it('counts a request under its route pattern, method and status, and times it', async () => {
    const grew = await growth(() => t.app.inject({ url: `/api/factions/${slug()}` }));
    const labels = { route: '/api/factions/:id', method: 'GET' };
    expect(grew('muster_http_requests_total', { ...labels, status_code: '404' })).toBe(1);
    expect(grew('muster_http_request_duration_seconds_count', labels)).toBe(1);
    expect(grew('muster_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(1);
  });

  it('counts a path no route serves as (unmatched)', async () => {
    const grew = await growth(() => t.app.inject({ url: `/api/${slug()}` }));
    expect(
      grew('muster_http_requests_total', {
        route: '(unmatched)',
        method: 'GET',
        status_code: '404',
      }),
    ).toBe(1);
  });

  it('keeps its series bounded whatever paths are asked for', async () => {
    // Each kind of path once: its series are made on the first request.
    const ask = (): Promise<LightMyRequestResponse>[] => [
      t.app.inject({ url: `/api/factions/${slug()}` }),
      t.app.inject({ url: `/api/units/faction/${slug()}` }),
      t.app.inject({ url: `/api/${slug()}/${slug()}` }),
      t.app.inject({ url: `/${slug()}.js` }),
      t.app.inject({ url: `/factions/${slug()}`, headers: { accept: 'text/html' } }),
    ];
    await Promise.all(ask());
    const lines = async () => {
      const answer = await t.app.inject({ url: '/metrics', headers: authorised });
      return answer.body.split('\n').filter((line) => line.startsWith('muster_'));
    };
    const before = await lines();
    // 1,000 distinct addresses of each kind, 200 at a time.
    for (let round = 0; round < 5; round++) {
      await Promise.all(Array.from({ length: 200 }, ask).flat());
    }
    const after = await lines();
    expect(after.length).toBe(before.length);
    expect(after.join('\n')).not.toContain('no-such-');
  }, 300_000);

  it('counts read cache hits and misses', async () => {
    const url = `/api/factions?public=true&limit=7&page=1`;
    const grew = await growth(async () => {
      await t.app.inject({ url });
      await t.app.inject({ url });
    });
    expect(grew('muster_read_cache_requests_total', { result: 'miss' })).toBe(1);
    expect(grew('muster_read_cache_requests_total', { result: 'hit' })).toBe(1);
  });

  it('counts a throttle refusal by its rule', async () => {
    const grew = await growth(async () => {
      const url = '/api/rosters/verify/AAAA-AAAA';
      const remoteAddress = '192.0.2.7';
      expect((await t.app.inject({ url, remoteAddress })).statusCode).toBe(404);
      expect((await t.app.inject({ url, remoteAddress })).statusCode).toBe(429);
    });
    expect(grew('muster_throttle_refusals_total', { kind: 'roster-verdict' })).toBe(1);
  });

  it('counts sign-ins, failed ones apart, registrations and moderation actions', async () => {
    const grew = await growth(async () => {
      expect((await attemptLogIn(t.app, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
      expect((await attemptLogIn(t.app, 'admin', 'wrong password')).statusCode).toBe(401);
      // A registration, and the administrator granting a role (signing in to do it).
      await signUp(t.app, { roles: ['publisher'] });
    });
    expect(grew('muster_sign_ins_total', { outcome: 'success' })).toBe(2);
    expect(grew('muster_sign_ins_total', { outcome: 'failure' })).toBe(1);
    expect(grew('muster_registrations_total')).toBe(1);
    expect(grew('muster_moderation_actions_total', { action: 'role-grant', kind: 'user' })).toBe(1);
  });
});
