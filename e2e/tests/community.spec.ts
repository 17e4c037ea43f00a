import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, PNG, logIn, recordErrors, registerUser, uniqueName } from '../support/accounts';

/** The card of a list whose heading is `title`. */
function card(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

/** The bearer token of the signed-in user's session. */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('muster_session') ?? '{}') as { token: string }).token,
  );
}

test.describe('scenarios', () => {
  test('a user writes a public scenario; it waits for a moderator, then it is listed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const errors = recordErrors(page, { refusals: 'ignore' });
    await registerUser(page, 'scribe');
    // Longer than a card shows, and told apart from other runs' within the cut.
    const title = `${uniqueName('Ford')} Ashfall Crossing`;

    await page.goto('/newscenario');
    await expect(page.getByRole('heading', { level: 1, name: 'New Scenario' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Body (markdown)')
      .fill('## Objectives\n\nHold the *ford* for three rounds.');
    await page.getByLabel('Thumbnail file').setInputFiles({
      name: 'ford.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('img', { name: 'Current thumbnail' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Public' }).check();
    await page.getByRole('button', { name: 'Save' }).click();

    // The detail page: the markdown rendered, waiting for review.
    await expect(page).toHaveURL(/\/scenarios\/ford/);
    const scenarioUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Objectives' })).toBeVisible();
    await expect(page.getByText(/^In review/)).toBeVisible();

    // In My Scenarios (its title cut at 32 characters), not in the public list.
    const cut = `${title.slice(0, 29)}...`;
    await page.goto('/myscenarios/1');
    await expect(card(page, cut)).toBeVisible();
    await page.goto('/scenariolist/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Scenarios' })).toBeVisible();
    await expect(card(page, 'Hold the Bridge')).toBeVisible();
    await expect(card(page, cut)).toHaveCount(0);

    // A moderator approves it from its page.
    const moderator = await browser.newPage();
    await logIn(moderator, ADMIN.username, ADMIN.password);
    await moderator.goto(scenarioUrl);
    await moderator.getByRole('button', { name: 'Moderator Approve' }).click();
    await expect(moderator.getByRole('button', { name: 'Moderator Disapprove' })).toBeVisible();
    await moderator.close();

    await page.goto('/scenariolist/1');
    await expect(card(page, cut)).toBeVisible();
    await card(page, cut).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('deleting a scenario asks first; Close keeps it, Yes deletes it', async ({ page }) => {
    await registerUser(page, 'deleter');
    const token = await tokenOf(page);
    const title = `Doomed Outpost ${uniqueName('')}`;
    const created = await page.request.post('/api/scenarios/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, markdown: 'Soon gone.', public: false },
    });
    expect(created.ok()).toBe(true);
    const { slug } = (await created.json()) as { slug: string };

    await page.goto(`/scenarios/${slug}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure???' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete it.' }).click();
    await expect(page).toHaveURL(/\/scenariolist\/1$/);
    await page.goto(`/scenarios/${slug}`);
    await expect(page.getByText("There's nothing to show...")).toBeVisible();
  });
});
