import type { APIRequestContext } from '@playwright/test';
import { demoIds } from './demo-data';

/** Who visits a route: a visitor, or the administrator (who may open every editor and queue). */
export type Visitor = 'visitor' | 'administrator';

/** The first-visit JavaScript budgets (docs/performance.md), in KB (1024 bytes), as transferred. */
export const JS_BUDGET_KB = { read: 150, editor: 200 } as const;

/** One route of the route table with a real address to visit. */
export interface RouteSample {
  /** The route table's pattern (`/factions/:slug`). */
  pattern: string;
  /** A real address of it (a demo faction's slug in place of `:slug`). */
  path: string;
  budget: keyof typeof JS_BUDGET_KB;
  visitor: Visitor;
}

type Ids = Awaited<ReturnType<typeof demoIds>>;

/**
 * Every route of the route table (shared-kernel/src/core/routes/route-table.ts), each with a
 * demo address: the read-only routes as a visitor would first open them, the editors, queues and
 * account screens as the administrator. `/roster/:key` and `/play/:key` need a roster in the
 * browser: the caller passes its key.
 */
export function routeSamples(ids: Ids, rosterKey: string): RouteSample[] {
  const read = (pattern: string, path = pattern): RouteSample => ({
    pattern,
    path,
    budget: 'read',
    visitor: 'visitor',
  });
  const editor = (pattern: string, path = pattern): RouteSample => ({
    pattern,
    path,
    budget: 'editor',
    visitor: 'administrator',
  });
  const signedIn = (pattern: string, path = pattern): RouteSample => ({
    ...read(pattern, path),
    visitor: 'administrator',
  });
  return [
    read('/'),
    read('/ruleset'),
    read('/pointformulas'),
    editor('/newformula'),
    editor('/editformula/:id', `/editformula/${ids.formula._id}`),
    read('/abilitytemplates'),
    editor('/newability'),
    editor('/editability/:id', `/editability/${ids.ability._id}`),
    read('/factionlist'),
    read('/factionlist/:page', '/factionlist/1'),
    signedIn('/myfactions/:page', '/myfactions/1'),
    read('/authorpage/:name', '/authorpage/admin'),
    read('/factions/:slug', `/factions/${ids.faction.slug}`),
    editor('/newfaction'),
    editor('/editfaction/:slug', `/editfaction/${ids.faction.slug}`),
    read('/units/:id', `/units/${ids.unit._id}`),
    editor('/newunit/:factionId', `/newunit/${ids.faction._id}`),
    editor('/editunit/:id', `/editunit/${ids.unit._id}`),
    editor('/newweapon/:factionId', `/newweapon/${ids.faction._id}`),
    editor('/editweapon/:id', `/editweapon/${ids.weapon._id}`),
    read('/rosters'),
    read('/roster/:key', `/roster/${rosterKey}`),
    // Opening a roster's game page starts a game from it: the page then shows the table.
    read('/play/:key', `/play/${rosterKey}`),
    read('/games'),
    read('/verify'),
    read('/verify/:code', `/verify/${ids.verdict.code}`),
    read('/scenariolist/:page', '/scenariolist/1'),
    signedIn('/myscenarios/:page', '/myscenarios/1'),
    read('/scenarios/:slug', `/scenarios/${ids.scenario.slug}`),
    editor('/newscenario'),
    editor('/editscenario/:slug', `/editscenario/${ids.scenario.slug}`),
    editor('/newpage/:type', '/newpage/lore'),
    editor('/editpage/:id', `/editpage/${ids.page._id}`),
    read('/pages/:id', `/pages/${ids.page._id}`),
    read('/pagelist/:type', '/pagelist/terrain'),
    read('/lorepagelist/:type/:tag', '/lorepagelist/lore/world'),
    signedIn('/mypages'),
    signedIn('/modqueue/:page', '/modqueue/1'),
    signedIn('/scenariomodqueue/:page', '/scenariomodqueue/1'),
    signedIn('/pagemodqueue'),
    signedIn('/modlog'),
    editor('/editrules'),
    editor('/users'),
    read('/login'),
    read('/forgotpassword'),
    // A token no link ever carried: the page says so.
    read('/resetpassword/:token', `/resetpassword/${'x'.repeat(43)}`),
    read('/register'),
    read('/registerComplete'),
    signedIn('/profile'),
    read('/profile/:username', '/profile/admin'),
  ];
}

/**
 * One real path for every route of the route table, filled with the seeded demo content's ids
 * (`/roster/:key` and `/play/:key` with a key no browser holds), plus an unknown path.
 */
export async function everyRoutePath(request: APIRequestContext): Promise<string[]> {
  const samples = routeSamples(await demoIds(request), 'roster_missing_1');
  return [...samples.map((sample) => sample.path), '/no/such/page'];
}
