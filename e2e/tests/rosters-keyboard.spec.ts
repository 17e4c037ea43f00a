import { expect, test, type Page } from '@playwright/test';
import { expectFocused, tabTo } from '../support/keyboard';

const DEMO_FACTION = 'Iron Wardens of Kell';

const add = (page: Page, unit: string) => page.getByRole('button', { name: `Add one ${unit}` });
const remove = (page: Page, unit: string) =>
  page.getByRole('button', { name: `Remove one ${unit}` });
const quantity = (page: Page, unit: string) => page.getByLabel(`Quantity of ${unit}`);

/** The points of one unit, as its card says them ('(N pts each)'). */
async function eachCost(page: Page, unit: string): Promise<number> {
  const card = page.getByRole('article', { name: unit });
  const text = (await card.getByText(/\(\d+ pts each\)/).textContent()) ?? '';
  return Number(/(\d+) pts each/.exec(text)?.[1]);
}

test('a roster is built with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  // No mouse: every step below is a key press or typing into the focused field.

  // From the roster list, through the faction list, to the demo faction's page.
  await page.goto('/rosters');
  await expect(page.getByText('You have no rosters yet.')).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Browse Factions' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/factionlist\/1$/);
  await tabTo(page, page.getByRole('link', { name: DEMO_FACTION }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_FACTION);

  // The Create New Roster modal: the name field takes the focus; Enter submits.
  await tabTo(page, page.getByRole('button', { name: 'Create New Roster' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create New Roster' });
  await expectFocused(dialog.getByLabel('Roster Name'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard Host');
  await tabTo(page, dialog.getByLabel('Point Limit'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/roster\/roster_/);

  // Back to the list by the main navigation, and open the new roster from there.
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rosters' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rosters$/);
  await tabTo(page, page.getByRole('link', { name: 'Keyboard Host' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keyboard Host');
  await expect(page.getByTestId('roster-total')).toHaveText('0 / 500');

  // + by Enter and by Space; − by Enter (Shift+Tab back to it).
  await tabTo(page, add(page, 'Shield Warden'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(quantity(page, 'Shield Warden')).toHaveText('×3');
  await tabTo(page, add(page, 'Anvil Engine'));
  await page.keyboard.press('Space');
  await expect(quantity(page, 'Anvil Engine')).toHaveText('×1');
  await tabTo(page, remove(page, 'Shield Warden'));
  await page.keyboard.press('Enter');
  await expect(quantity(page, 'Shield Warden')).toHaveText('×2');

  // Lowering a unit to zero disables its −: the focus moves to its + instead of being lost.
  await tabTo(page, add(page, 'Forge Priest'));
  await page.keyboard.press('Enter');
  await tabTo(page, remove(page, 'Forge Priest'));
  await page.keyboard.press('Enter');
  await expect(quantity(page, 'Forge Priest')).toHaveText('×0');
  await expect(remove(page, 'Forge Priest')).toBeDisabled();
  await expectFocused(add(page, 'Forge Priest'));

  // The totals: each line's points and the roster's, within the limit.
  const warden = await eachCost(page, 'Shield Warden');
  const engine = await eachCost(page, 'Anvil Engine');
  const points = 2 * warden + engine;
  expect(points).toBeGreaterThan(0);
  await expect(page.getByRole('article', { name: 'Shield Warden' })).toContainText(
    `${2 * warden} pts`,
  );
  await expect(page.getByTestId('roster-unit-count')).toHaveText('3');
  await expect(page.getByTestId('roster-total')).toHaveText(`${points} / 500`);

  // Hide Unpicked by keyboard, and the choices were kept.
  await tabTo(page, page.getByRole('button', { name: 'Hide Unpicked' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Forge Priest' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('roster-total')).toHaveText(`${points} / 500`);
  await expect(quantity(page, 'Shield Warden')).toHaveText('×2');
});
