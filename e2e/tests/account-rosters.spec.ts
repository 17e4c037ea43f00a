import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from '../support/accounts';
import { addButton, demoFaction } from '../support/roster-builder';
import { createUser } from '../support/session';

const quantity = (page: Page, unit: string) => page.getByLabel(`Quantity of ${unit}`);
const status = (page: Page) => page.getByRole('status').filter({ hasText: /account|Offline/ });

/** One device of the user: a browser context of its own, signed in. */
async function device(
  browser: Browser,
  user: { username: string; password: string },
  width: number,
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await logIn(page, user.username, user.password);
  return { context, page };
}

test.describe('rosters on every device', () => {
  test('a roster made on one device appears on the other, and changes made apart are both kept', async ({
    browser,
    page,
  }) => {
    test.slow();
    const user = await createUser(page.request);
    const faction = await demoFaction(page);
    const laptop = await device(browser, user, 1280);
    const phone = await device(browser, user, 390);

    // Made on the laptop: it goes to the account.
    await laptop.page.goto(`/factions/${faction.slug}`);
    await laptop.page.getByRole('button', { name: 'Create New Roster' }).click();
    const dialog = laptop.page.getByRole('dialog');
    await dialog.getByLabel('Roster Name').fill('Two Table List');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(laptop.page).toHaveURL(/\/roster\/roster_[a-z0-9-]+_\d+$/);
    const rosterPath = new URL(laptop.page.url()).pathname;
    await addButton(laptop.page, 'Shield Warden').click();
    await laptop.page.goto('/rosters');
    await expect(status(laptop.page)).toHaveText('Kept in your account', { timeout: 15_000 });

    // The phone finds it on its list, with its unit.
    await phone.page.goto('/rosters');
    await expect(phone.page.getByRole('link', { name: 'Two Table List' })).toBeVisible({
      timeout: 15_000,
    });
    // Opened from the list, as a player would; the sync the roster's screen starts reads the
    // account's list last: the connection goes once it has.
    const synced = phone.page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/rosters/mine') && response.request().method() === 'GET',
    );
    await phone.page.getByRole('link', { name: 'Two Table List' }).click();
    await synced;
    await expect(phone.page).toHaveURL(new RegExp(`${rosterPath}$`));
    await expect(quantity(phone.page, 'Shield Warden')).toHaveText('×1');

    // The phone loses its connection and changes the roster; the laptop changes it after.
    await phone.context.setOffline(true);
    await addButton(phone.page, 'Shield Warden').click();
    await expect(quantity(phone.page, 'Shield Warden')).toHaveText('×2');
    await laptop.page.goto(rosterPath);
    await laptop.page.getByRole('button', { name: 'Show Available Units' }).click();
    await addButton(laptop.page, 'Anvil Engine').click();
    await expect(quantity(laptop.page, 'Anvil Engine')).toHaveText('×1');
    await laptop.page.goto('/rosters');
    await expect(status(laptop.page)).toHaveText('Kept in your account', { timeout: 15_000 });

    // Back online, the phone's change goes up: the later change keeps the roster, the phone's
    // is kept beside it.
    await phone.context.setOffline(false);
    await expect(
      phone.page.getByText(
        'Changed on two devices: the other version is kept as "Two Table List (conflict copy)".',
      ),
    ).toBeVisible({ timeout: 20_000 });
    await phone.page.reload();
    await expect(quantity(phone.page, 'Anvil Engine')).toHaveText('×1');
    await expect(quantity(phone.page, 'Shield Warden')).toHaveText('×1');

    // Nothing is lost: both versions are on both devices.
    for (const { page: each } of [laptop, phone]) {
      await each.goto('/rosters');
      await expect(each.getByRole('link', { name: 'Two Table List', exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await each.getByRole('link', { name: 'Two Table List (conflict copy)' }).click();
      await expect(quantity(each, 'Shield Warden')).toHaveText('×2');
    }
    await laptop.context.close();
    await phone.context.close();
  });

  test('rosters made before signing in are offered once', async ({ page }) => {
    const user = await createUser(page.request);
    const faction = await demoFaction(page);
    await page.goto(`/factions/${faction.slug}`);
    await page.getByRole('button', { name: 'Create New Roster' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/roster\//);
    await logIn(page, user.username, user.password);
    await page.goto('/rosters');
    const offer = page.getByRole('region', { name: 'Keep this roster in your account?' });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    // Offered, so not kept: nothing on the page says it is.
    await expect(page.getByText('This roster is only in this browser')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Roster' }).last();
    await expect(row).toContainText('Only in this browser');
    await expect(page.getByText('Kept in your account')).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: test.info().outputPath(`rosters-offered-${width}.png`) });
    }
    await offer.getByRole('button', { name: 'Keep It' }).click();
    await expect(offer).toHaveCount(0);
    await expect(status(page)).toHaveText('Kept in your account', { timeout: 15_000 });
    await expect(page.getByText('Only in this browser')).toHaveCount(0);
    await page.reload();
    await expect(status(page)).toHaveText('Kept in your account', { timeout: 15_000 });
    await expect(offer).toHaveCount(0);
  });
});
