import { createHash, timingSafeEqual } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from 'prom-client';
import type { DatabaseHandle } from '../db/client.js';
import {
  events,
  type ModerationEvent,
  type SignInEvent,
  type ThrottleRefusalEvent,
} from '../metrics/events.js';
import { imagesRepository } from '../repositories/images.js';

/** The route label of a request no route matched (unknown paths, and the site's pages). */
export const UNMATCHED = '(unmatched)';

/**
 * Request durations, in seconds: few buckets, as each costs a series per route and method and a
 * comparison per request. Cached reads answer in a millisecond or two, misses in tens.
 */
const DURATION_BUCKETS = [0.002, 0.01, 0.05, 0.25, 1, 5];
const QUERY_BUCKETS = [0.001, 0.005, 0.025, 0.1, 0.5, 2.5];

/**
 * Node's own metrics (CPU, memory, event loop lag, GC), once per process in a registry of their
 * own: `collectDefaultMetrics` starts observers that are never stopped, so the tests' many apps
 * must not each start theirs.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The requests of one route and method, counted in plain numbers: prom-client's labelled
 * counters build a key from the labels on every call, which the hot path should not pay for.
 * They are read out at each scrape ({@link requestMetrics}).
 */
interface MethodSeries {
  labels: { route: string; method: string };
  /** Answers by status code. */
  byStatus: Map<number, number>;
  /** Durations per bucket of DURATION_BUCKETS, the last for those above them all. */
  buckets: number[];
  sum: number;
  count: number;
}

interface MetricValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** A metric read from `values` at each scrape, as prom-client's registry takes one. */
const readOut = (
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  values: () => MetricValue[],
) => ({
  name,
  help,
  type,
  aggregator: 'sum' as const,
  get: async () => ({ name, help, type, aggregator: 'sum' as const, values: values() }),
});

