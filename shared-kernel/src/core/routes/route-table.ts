import type { PathParamNames } from '../api/define.js';
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
 * Every route, by the name of its path builder in `paths`, grouped by its owner: a remote (DESIGN
 * §2), which the shell loads on the first visit to one of its routes and which renders exactly
 * these patterns in its `./App`, or the shell itself. Each pattern is written here only.
 */
const ROUTES = {
  rules: {
    home: '/',
    ruleset: '/ruleset',
    pointFormulas: '/pointformulas',
    newFormula: '/newformula',
    editFormula: '/editformula/:id',
    abilityTemplates: '/abilitytemplates',
    newAbility: '/newability',
    editAbility: '/editability/:id',
  },
  factions: {
    factionListStart: '/factionlist',
    factionList: '/factionlist/:page',
    myFactionsStart: '/myfactions',
    myFactions: '/myfactions/:page',
    authorPage: '/authorpage/:name',
    faction: '/factions/:slug',
    newFaction: '/newfaction',
    editFaction: '/editfaction/:slug',
    unit: '/units/:id',
    newUnit: '/newunit/:factionId',
    editUnit: '/editunit/:id',
    newWeapon: '/newweapon/:factionId',
    editWeapon: '/editweapon/:id',
  },
  rosters: {
    rosters: '/rosters',
    roster: '/roster/:key',
    play: '/play/:key',
    games: '/games',
    verify: '/verify',
    verifyCode: '/verify/:code',
  },
  community: {
    scenarioListStart: '/scenariolist',
    scenarioList: '/scenariolist/:page',
    myScenariosStart: '/myscenarios',
    myScenarios: '/myscenarios/:page',
    scenario: '/scenarios/:slug',
    newScenario: '/newscenario',
    editScenario: '/editscenario/:slug',
    newPage: '/newpage/:type',
    editPage: '/editpage/:id',
    page: '/pages/:id',
    pageList: '/pagelist/:type',
    lorePageList: '/lorepagelist/:type/:tag',
    myPages: '/mypages',
  },
  admin: {
    modQueueStart: '/modqueue',
    modQueue: '/modqueue/:page',
    scenarioModQueueStart: '/scenariomodqueue',
    scenarioModQueue: '/scenariomodqueue/:page',
    pageModQueue: '/pagemodqueue',
    editRules: '/editrules',
    users: '/users',
    modLog: '/modlog',
  },
  shell: {
    login: '/login',
    forgotPassword: '/forgotpassword',
    resetPassword: '/resetpassword/:token',
    register: '/register',
    registerInvite: '/register/:token',
    registerComplete: '/registerComplete',
    profile: '/profile',
    userProfile: '/profile/:username',
  },
} as const satisfies Record<RemoteName | 'shell', Readonly<Record<string, string>>>;

/**
 * The `:name` segments of page routes whose values are secrets: a reset link's token takes the
 * account, an invitation's makes one with its roles. The server's logs and metrics mask them (see
 * `SECRET_ROUTES`); a route that carries a secret is marked here, beside its pattern.
 */
export const SECRET_ROUTE_SEGMENTS: {
  readonly [K in keyof typeof ROUTES.shell]?: readonly PathParamNames<(typeof ROUTES.shell)[K]>[];
} = {
  resetPassword: ['token'],
  registerInvite: ['token'],
};

/** The routes of one remote, by the name of their path builders. */
export type RemoteRoutes<R extends RemoteName> = (typeof ROUTES)[R];

/** The routes of one remote, by name. */
export const remoteRoutes = <R extends RemoteName>(remote: R): RemoteRoutes<R> => ROUTES[remote];

/** Which remote owns which route pattern. */
export const REMOTE_ROUTES: Readonly<Record<RemoteName, readonly string[]>> = {
  rules: Object.values(ROUTES.rules),
  factions: Object.values(ROUTES.factions),
  rosters: Object.values(ROUTES.rosters),
  community: Object.values(ROUTES.community),
  admin: Object.values(ROUTES.admin),
};

/** The routes the shell renders itself. */
export const SHELL_ROUTES: readonly string[] = Object.values(ROUTES.shell);

/** Every route pattern, by the name of its path builder. */
export const ROUTE_PATTERNS = {
  ...ROUTES.rules,
  ...ROUTES.factions,
  ...ROUTES.rosters,
  ...ROUTES.community,
  ...ROUTES.admin,
  ...ROUTES.shell,
};

/** A value for one `:name` segment of a pattern. */
export type PathSegment = string | number;

/** The values of a pattern's `:name` segments, in order. */
export type SegmentsOf<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [PathSegment, ...SegmentsOf<Rest>]
  : P extends `${string}:${string}`
    ? [PathSegment]
    : [];

/** Builds the address of one route from the values of its segments. */
export type PathBuilder<P extends string> = (...segments: SegmentsOf<P>) => string;

/**
 * The address of a pattern with its `:name` segments replaced, in order, by the values given, each
 * encoded (a slug or a tag with a space or a slash stays one segment).
 */
export function fillPattern(pattern: string, segments: readonly PathSegment[]): string {
  let next = 0;
  return pattern.replace(/:[^/]+/g, () => encodeURIComponent(String(segments[next++])));
}

/**
 * The address of every route, built from its segments: `paths.faction(slug)` is
 * `/factions/{slug}`, `paths.factionList(2)` is `/factionlist/2`. Screens link through these,
 * never by writing an address, so a route's pattern is written once (in `ROUTES`).
 */
export const paths = Object.fromEntries(
  Object.entries(ROUTE_PATTERNS).map(([name, pattern]) => [
    name,
    (...segments: PathSegment[]) => fillPattern(pattern, segments),
  ]),
) as { readonly [K in keyof typeof ROUTE_PATTERNS]: PathBuilder<(typeof ROUTE_PATTERNS)[K]> };

/** The text of the not-found page, shown for any path no route matches. */
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
 * The two default lore collections of the Lore menu, each a page type and the tag that
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
