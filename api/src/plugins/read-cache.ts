import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';

/** A path with each segment's percent-encoding made canonical. */
function canonicalPath(rawPath: string): string {
  return rawPath
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** A key from a canonical path and query parameters, sorted by name (repeats keep their order). */
function keyOf(path: string, parameters: [string, string][]): string {
  const sorted = parameters.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.length === 0 ? path : `${path}?${new URLSearchParams(sorted).toString()}`;
}

/**
 * The cache key of a request: its path, with each segment's percent-encoding made canonical, and
 * only the query parameters its route declares (`declared`, from the querystring schema), sorted
 * by name. Unknown parameters (`?junk=1`), their order and their encoding then cannot make each
 * request miss the cache and reach the database. Repeated parameters keep their order.
 */
export function cacheKey(url: string, declared: ReadonlySet<string>): string {
  const mark = url.indexOf('?');
  const path = canonicalPath(mark === -1 ? url : url.slice(0, mark));
  if (mark === -1 || declared.size === 0) return path;
  const kept = [...new URLSearchParams(url.slice(mark + 1))].filter(([name]) => declared.has(name));
  return keyOf(path, kept);
}

const NO_PARAMETERS: ReadonlySet<string> = new Set();
const declaredByRoute = new WeakMap<object, ReadonlySet<string>>();

/** The query parameter names a route's querystring schema declares (none without a schema). */
function declaredQuery(request: FastifyRequest): ReadonlySet<string> {
  const schema = request.routeOptions.schema?.querystring as
    { properties?: Record<string, unknown> } | undefined;
  if (!schema?.properties) return NO_PARAMETERS;
  let names = declaredByRoute.get(schema);
  if (!names) {
    names = new Set(Object.keys(schema.properties));
    declaredByRoute.set(schema, names);
  }
  return names;
}

/**
 * The parameters an answer depends on, each in its one spelling (undefined: left out of the key),
 * read from a request's validated query; it throws (a 400) for a value the route refuses.
 */
type CanonicalQuery = (query: never) => Record<string, string | undefined>;

const canonicalByQuerySchema = new WeakMap<object, CanonicalQuery>();

/**
 * Declares the cache key of every route whose querystring schema is `schema`: the parameters
 * `canonical` answers rather than those sent. A query whose values have more than one spelling
 * with the same meaning (a default sent or not, an empty search, a page below the first) then has
 * one cache entry, and a value the route refuses is answered 400 before the cache is looked at,
 * so neither can be used to reach the database on every request.
 */
export function cacheKeyQuery<S extends TSchema>(
  schema: S,
  canonical: (query: Static<S>) => Record<string, string | undefined>,
): void {
  canonicalByQuerySchema.set(schema, canonical);
}

/** The cache key of a request: by its route's {@link cacheKeyQuery}, else {@link cacheKey}. */
function requestKey(request: FastifyRequest): string {
  const schema = request.routeOptions.schema?.querystring;
  const canonical = schema ? canonicalByQuerySchema.get(schema) : undefined;
  if (!canonical) return cacheKey(request.url, declaredQuery(request));
  const mark = request.url.indexOf('?');
  const parameters = Object.entries(canonical(request.query as never)).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return keyOf(canonicalPath(mark === -1 ? request.url : request.url.slice(0, mark)), parameters);
}

interface Entry {
  body: string;
  etag: string;
  /**
   * Whether a matching `If-None-Match` may answer 304: true for a hash of the body, false for a
   * version tag (see {@link SendOptions.versionOf}).
   */
  conditional: boolean;
  /** When it may no longer be served: `readCacheMs` after the database was read. */
  expires: number;
  /** When a request starts a background refresh (half-way). */
  refreshAt: number;
}

/** How {@link ReadCache.send} tags an answer. */
export interface SendOptions {
  /**
   * For the detail GET of one editable entity: its version, sent as the strong `ETag: "<n>"` that
   * a save echoes in `If-Match` instead of a hash of the body.
   *
   * Such an answer never gets a 304, whatever `If-None-Match` says. A version counts saves of the
   * entity's own editable fields, and some answers change without one: a faction's likes, its
   * review flag after a unit or weapon edit, the review note only some callers see. A 304 on the
   * version would then keep a stale answer in the client. The version tag is a concurrency token,
   * not a cache validator; the body is still served from this cache, so detail reads stay fast.
   */
  versionOf?: (value: unknown) => number | undefined;
}

/** A short-lived cache of public, anonymous-safe answers, already serialised. */
export interface ReadCache {
  /**
   * Answers from the cache when a fresh entry exists, else loads (once, however many requests
   * wait), serialises with the route's response schema, stores and answers. Entries are keyed by
   * {@link cacheKey}. It resolves with the reply, which is thenable and settles once the answer
   * is sent, so a handler that awaits it returns only then: an async handler that resolves to
   * nothing while the reply is still in an async `onSend` hook makes Fastify send it twice.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<unknown>,
    options?: SendOptions,
  ): Promise<FastifyReply>;
  /** Drops every entry (after any write). */
  clear(): void;
  /**
   * Reads answered from a fresh entry (hits), and the others (misses: they loaded, or waited for
   * a load another request started), since start; the metrics read them.
   */
  readonly counts: { hits: number; misses: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

const MAX_ENTRIES = 2000;

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The Cache-Control of an answer that never changes at its address (an image by its hash, a
 * verdict by its code): any cache keeps it for a year without asking again.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether the client already holds the answer tagged `etag` (its If-None-Match names it). */
export function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}` || trimmed === '*';
  });
}

/**
 * Public reads are served from memory for at most `readCacheMs` (one second by default) counted
 * from when the database was read. In the second half of that time an entry is still served
 * while one request refreshes it in the background, so load never waits on the database. Writes
 * on this instance clear the cache at once; other instances' entries expire within the second, so
 * a read is never more than `readCacheMs` stale anywhere. Every JSON GET answer carries an ETag
 * and answers 304 when the client already has it, except an entity's detail, whose ETag is its
 * version and never answers 304 ({@link SendOptions.versionOf}).
 */
async function readCache(app: FastifyInstance) {
  const ttl = app.config.readCacheMs;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();
  let generation = 0;

  const respond = (request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply => {
    reply.header('ETag', entry.etag);
    reply.header('Cache-Control', 'no-cache');
    if (entry.conditional && matches(request, entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  /** Loads once per key however many requests ask; stores the result unless a write came between. */
  const refresh = (
    key: string,
    reply: FastifyReply,
    load: () => Promise<unknown>,
    options: SendOptions,
  ): Promise<Entry> => {
    const pending = loading.get(key);
    if (pending) return pending;
    const started = generation;
    const readAt = Date.now();
    const promise = load()
      .then((value) => {
        // The 200 answer's serializer, whatever this reply's status: a background refresh may run
        // on the reply of a request already answered 304, whose own schema serializes nothing.
        const serialise = reply.getSerializationFunction('200') as
          ((input: unknown) => string) | undefined;
        const body = serialise ? serialise(value) : JSON.stringify(value);
        const version = options.versionOf?.(value);
        const entry = {
          body,
          etag: version === undefined ? etagOf(body) : `"${version}"`,
          conditional: version === undefined,
          expires: readAt + ttl,
          refreshAt: readAt + ttl / 2,
        };
        if (ttl > 0 && started === generation) {
          if (entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  };

  const cache: ReadCache = {
    async send(request, reply, load, options = {}) {
      const key = requestKey(request);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        cache.counts.hits++;
        if (hit.refreshAt <= now) refresh(key, reply, load, options).catch(() => undefined);
        return respond(request, reply, hit);
      }
      cache.counts.misses++;
      return respond(request, reply, await refresh(key, reply, load, options));
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
    counts: { hits: 0, misses: 0 },
  };
  app.decorate('readCache', cache);

  app.addHook('onSend', async (request, reply, payload) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') {
      if (reply.statusCode < 400 && !request.routeOptions.config.keepsReadCache) cache.clear();
      return payload;
    }
    if (
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      reply.hasHeader('etag') ||
      !request.url.startsWith('/api/')
    ) {
      return payload;
    }
    const etag = etagOf(payload);
    reply.header('ETag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-cache');
    if (matches(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}

export default fp(readCache, { name: 'read-cache', dependencies: ['context'] });
