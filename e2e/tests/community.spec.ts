import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  dropThumbnail,
  logIn,
  recordErrors,
  registerUser,
  tokenOf,
  uniqueName,
} from '../support/accounts';

/** The card of a list whose heading is `title`. */
function card(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
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
    const title = `${uniqueName('Ford')} Ashfall Crossing at Dawn`;

    await page.goto('/newscenario');
    await expect(page.getByRole('heading', { level: 1, name: 'New Scenario' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Body (markdown)')
      .fill('## Objectives\n\nHold the *ford* for three rounds.');
    await dropThumbnail(page, 'ford.png');
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

/** Creates a page through the API as the signed-in user and answers it as saved. */
async function createPage(
  page: Page,
  body: { title: string; type: string; markdown: string; tags?: string[] },
): Promise<{ _id: string; reviewed: boolean }> {
  const answer = await page.request.post('/api/pages/', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: body,
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { _id: string; reviewed: boolean };
}

test.describe('pages', () => {
  test("a user's page editor locks the type and has no tags; a moderator's has both", async ({
    page,
  }) => {
    const errors = recordErrors(page);
    await registerUser(page, 'chronicler');
    await page.goto('/newpage/terrain');
    await expect(page.getByLabel('Page Type')).toBeDisabled();
    await expect(page.getByLabel('Page Type')).toHaveValue('terrain');
    await expect(page.getByRole('list', { name: 'Tags' })).toHaveCount(0);
    await expect(page.getByLabel('New tag')).toHaveCount(0);

    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/newpage/lore');
    await expect(page.getByLabel('Page Type')).toBeEnabled();
    await expect(page.getByLabel('Page Type')).toHaveValue('lore');
    await expect(page.getByLabel('New tag')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a lore collection's tabs put the page tagged 'story' first", async ({ page }) => {
    await logIn(page, ADMIN.username, ADMIN.password);
    const tag = uniqueName('saga');
    const token = await tokenOf(page);
    // The story is written last, so only the ordering rule can put it first.
    for (const [title, tags] of [
      ['Annals of the Grey Coast', [tag]],
      ['The Drowned King', [tag, 'story']],
    ] as const) {
      const saved = await createPage(page, {
        title,
        type: 'lore',
        markdown: `# ${title}`,
        tags: [...tags],
      });
      // A moderator's own page is listed at once; were it not, approve it.
      if (!saved.reviewed) {
        await page.request.post(`/api/pages/togglereviewed/${saved._id}`, {
          headers: { Authorization: `Bearer ${token}` },
          data: {},
        });
      }
    }
    await page.goto(`/lorepagelist/lore/${tag}`);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['The Drowned King', 'Annals of the Grey Coast']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'The Drowned King' }).last()).toBeVisible();
    await tabs.last().click();
    await expect(
      page.getByRole('heading', { name: 'Annals of the Grey Coast' }).last(),
    ).toBeVisible();
  });

  test('a javascript: link in page markdown does nothing', async ({ page }) => {
    await registerUser(page, 'trickster');
    const { _id: id } = await createPage(page, {
      title: 'Free gold',
      type: 'random',
      markdown: 'Claim it [here](javascript:alert(document.domain)) today.',
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`/pages/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Free gold' })).toBeVisible();
    const text = page.getByText('here', { exact: true });
    await expect(text).toBeVisible();
    await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
    await text.click();
    await page.waitForTimeout(300);
    expect(dialogs).toBe(0);
    await expect(page).toHaveURL(new RegExp(`/pages/${id}$`));
  });

  test('a battle report shows the rosters it links as cards that open them', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/pagelist/batrep');
    await page
      .getByRole('link', { name: /Bridge at Caer Dun/ })
      .first()
      .click();
    const card = page.getByRole('complementary', { name: 'Caer Dun Shield Line' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'Iron Wardens of Kell' })).toBeVisible();
    await expect(card.getByText(/^\d+ \/ 300 pts$/)).toBeVisible();
    await expect(card.getByRole('table').getByRole('row')).not.toHaveCount(1);
    await card.getByRole('link', { name: 'Open Roster' }).click();
    await expect(page).toHaveURL(/\/rosters#share=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Caer Dun Shield Line' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
