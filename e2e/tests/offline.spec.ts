import { expect, test, type Page } from '@playwright/test';
import { addButton, createRoster, demoFaction } from '../support/roster-builder';
import { rosterReadsKept, serviceWorkerActive } from '../support/service-worker';

/** The exact words the site says offline (OFFLINE_MESSAGE in the kernel). */
const OFFLINE = 'You are offline';

const total = (page: Page) => page.getByTestId('roster-total');
const quantity = (page: Page, unit: string) => page.getByLabel(`Quantity of ${unit}`);
const removeButton = (page: Page, unit: string) =>
  page.getByRole('button', { name: `Remove one ${unit}` });

async function pointsOf(page: Page): Promise<number> {
  return Number(/^\d+/.exec((await total(page).textContent()) ?? '')?.[0]);
}

test.describe('offline', () => {
  // The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the site opens, lists and counts rosters and prints with no network', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // One visit: a roster built through the site.
    const faction = await demoFaction(page);
    await createRoster(page, faction);
    await addButton(page, 'Shield Warden').click();
    await addButton(page, 'Shield Warden').click();
    await addButton(page, 'Anvil Engine').click();
    await expect(quantity(page, 'Shield Warden')).toHaveText('×2');
    const points = await pointsOf(page);
    expect(points).toBeGreaterThan(0);
    const rosterUrl = page.url();
    await serviceWorkerActive(page);
    // The demo faction is approved: the roster is built on its latest version, kept too.
    await rosterReadsKept(page, faction.slug, { pinned: true });

    await context.setOffline(true);

    // The roster opens again from a reload, with its counts and total.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`New ${faction.title} Roster`);
    await expect(total(page)).toHaveText(String(points));
    await expect(quantity(page, 'Shield Warden')).toHaveText('×2');

    // + and − change counts and totals as online.
    await addButton(page, 'Shield Warden').click();
    await expect(quantity(page, 'Shield Warden')).toHaveText('×3');
    const withThree = await pointsOf(page);
    expect(withThree).toBeGreaterThan(points);
    await removeButton(page, 'Shield Warden').click();
    await removeButton(page, 'Shield Warden').click();
    await expect(quantity(page, 'Shield Warden')).toHaveText('×1');
    const withOne = await pointsOf(page);
    expect(withThree - points).toBe(points - withOne);

    // Print: the printable sheet, without the bar and the builder's buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(addButton(page, 'Shield Warden')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Tactics' })).toBeVisible();
    await expect(page.locator('.unit-card').first()).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    // The rosters list, opened as a new page load.
    await page.goto('/rosters');
    const row = page.getByRole('row', { name: new RegExp(`New ${faction.title} Roster`) });
    await expect(row).toBeVisible();
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(rosterUrl);
    await expect(total(page)).toHaveText(String(withOne));

    // A screen that needs the server says so, in words.
    await page.goto('/factionlist/1');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-faction-list.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('offline-faction-list-390.png') });
    await page.setViewportSize({ width: 1280, height: 720 });
    // A page never opened before: the network cannot build it (it would carry the scenario's
    // data), so the worker answers a kept page, and the scenario's screen waits for the server.
    await page.goto('/scenarios/hold-the-bridge');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();

    // A write is refused with the same words, and what was typed stays.
    await page.goto('/login');
    await page.getByLabel('Username').fill('offline-writer');
    await page.getByLabel('Password').fill('typed while offline');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('offline-writer');
    await expect(page.getByLabel('Password')).toHaveValue('typed while offline');
    await expect(page).toHaveURL(/\/login$/);

    // Back online, the same screen loads.
    await context.setOffline(false);
    await page.goto('/factionlist/1');
    await expect(page.getByRole('link', { name: faction.title }).first()).toBeVisible();
  });
});
