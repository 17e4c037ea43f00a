import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { createUser, signInWithApi } from '../support/session';

/** The administrator's Authorization header (the administrator moderates). */
async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

test.describe('what the author of an approved faction sees', () => {
  test('a unit added after approval shows on the faction page after saving and after a reload, to its author only', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const author = await createUser(request, [], { prefix: 'author', publisher: true });
    const title = uniqueName('Lanterns');
    const created = await request.post('/api/factions/', {
      headers: author.headers,
      data: { title, description: 'Keepers of the lamps.', public: true },
    });
    expect(created.ok()).toBe(true);
    const faction = (await created.json()) as { _id: string; slug: string };
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
