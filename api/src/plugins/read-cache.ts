import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expires: number;
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
 * Public reads are served from memory for at most `readCacheMs` (one second by default). Writes
 * on this instance clear it at once; other instances see them when their entries expire, so a
 * read is never more than a second stale anywhere. Every JSON GET answer carries an ETag and
 * answers 304 when the client already has it.
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

  const cache: ReadCache = {
    async send(request, reply, load) {
      const key = request.url;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        respond(request, reply, hit);
        return;
      }
      let pending = loading.get(key);
      if (!pending) {
        const started = generation;
        pending = load()
          .then((value) => {
            const serialised = reply.serialize(value);
            const body =
              typeof serialised === 'string'
                ? serialised
                : Buffer.from(serialised as ArrayBuffer).toString('utf8');
            const entry = { body, etag: etagOf(body), expires: Date.now() + ttl };
            if (ttl > 0 && started === generation) {
              if (entries.size >= MAX_ENTRIES) entries.clear();
              entries.set(key, entry);
            }
            return entry;
          })
          .finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      respond(request, reply, await pending);
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
