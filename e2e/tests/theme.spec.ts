import { expect, test, type Page } from '@playwright/test';
import { recordErrors } from '../support/accounts';

/** The page's background in each theme (--paper, shared-kernel/styles/muster.css). */
const PAPER = { light: 'rgb(246, 244, 239)', dark: 'rgb(20, 24, 31)' } as const;
/** A card's background in each theme (--card). */
const CARD = { light: 'rgb(255, 255, 255)', dark: 'rgb(29, 35, 46)' } as const;

const PHONE = { width: 390, height: 844 };

/** The theme switch of the bar. */
const themeSwitch = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

/** Expects the page drawn in `theme`: its background and a remote's card. */
async function expectDrawnIn(page: Page, theme: keyof typeof PAPER) {
  await expect(page.locator('html')).toHaveCSS('background-color', PAPER[theme]);
  await expect(page.locator('.card').first()).toHaveCSS('background-color', CARD[theme]);
}

/** A full-page screenshot into the test's output folder. */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('the dark theme', () => {
  test('follows the system until a theme is chosen', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/factionlist/1');
    await expect(themeSwitch(page)).toHaveValue('system');
    await expectDrawnIn(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectDrawnIn(page, 'light');
    await context.close();
  });

  test('a choice applies to every remote at once, and survives a reload', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/factionlist/1');
    await expectDrawnIn(page, 'light');
    // A mark on the window: gone if anything below reloaded the page.
    await page.evaluate(() => Object.assign(window, { themeMark: true }));

    await themeSwitch(page).selectOption('Dark theme');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectDrawnIn(page, 'dark');

    // Another remote, opened from the bar: the rules, then the rosters.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rules' })
      .click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('background-color', PAPER.dark);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rosters' })
      .click();
    await expect(page).toHaveURL(/\/rosters$/);
    await expect(page.locator('html')).toHaveCSS('background-color', PAPER.dark);
    expect(await page.evaluate(() => 'themeMark' in window)).toBe(true);

    // The page comes from the server already marked, so its first paint is dark; the choice
    // is kept, and wins over a light system.
    const reload = await page.reload();
    expect(await reload?.text()).toMatch(/<html[^>]* data-theme="dark"/);
    await expect(themeSwitch(page)).toHaveValue('dark');
    await expect(page.locator('html')).toHaveCSS('background-color', PAPER.dark);

    await themeSwitch(page).selectOption('Light theme');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/factionlist/1');
    await expectDrawnIn(page, 'light');

    // Back to the system's, which is dark here.
    await themeSwitch(page).selectOption('System theme');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    await expectDrawnIn(page, 'dark');
    await page.reload();
    await expect(themeSwitch(page)).toHaveValue('system');
    await expectDrawnIn(page, 'dark');
    expect(errors).toEqual([]);
  });

  test('on a phone the switch is in the menu, and paper stays light', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/factionlist/1');
    await page.getByRole('button', { name: 'Menu' }).click();
    await themeSwitch(page).selectOption('Dark theme');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectDrawnIn(page, 'dark');
    await screenshot(page, `faction-list-dark-${PHONE.width}`);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
    await expect(page.locator('html')).toHaveCSS('background-color', CARD.light);
    await expect(page.locator('.card').first()).toHaveCSS('background-color', CARD.light);
    await expect(page.locator('.card').first()).toHaveCSS('color', 'rgb(27, 34, 51)');
  });
});
