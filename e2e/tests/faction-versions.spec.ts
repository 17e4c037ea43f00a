import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { createUser, signInWithApi } from '../support/session';

/** The administrator's Authorization header (the administrator moderates). */
async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * A new publisher (named from `prefix`) and a faction of theirs, created through the API; its
 * title is made unique from `data.title`, so runs never meet each other's factions.
 */
async function authorWithFaction(
  request: APIRequestContext,
  prefix: string,
  data: { title: string; description: string; public: boolean },
) {
  const author = await createUser(request, [], { prefix, publisher: true });
  const title = uniqueName(data.title);
  const created = await request.post('/api/factions/', {
    headers: author.headers,
    data: { ...data, title },
  });
  expect(created.ok()).toBe(true);
  const faction = (await created.json()) as { _id: string; slug: string };
  return { author, title, faction };
}

test.describe('what the author of an approved faction sees', () => {
  test('a unit added after approval shows on the faction page after saving and after a reload, to its author only', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { author, title, faction } = await authorWithFaction(request, 'author', {
      title: 'Lanterns',
      description: 'Keepers of the lamps.',
      public: true,
    });
    const approved = await request.post(`/api/factions/toggleapproval/${faction._id}`, {
      headers: await adminHeaders(request),
      data: {},
    });
    expect(approved.ok()).toBe(true);

    // The author opens the approved faction directly (the page carries a visitor's reads) and
    // adds a unit there.
    await signInWithApi(page, request, author);
    await page.goto(`/factions/${faction.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const unitName = uniqueName('Lamplighter');
    await page.getByRole('link', { name: 'Add Unit' }).click();
    await expect(page.getByRole('heading', { name: 'Unit Editor' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(unitName);
    await page.getByRole('button', { name: 'Save' }).click();

    const units = page.getByRole('region', { name: 'Units' });
    await expect(page).toHaveURL(new RegExp(`/factions/(${faction.slug}|${faction._id})$`));
    await expect(units.getByRole('article', { name: unitName })).toBeVisible();
    await expect(page.getByText('Working copy', { exact: true })).toBeVisible();

    await page.reload();
    await expect(units.getByRole('article', { name: unitName })).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${unitName}` })).toBeVisible();

    // Everyone else keeps version 1 until a moderator approves the change.
    const visitor = await browser.newPage();
    await visitor.goto(`/factions/${faction.slug}`);
    await expect(visitor.getByText('Version 1', { exact: true })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Units' })).toBeVisible();
    await expect(visitor.getByText(unitName)).toHaveCount(0);
    await visitor.close();
  });
});

test.describe('what a visitor with the link of a draft sees', () => {
  test('a faction never approved opens by its link with its units, and its unit page, with no error toast', async ({
    browser,
    request,
  }) => {
    const { author, title, faction } = await authorWithFaction(request, 'drafter', {
      title: 'Unlisted Wardens',
      description: 'Not ready yet.',
      public: false,
    });
    const unitName = uniqueName('Sentry');
    const unit = await request.post('/api/units/', {
      headers: author.headers,
      data: { faction: faction._id, unitName, health: 2 },
    });
    expect(unit.ok()).toBe(true);
    const { _id: unitId } = (await unit.json()) as { _id: string };

    const visitor = await browser.newPage();
    await visitor.goto(`/factions/${faction.slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('DRAFT', { exact: true })).toBeVisible();
    const units = visitor.getByRole('region', { name: 'Units' });
    await expect(units.getByRole('article', { name: unitName })).toBeVisible();
    await expect(visitor.getByText('Error loading faction...')).toHaveCount(0);
    await expect(visitor.getByRole('alert')).toHaveCount(0);
    await visitor.screenshot({ path: test.info().outputPath('draft-by-link.png') });

    await visitor.goto(`/units/${unitId}`);
    await expect(visitor.getByText(unitName).first()).toBeVisible();
    await expect(visitor.getByRole('alert')).toHaveCount(0);
    await visitor.close();
  });
});
