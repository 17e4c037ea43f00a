import { expect, test, type Page } from '@playwright/test';
import { createModerator, createUser, signInWithApi } from '../support/session';
import { recordErrors } from '../support/accounts';
import { holdDemoFormula } from '../support/demo-formula';

/** One route of each remote, with the heading its first screen shows. */
const ROUTE_GROUPS = [
  { remote: 'rules', path: '/', heading: /Ruleset|Muster/ },
  { remote: 'factions', path: '/factionlist/1', heading: /Factions/ },
  { remote: 'rosters', path: '/rosters', heading: /Rosters/ },
  { remote: 'community', path: '/scenariolist/1', heading: /Scenarios/ },
] as const;

/** Every remote entry the page asked for. */
function recordRemoteEntries(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/mfe\/([a-z]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1] && !requested.includes(match[1])) requested.push(match[1]);
  });
  return requested;
}

test.describe('the platform', () => {
  for (const group of ROUTE_GROUPS) {
    test(`${group.path} loads the ${group.remote} remote inside the shell`, async ({ page }) => {
      const requested = recordRemoteEntries(page);
      const errors = recordErrors(page);
      await page.goto(group.path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(group.heading);
      expect(requested).toContain(group.remote);
      expect(requested).not.toContain('admin');
      expect(errors).toEqual([]);
    });
  }

  test('shell routes and unknown paths need no remote', async ({ page }) => {
    const requested = recordRemoteEntries(page);
    const errors = recordErrors(page);
    await page.goto('/no/such/page');
    await expect(page.getByText('This is not the page you are looking for...')).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an anonymous visitor never downloads the admin remote', async ({ page }) => {
    const requested = recordRemoteEntries(page);
    for (const path of ['/', '/modqueue/1', '/editrules', '/pagemodqueue', '/factionlist/1']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    await page.goto('/editrules');
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    expect(requested).not.toContain('admin');
  });

  test('a signed-in user without the mod role is told no, without the admin remote', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, await createUser(request));
    const requested = recordRemoteEntries(page);
    await page.goto('/modqueue/1');
    await expect(page.getByText('Only moderators can see this page.')).toBeVisible();
    expect(requested).not.toContain('admin');
  });

  test('a moderator gets the admin remote', async ({ page, request }) => {
    await signInWithApi(page, request, await createModerator(request));
    const requested = recordRemoteEntries(page);
    await page.goto('/modqueue/1');
    await expect(page.getByRole('heading', { name: 'Moderator Queue' })).toBeVisible();
    expect(requested).toContain('admin');
  });

  test('a remote answering 404 shows Retry while the rest of the site works', async ({ page }) => {
    await page.route('**/mfe/rosters/remoteEntry.js', (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await page.goto('/rosters');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This part of Muster is unavailable');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.getByRole('link', { name: 'Factions' }).click();
    await expect(page).toHaveURL(/\/factionlist\/1$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Factions/);

    await page.getByRole('link', { name: 'Rosters' }).click();
    await expect(page.getByRole('alert')).toContainText('unavailable');

    await page.unroute('**/mfe/rosters/remoteEntry.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Rosters' })).toBeVisible();
  });

  test('the navigation bar follows the session', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Factions' })).toBeVisible();
    await expect(nav.getByText('My Pages')).toHaveCount(0);
  });

  test('the demo-formula badge shows while a demo formula exists, toggles and removes it', async ({
    page,
  }) => {
    await holdDemoFormula(page);
    await page.goto('/rosters');
    const badge = page.getByRole('status', { name: 'Demo formula' });
    await expect(badge).toContainText('Demo: Flat Ones');
    await badge.getByRole('button', { name: 'Disable' }).click();
    await expect(badge).toContainText('(off)');
    await page.reload();
    await expect(badge).toContainText('(off)');
    await badge.getByRole('button', { name: 'Enable' }).click();
    await badge.getByRole('button', { name: 'Remove' }).click();
    await expect(badge).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('demo_formula'))).toBeNull();
  });
});
