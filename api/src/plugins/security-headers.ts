import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.js';
import { readManifest, type RemotesManifest } from '../web/remotes-manifest.js';

/** How long the manifest's origins are reused before `/remotes.json` is read again. */
const MANIFEST_REFRESH_MS = 1000;

/** Where the OpenAPI page lives (@fastify/swagger-ui): the one place with its own policy. */
const DOCS_PREFIX = '/api/docs';

/** The origins (`https://cdn.example`) of the manifest's remotes hosted elsewhere; sorted. */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(manifest)) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // A path such as /mfe/rules/remoteEntry.js lives on this origin: 'self' covers it.
    }
  }
  return [...origins].sort();
}

/**
 * The site's Content-Security-Policy. Scripts come only from this origin and the remotes'
 * origins (Module Federation adds `<script>` tags for each remoteEntry.js and its chunks, and a
 * remote's CSS chunks come from the same place); never `unsafe-eval` or inline scripts. Styles may
 * be injected (`style-loader` puts CSS into `<style>` tags). Images may be remote (`https:`) since
 * Markdown shows them, or `data:`. Nothing may frame the site (clickjacking of the login page).
 * The service worker and the web app manifest come from this origin only; the worker
 * fetches the remotes' files under `connect-src` (its own policy is this one, sent with sw.js).
 */
export function sitePolicy(origins: readonly string[]): string {
  const extra = origins.length ? ` ${origins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob: https:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of a page that carries `manifest`: its remotes' origins allowed. The shell page sets
 * it from the very manifest it embeds, so a remote just moved elsewhere is allowed on the first
 * page that names its new place.
 */
export const manifestPolicy = (manifest: RemotesManifest): string =>
  sitePolicy(remoteOrigins(manifest));

/** Where the service worker is served: the one script whose policy outlives many manifests. */
const WORKER_PATH = '/sw.js';

/**
 * The service worker's policy. A worker keeps the policy it was installed with until `sw.js`
 * itself changes, so one built from today's manifest would block a remote moved to a new origin
 * for every visitor whose worker is already installed. The worker runs no remote code: it only
 * fetches and keeps the remotes' files, so it may fetch from any `https:` origin (and from those
 * the manifest names now, such as an `http://localhost` remote in development).
 */
export function workerPolicy(origins: readonly string[]): string {
  const extra = origins.filter((origin) => !origin.startsWith('https:'));
  return sitePolicy(origins).replace(
    /connect-src [^;]*/,
    `connect-src 'self' https:${extra.length ? ` ${extra.join(' ')}` : ''}`,
  );
}

/**
 * The OpenAPI page's policy: Swagger UI's bundle sets inline styles and shows `data:` images;
 * it needs no eval either, and may not be framed.
 */
export const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers on every answer: API JSON, static files, the shell, 404s and errors. They
 * are set in `onRequest` with `reply.header` (which runs before any route, not-found handler or
 * error handler) rather than in an async `onSend`, which would break handlers that call
 * `reply.send()` without returning the reply (the read cache).
 */
async function securityHeaders(app: FastifyInstance, { config }: { config: Config }) {
  const policiesOf = async () => {
    const origins = remoteOrigins(await readManifest(config.remotesManifest));
    return { site: sitePolicy(origins), worker: workerPolicy(origins) };
  };
  let policies = await policiesOf().catch((error: unknown) => {
    app.log.warn({ err: error }, 'remotes manifest unreadable');
    return { site: sitePolicy([]), worker: workerPolicy([]) };
  });
  let readAt = Date.now();
  let refreshing = false;

  // The manifest may change while the server runs (a remote moved to a CDN): refresh the policy
  // in the background at most once a second; a broken manifest keeps the last good policy. The
  // shell page replaces it with the policy of the manifest it carries (site-files.ts).
  const refresh = () => {
    if (refreshing || Date.now() - readAt < MANIFEST_REFRESH_MS) return;
    refreshing = true;
    policiesOf()
      .then((next) => {
        policies = next;
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'remotes manifest unreadable'))
      .finally(() => {
        readAt = Date.now();
        refreshing = false;
      });
  };

  app.addHook('onRequest', (request, reply, done) => {
    refresh();
    const docs = request.url === DOCS_PREFIX || request.url.startsWith(`${DOCS_PREFIX}/`);
    const policy = request.url.split('?')[0] === WORKER_PATH ? policies.worker : policies.site;
    reply.header('Content-Security-Policy', docs ? DOCS_POLICY : policy);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
