import type { APIRequestContext } from '@playwright/test';
import { demoIds } from './demo-data';

/**
 * One real path for every route of the route table (shared-kernel's REMOTE_ROUTES and
 * SHELL_ROUTES), filled with the seeded demo content's ids, plus an unknown path.
 */
export async function everyRoutePath(request: APIRequestContext): Promise<string[]> {
  const ids = await demoIds(request);
  return [
    '/',
    '/ruleset',
    '/pointformulas',
    '/newformula',
    `/editformula/${ids.formula._id}`,
    '/abilitytemplates',
    '/newability',
    `/editability/${ids.ability._id}`,
    '/factionlist',
    '/factionlist/1',
    '/myfactions/1',
    '/authorpage/admin',
    `/factions/${ids.faction.slug}`,
    '/newfaction',
    `/editfaction/${ids.faction.slug}`,
    `/units/${ids.unit._id}`,
    `/newunit/${ids.faction._id}`,
    `/editunit/${ids.unit._id}`,
    `/newweapon/${ids.faction._id}`,
    `/editweapon/${ids.weapon._id}`,
    '/rosters',
    '/roster/roster_missing_1',
    '/scenariolist/1',
    '/myscenarios/1',
    `/scenarios/${ids.scenario.slug}`,
    '/newscenario',
    `/editscenario/${ids.scenario.slug}`,
    '/newpage/lore',
    `/editpage/${ids.page._id}`,
    `/pages/${ids.page._id}`,
    '/pagelist/terrain',
    '/lorepagelist/lore/world',
    '/mypages',
    '/modqueue/1',
    '/scenariomodqueue/1',
    '/pagemodqueue',
    '/modlog',
    '/editrules',
    '/users',
    '/login',
    '/register',
    '/registerComplete',
    '/profile',
    '/profile/admin',
    '/no/such/page',
  ];
}
