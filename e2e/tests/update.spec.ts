import { expect, test, type Page } from '@playwright/test';
import { deployment } from '../support/deploy';
import { serviceWorkerActive } from '../support/service-worker';

/** The exact words of the update banner (the shell's UPDATE_TEXTS). */
const AVAILABLE = 'A new version is available';

const deployed = deployment();
test.afterAll(() => deployed.restore());
// Whatever a test changed is undone even when it fails half way.
test.afterEach(() => deployed.restore());

/** The page looks for new versions when the user comes back to it (focus). */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

/** Opens the login form from /rosters (the rosters remote loaded) and types a username. */
async function typingOnLogin(page: Page, text: string) {
  await page.goto('/rosters');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await serviceWorkerActive(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Username').fill(text);
}

test.describe('updates', () => {
  // The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('a new shell is offered with Reload, and nothing reloads by itself', async ({ page }) => {
    await typingOnLogin(page, 'typed before the update');
    deployed.newShell(`shell ${Date.now()}`);
    await comeBack(page);

    const banner = page.getByRole('status').filter({ hasText: AVAILABLE });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    const reload = banner.getByRole('button', { name: 'Reload' });
    // The edit goes on: the page did not reload.
    await page.waitForTimeout(1000);
    await expect(page.getByLabel('Username')).toHaveValue('typed before the update');
    await page.screenshot({ path: test.info().outputPath('update-banner-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(reload).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: test.info().outputPath('update-banner-390.png') });

    // Reachable by keyboard.
    await reload.focus();
    await expect(reload).toBeFocused();
    const loaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await loaded;
    await expect(page.getByLabel('Username')).toHaveValue('');
    await expect(page.getByText(AVAILABLE)).toBeHidden();
    // The new worker runs the page, and none waits any more.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: Boolean(registration?.waiting),
        controlled: navigator.serviceWorker.controller?.state,
      };
    });
    expect(worker).toEqual({ waiting: false, controlled: 'activated' });
  });

  test('a new remote is offered with Reload, which starts it whole', async ({ page }) => {
    await typingOnLogin(page, 'typed before the remote changed');
    const marker = `rosters ${Date.now()}`;
    deployed.newRemote('rosters', marker);
    await comeBack(page);

    const banner = page.getByRole('status').filter({ hasText: AVAILABLE });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    await expect(page.getByLabel('Username')).toHaveValue('typed before the remote changed');

    const loaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await loaded;
    await expect(page.getByText(AVAILABLE)).toBeHidden();
    // The page starts the new remoteEntry.js: the worker's current set is the new version.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rosters' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const entry = await page.evaluate(() =>
      fetch('/mfe/rosters/remoteEntry.js').then((response) => response.text()),
    );
    expect(entry).toContain(marker);
    await comeBack(page);
    await page.waitForTimeout(1000);
    await expect(page.getByText(AVAILABLE)).toBeHidden();
  });
});
