import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  /** When it may no longer be served: `readCacheMs` after the database was read. */
  expires: number;
  /** When a request starts a background refresh (half-way). */
  refreshAt: number;
}

/** A short-lived cache of public, anonymous-safe answers, already serialised. */
export interface ReadCache {
  /**
   * Answers from the cache when a fresh entry exists, else loads (once, however many requests
   * wait), serialises with the route's response schema, stores and answers.
   */
  send(request: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>): Promise<void>;
  /** Drops every entry (after any write). */
  clear(): void;
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

function matches(request: FastifyRequest, etag: string): boolean {
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
 * and answers 304 when the client already has it.
 */
async function readCache(app: FastifyInstance) {
  const ttl = app.config.readCacheMs;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();
  let generation = 0;

  const respond = (request: FastifyRequest, reply: FastifyReply, entry: Entry): void => {
    reply.header('ETag', entry.etag);
    reply.header('Cache-Control', 'no-cache');
    if (matches(request, entry.etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(entry.body);
  };

  /** Loads once per key however many requests ask; stores the result unless a write came between. */
  const refresh = (
    key: string,
    reply: FastifyReply,
    load: () => Promise<unknown>,
  ): Promise<Entry> => {
    const pending = loading.get(key);
    if (pending) return pending;
    const started = generation;
    const readAt = Date.now();
    const promise = load()
      .then((value) => {
        const serialised = reply.serialize(value);
        const body =
          typeof serialised === 'string'
            ? serialised
            : Buffer.from(serialised as ArrayBuffer).toString('utf8');
        const entry = {
          body,
          etag: etagOf(body),
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
    async send(request, reply, load) {
      const key = request.url;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        if (hit.refreshAt <= now) refresh(key, reply, load).catch(() => undefined);
        respond(request, reply, hit);
        return;
      }
      respond(request, reply, await refresh(key, reply, load));
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
  app.decorate('readCache', cache);

  app.addHook('onSend', async (request, reply, payload) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') {
      if (reply.statusCode < 400) cache.clear();
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
