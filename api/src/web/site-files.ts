import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  REMOTE_NAMES,
  isShellPath,
  operations,
  remoteForPath,
  themeOfCookieHeader,
} from '@muster/shared-kernel/core';
import type { Config } from '../config/env.js';
import { manifestPolicy } from '../plugins/security-headers.js';
import { route } from '../http/operation-route.js';
import { readManifest } from './remotes-manifest.js';
import { databaseLookups, pageData } from './page-preloads.js';
import { pageAnswers } from './page-reads.js';
import { preloadedRemote, remoteStartFiles, shellPage } from './shell-page.js';

/** Files whose names carry a content hash never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{12,}\.(js|css|png|jpe?g|gif|webp|svg|woff2?|txt|map)(\.gz|\.br)?$/;
const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * A hashed file is kept a year; anything else is revalidated on each use, the service worker
 * (`/sw.js`) above all: one kept stale would keep the whole site stale until it expired.
 */
function cacheHeaders(reply: FastifyReply, file: string) {
  reply.header('Cache-Control', HASHED.test(path.basename(file)) ? YEAR : REVALIDATE);
}

/**
 * A remote's files may be fetched from another origin (a site whose /remotes.json names this
 * server's remotes): its service worker keeps them with CORS requests, and it may, since they are
 * public files that carry no credentials.
 */
function remoteFileHeaders(reply: FastifyReply, file: string) {
  cacheHeaders(reply, file);
  reply.header('Access-Control-Allow-Origin', '*');
}

/**
 * Whether a GET that no file answered should load the shell: every client route does, dots and
 * all (`/profile/john.doe`, `/register/<invite token>`), and so does any other path without a file
 * extension, or any path a browser opens as a page (`navigation`: it asks for HTML), such as a
 * mistyped `/john.doe`: the shell shows its not-found page rather than raw JSON. What is left, a
 * path with an extension that is no client route fetched as a file (`/favicon.ico`, `/missing.js`)
 * or anything under `/api/` or `/mfe/`, names a file that does not exist and answers 404.
 */
export function isPagePath(pathname: string, navigation = false): boolean {
  if (pathname.startsWith('/api/') || pathname.startsWith('/mfe/')) return false;
  if (navigation || isShellPath(pathname) || remoteForPath(pathname) !== null) return true;
  return !path.extname(pathname);
}

/** Whether a request asks for a page (a browser's navigation sends `Accept: text/html,…`). */
const asksForHtml = (request: FastifyRequest): boolean =>
  String(request.headers.accept ?? '').includes('text/html');

/**
 * Serves the site: the shell at `/`, each remote under `/mfe/{name}/`, `/remotes.json`, and the
 * shell's `index.html` for every client route.
 */
async function siteFiles(app: FastifyInstance, { config }: { config: Config }) {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  const lookups = databaseLookups(app.db);

  // The site's files are not API operations: their declarations keep them out of the document.
  route(app, operations.getRemotesManifest, async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    return readManifest(config.remotesManifest);
  });

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: path.join(config.webRoot, `mfe-${name}`, 'dist'),
      prefix: `/mfe/${name}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      preCompressed: true,
      setHeaders: remoteFileHeaders,
    });
  }

  // The wildcard route looks files up on each request (wildcard: false would list them once at
  // start, so a rebuilt shell would 404 until a restart); a missing file falls through to the
  // not-found handler below.
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    cacheControl: false,
    index: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  });

  // The page is put together on each request (the manifest may change without a restart) and
  // compressed on the fly like any answer.
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const index = path.join(shellDist, 'index.html');
    if (!existsSync(index)) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The site is not built yet: run `npm run build` (or `npm start`).');
    }
    const [html, manifest] = await Promise.all([
      readFile(index, 'utf8'),
      readManifest(config.remotesManifest),
    ]);
    const remote = preloadedRemote(pathname);
    const entry = remote ? manifest[remote] : undefined;
    const files =
      remote && entry
        ? [entry, ...(await remoteStartFiles(config.webRoot, remote, entry, pathname))]
        : [];
    const { reads, images } = await pageData(pathname, lookups);
    const answers = await pageAnswers(app, reads, request.ip);
    const theme = themeOfCookieHeader(request.headers.cookie);
    const page = shellPage(html, manifest, { files, answers, images, theme });
    // The policy of this very manifest: the one the security headers hold may be a read older.
    reply.header('Content-Security-Policy', manifestPolicy(manifest));
    reply.header('Cache-Control', REVALIDATE);
    return reply.type('text/html; charset=utf-8').send(page);
  };

  route(app, operations.getShell, (request, reply) => sendShell(request, reply, '/'));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && isPagePath(url, asksForHtml(request))) {
      return sendShell(request, reply, url);
    }
    // 405 only when the path is served by other methods: a path the router refused for its own
    // reasons (a parameter over its length limit) stays a 404.
    const allowed = url.startsWith('/api/') ? app.allowedMethods(url) : [];
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('Allow', [...new Set(allowed)].join(', '))
        .send({
          statusCode: 405,
          error: 'Method Not Allowed',
          message: `${request.method} is not allowed on ${url}; use ${allowed.join(' or ')}`,
        });
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method} ${url} not found`,
    });
  });
}

export default fp(siteFiles, { name: 'site-files' });
