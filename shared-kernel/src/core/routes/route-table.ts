import type { PageType } from '../model/page.js';

/** The five remotes, by their federation names (the keys of `/remotes.json`). */
export type RemoteName = 'factions' | 'rosters' | 'rules' | 'community' | 'admin';

/** Every remote name, in navigation order. */
export const REMOTE_NAMES: readonly RemoteName[] = [
  'rules',
  'factions',
  'rosters',
  'community',
  'admin',
];

/**
 * The id of the `<script type="application/json">` in which the server hands the shell the
 * remotes manifest (`/remotes.json`) inside the page, saving the shell a request at start.
 */
export const REMOTES_MANIFEST_ELEMENT_ID = 'muster-remotes';

/**
 * Which remote owns which route (DESIGN §2). The shell loads a remote on the first visit to one of
 * its routes; each remote renders exactly these paths in its `./App`.
 */
export const REMOTE_ROUTES: Readonly<Record<RemoteName, readonly string[]>> = {
  rules: [
    '/',
    '/ruleset',
    '/pointformulas',
    '/newformula',
    '/editformula/:id',
    '/abilitytemplates',
    '/newability',
    '/editability/:id',
  ],
  factions: [
    '/factionlist',
    '/factionlist/:page',
    '/myfactions',
    '/myfactions/:page',
    '/authorpage/:name',
    '/factions/:slug',
    '/newfaction',
    '/editfaction/:slug',
    '/units/:id',
    '/newunit/:factionId',
    '/editunit/:id',
    '/newweapon/:factionId',
    '/editweapon/:id',
  ],
  rosters: ['/rosters', '/roster/:key'],
  community: [
    '/scenariolist',
    '/scenariolist/:page',
    '/myscenarios',
    '/myscenarios/:page',
    '/scenarios/:slug',
    '/newscenario',
    '/editscenario/:slug',
    '/newpage/:type',
    '/editpage/:id',
    '/pages/:id',
    '/pagelist/:type',
    '/lorepagelist/:type/:tag',
    '/mypages',
  ],
  admin: [
    '/modqueue',
    '/modqueue/:page',
    '/scenariomodqueue',
    '/scenariomodqueue/:page',
    '/pagemodqueue',
    '/editrules',
    '/users',
    '/modlog',
  ],
};

/** The routes the shell renders itself. */
export const SHELL_ROUTES: readonly string[] = [
  '/login',
  '/register',
  '/register/:token',
  '/registerComplete',
  '/profile',
  '/profile/:username',
];

/** The not-found text of SPEC §2. */
export const NOT_FOUND_TEXT = 'This is not the page you are looking for...';

/** Whether a path fits a route pattern (`:name` segments match any one segment). */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** The remote that owns a path, or null for shell routes and unknown paths. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const name of REMOTE_NAMES) {
    if (REMOTE_ROUTES[name].some((pattern) => pathMatches(pattern, pathname))) return name;
  }
  return null;
}

/** The pattern of the route table that matches a path drawn by a remote, or null. */
export function routePattern(pathname: string): string | null {
  for (const name of REMOTE_NAMES) {
    const pattern = REMOTE_ROUTES[name].find((candidate) => pathMatches(candidate, pathname));
    if (pattern !== undefined) return pattern;
  }
  return null;
}

/**
 * The name a remote gives the chunk that draws a route's screen (its `webpackChunkName`), so that
 * the server, knowing the route, preloads that screen with the page: 'route' and the pattern's
 * words ('/factions/:slug' is 'route-factions-slug', '/' is 'route').
 */
export function routeChunkName(pattern: string): string {
  return ['route', ...pattern.split(/[/:]+/).filter(Boolean)].join('-');
}

/** True when the shell itself renders this path. */
export function isShellPath(pathname: string): boolean {
  return SHELL_ROUTES.some((pattern) => pathMatches(pattern, pathname));
}

/**
 * The default lore collections of the Lore menu (SPEC §2: two), each a page type and the tag that
 * gathers its pages. The server's `LORE_COLLECTIONS` setting replaces them and `/api/site`
 * answers them; the client shows these until (or unless) it does. The demo content fills both.
 */
export const LORE_COLLECTIONS: readonly {
  /** The menu entry's text. */
  readonly label: string;
  /** The page type listed. */
  readonly type: PageType;
  /** The tag the collection's pages carry. */
  readonly tag: string;
}[] = [
  { label: 'World Lore', type: 'lore', tag: 'world' },
  { label: 'Battle Reports', type: 'batrep', tag: 'report' },
];