/** The request counter and duration histogram of every route and method seen. */
function requestMetrics(series: () => Iterable<MethodSeries>) {
  const requests = readOut(
    'muster_http_requests_total',
    'HTTP requests answered, by route pattern, method and status code',
    'counter',
    () =>
      [...series()].flatMap(({ labels, byStatus }) =>
        [...byStatus].map(([status, value]) => ({
          labels: { ...labels, status_code: String(status) },
          value,
        })),
      ),
  );
  const name = 'muster_http_request_duration_seconds';
  const durations = readOut(
    name,
    'Time from a request received to its answer sent, by route pattern and method',
    'histogram',
    () =>
      [...series()].flatMap(({ labels, buckets, sum, count }) => {
        let cumulative = 0;
        return [
          ...DURATION_BUCKETS.map((le, index) => ({
            metricName: `${name}_bucket`,
            labels: { ...labels, le },
            value: (cumulative += buckets[index] ?? 0),
          })),
          { metricName: `${name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count },
          { metricName: `${name}_sum`, labels, value: sum },
          { metricName: `${name}_count`, labels, value: count },
        ];
      }),
  );
  return [requests, durations];
}

/** Whether `header` is `Bearer <token>`, compared in constant time (as hashes of equal length). */
function bearerMatches(header: string | undefined, token: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  const given = createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  return timingSafeEqual(given, token) && match !== null;
}

/** A counter of events whose total another part keeps (`read`), set from it at each scrape. */
function countedElsewhere<Label extends string>(
  configuration: CounterConfiguration<Label>,
  read: (counter: Counter<Label>) => void,
): Counter<Label> {
  return new Counter<Label>({
    ...configuration,
    collect() {
      this.reset();
      read(this);
    },
  });
}

/**
 * `GET /metrics` in Prometheus's text format, with `Authorization: Bearer <METRICS_TOKEN>`; unset,
 * it answers 404 as an unknown path does and nothing is counted (no hook, no subscription). See
 * the API README's "Metrics" for the series.
 */
async function metrics(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  const token = app.config.metricsToken;
  const hide = { schema: { hide: true } };
  if (token === null) {
    app.get('/metrics', hide, async (request, reply) =>
      reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method} /metrics not found`,
      }),
    );
    return;
  }
  const tokenHash = createHash('sha256').update(token).digest();
  const registry = new Registry();
  const registers = { registers: [registry] };

  // Series by the route's config object (one per route, Fastify's), then method.
  const seriesByRoute = new WeakMap<object, Map<string, MethodSeries>>();
  const allSeries: MethodSeries[] = [];
  for (const metric of requestMetrics(() => allSeries)) registry.registerMetric(metric as never);
  const seriesOf = (request: FastifyRequest): MethodSeries => {
    const config = request.routeOptions.config as { url?: string };
    let byMethod = seriesByRoute.get(config);
    if (!byMethod) {
      byMethod = new Map();
      seriesByRoute.set(config, byMethod);
    }
    const method = request.method;
    let series = byMethod.get(method);
    if (!series) {
      const labels = { route: config.url ?? UNMATCHED, method };
      // Several route objects share a label (not-found handlers of nested plugins): one series.
      series = allSeries.find(
        (other) => other.labels.route === labels.route && other.labels.method === method,
      );
      if (!series) {
        series = {
          labels,
          byStatus: new Map(),
          buckets: DURATION_BUCKETS.map(() => 0),
          sum: 0,
          count: 0,
        };
        allSeries.push(series);
      }
      byMethod.set(method, series);
    }
    return series;
  };
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const series = seriesOf(request);
    const status = reply.statusCode;
    series.byStatus.set(status, (series.byStatus.get(status) ?? 0) + 1);
    const seconds = reply.elapsedTime / 1000;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
    if (bucket < DURATION_BUCKETS.length) series.buckets[bucket]!++;
    series.sum += seconds;
    series.count++;
    done();
  });

  countedElsewhere(
    {
      name: 'muster_read_cache_requests_total',
      help: 'Public reads answered from the read cache (hit) or not (miss: loaded, or waited for a load)',
      labelNames: ['result'] as const,
      ...registers,
    },
    (counter) => {
      counter.inc({ result: 'hit' }, app.readCache.counts.hits);
      counter.inc({ result: 'miss' }, app.readCache.counts.misses);
    },
  );

  const refusals = new Counter({
    name: 'muster_throttle_refusals_total',
    help: 'Attempts a throttle refused, by rule (signin, register, login-pair, image-upload, …)',
    labelNames: ['kind'] as const,
    ...registers,
  });
  const signIns = new Counter({
    name: 'muster_sign_ins_total',
    help: 'Logins, by outcome: success, or failure (wrong username or password)',
    labelNames: ['outcome'] as const,
    ...registers,
  });
  const registrations = new Counter({
    name: 'muster_registrations_total',
    help: 'Accounts created by registration',
    ...registers,
  });
  const moderation = new Counter({
    name: 'muster_moderation_actions_total',
    help: 'Moderation log entries written, by action and kind of item',
    labelNames: ['action', 'kind'] as const,
    ...registers,
  });
  const queries = new Histogram({
    name: 'muster_db_query_duration_seconds',
    help: 'Database queries, from the call to the answer (on PGlite including the wait for its one connection)',
    buckets: QUERY_BUCKETS,
    ...registers,
  });
  for (const outcome of ['success', 'failure']) signIns.inc({ outcome }, 0);
  registrations.inc(0);

  const listeners: [keyof typeof events, (message: unknown) => void][] = [
    ['throttleRefusal', (m) => refusals.inc({ kind: (m as ThrottleRefusalEvent).kind })],
    ['signIn', (m) => signIns.inc({ outcome: (m as SignInEvent).outcome })],
    ['registration', () => registrations.inc()],
    ['moderation', (m) => moderation.inc(m as ModerationEvent)],
    ['dbQuery', (m) => queries.observe(m as number)],
  ];
  for (const [name, listener] of listeners) subscribe(events[name].name, listener);
  app.addHook('onClose', async () => {
    for (const [name, listener] of listeners) unsubscribe(events[name].name, listener);
  });

  const poolUse = database.use;
  if (poolUse) {
    const driver = database.kind;
    const poolGauge = (name: string, help: string, field: 'total' | 'idle' | 'waiting') =>
      new Gauge({
        name,
        help,
        labelNames: ['driver'] as const,
        ...registers,
        collect() {
          this.set({ driver }, poolUse()[field]);
        },
      });
    poolGauge('muster_db_pool_connections', 'Database connections open (PGlite: its one)', 'total');
    poolGauge('muster_db_pool_idle_connections', 'Open connections no query is using', 'idle');
    poolGauge(
      'muster_db_pool_waiting_queries',
      'Queries waiting for a connection (PGlite: queued behind the one running)',
      'waiting',
    );
  }

  const images = imagesRepository(app.db);
  const imageBytes = new Gauge({
    name: 'muster_image_storage_bytes',
    help: 'Bytes of every stored image, read from the database at each scrape',
    ...registers,
  });
  const imageCount = new Gauge({
    name: 'muster_images',
    help: 'Images stored, read from the database at each scrape',
    ...registers,
  });

  app.get('/metrics', hide, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, tokenHash)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'The metrics need Authorization: Bearer <METRICS_TOKEN>',
      });
    }
    // One query for both, here rather than in each gauge's collect.
    const stored = await images.storage();
    imageBytes.set(stored.bytes);
    imageCount.set(stored.images);
    const text = (await registry.metrics()) + (await processMetrics().metrics());
    reply.header('Cache-Control', 'no-store');
    return reply.type(registry.contentType).send(text);
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['context', 'read-cache'] });
