import { expect, test } from '@playwright/test';
import { demoIds } from '../support/demo-data';
import { createModerator, signInWithApi } from '../support/session';

/** The browser's own lines about HTTP statuses (a 401 or 404 answer) are not script errors. */
const NETWORK_STATUS = /^Failed to load resource: the server responded with a status of/;

test('no uncaught error reaches the console on any route', async ({ page, request }) => {
  test.setTimeout(120_000);
  const ids = await demoIds(request);
  const paths = [
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
    '/editrules',
    '/login',
    '/register',
    '/registerComplete',
    '/profile',
    '/profile/admin',
    '/no/such/page',
  ];

  const errors: string[] = [];
  let current = '';
  page.on('pageerror', (error) => errors.push(`${current}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !NETWORK_STATUS.test(message.text())) {
      errors.push(`${current}: console ${message.text()}`);
    }
  });

  await signInWithApi(page, request, await createModerator(request));
  for (const path of paths) {
    current = path;
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
