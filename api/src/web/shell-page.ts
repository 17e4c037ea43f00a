import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PAGE_READS_ELEMENT_ID,
  REMOTES_MANIFEST_ELEMENT_ID,
  remoteForPath,
  routeChunkName,
  routePattern,
  type RemoteName,
  type ThemeChoice,
} from '@muster/shared-kernel/core';
import type { PageAnswers } from './page-reads.js';
import type { RemotesManifest } from './remotes-manifest.js';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/** JSON that cannot end the `<script>` holding it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The remote whose files a page preloads: the one that draws the path, but never the admin
 * remote, which reaches moderators and the administrator only: the server does not
 * read the session to serve a page.
 */
export function preloadedRemote(pathname: string): RemoteName | null {
  const remote = remoteForPath(pathname);
  return remote === 'admin' ? null : remote;
}

/** A built file name: letters, digits, dots, dashes; a script or a stylesheet. */
const START_FILE_NAME = /^[\w.-]+\.(js|css)$/;

/** The plain file names of a list read from `start.json`; anything else is dropped. */
const startFileNames = (files: unknown): string[] =>
  Array.isArray(files)
    ? files.filter((file): file is string => typeof file === 'string' && START_FILE_NAME.test(file))
    : [];

/**
 * The files a remote this server serves needs at start for a path, as addresses: those of its
 * `./App` and those of the path's screen (the `start.json` its build writes beside
 * `remoteEntry.js`); none for a remote served elsewhere, or built without the list.
 */
export async function remoteStartFiles(
  webRoot: string,
  remote: RemoteName,
  entry: string,
  pathname: string,
): Promise<string[]> {
  const base = `/mfe/${remote}/`;
  if (entry !== `${base}remoteEntry.js`) return [];
  let start: { app?: unknown; routes?: Record<string, unknown> } | null;
  try {
    start = JSON.parse(
      await readFile(path.join(webRoot, `mfe-${remote}`, 'dist', 'start.json'), 'utf8'),
    ) as typeof start;
  } catch {
    return [];
  }
  const pattern = routePattern(pathname);
  const route = pattern === null ? undefined : start?.routes?.[routeChunkName(pattern)];
  const files = new Set([...startFileNames(start?.app), ...startFileNames(route)]);
  return [...files].map((file) => base + file);
}

const fileLink = (href: string) =>
  `<link rel="preload" as="${href.endsWith('.css') ? 'style' : 'script'}" href="${attribute(href)}">`;

// The largest thing the page draws: fetched early, and first.
const imageLink = (href: string) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${attribute(href)}">`;

/** What a page needs at once, beside the shell's own start files. */
export interface PageStart {
  /** The files the page's remote needs first: its `remoteEntry.js` and start files. */
  files: readonly string[];
  /** The answers of the API reads the page starts with (see `pageAnswers`). */
  answers: PageAnswers;
  /** The images it shows first (see `pageData`). */
  images?: readonly string[];
  /** The theme the reader chose, when not the system's (their cookie): set on <html>. */
  theme?: Exclude<ThemeChoice, 'system'> | null;
}

/** Inserts `html` before `tag` (`</head>`), or at the end when the page has no such tag. */
function insertBefore(page: string, tag: string, html: string): string {
  const at = page.indexOf(tag);
  return at === -1 ? page + html : page.slice(0, at) + html + page.slice(at);
}

/**
 * Marks <html> with the reader's theme, so the stylesheet draws the first paint in it: a script
 * could only do so after the page's scripts load (no inline script passes the policy).
 */
const withTheme = (page: string, theme: PageStart['theme']): string =>
  theme ? page.replace(/<html\b/i, `<html data-theme="${theme}"`) : page;

/**
 * The shell's `index.html` as served for one page: <html> marked with the reader's theme; the
 * remotes manifest inside it (the shell reads
 * it there instead of fetching `/remotes.json`); a preload of each file and image the page needs
 * first, so the browser fetches them beside the shell's own files rather than one after the
 * other; and, at the end of the body, the answers of its first reads, which the kernel's client
 * takes instead of asking again.
 */
export function shellPage(
  indexHtml: string,
  manifest: RemotesManifest,
  { files, answers, images = [], theme = null }: PageStart,
): string {
  const head =
    `<script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">${scriptJson(manifest)}</script>` +
    files.map(fileLink).join('') +
    images.map(imageLink).join('');
  const reads =
    Object.keys(answers).length === 0
      ? ''
      : `<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">${scriptJson(answers)}</script>`;
  return insertBefore(insertBefore(withTheme(indexHtml, theme), '</head>', head), '</body>', reads);
}
