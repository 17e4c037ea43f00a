import { expect, test, type Page } from '@playwright/test';

interface FactionCard {
  slug: string;
  title: string;
}

/** The paths of the API reads the page makes, in order ('/api/factions/iron-wardens'). */
function recordApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  return reads;
}

/** A read of one faction, by slug or id (not a list, a count or the random pick). */
const isFactionRead = (path: string) =>
  /^\/api\/factions\/[^/]+$/.test(path) && path !== '/api/factions/rand';
const isTemplateList = (path: string) => path === '/api/ability';

test.describe('one data layer', () => {
  // The faction page carries its first reads (the server sends their answers inside it), so the
  // one read of the faction and of the ability templates is the page's own: none is asked again.
  test('faction → unit → back → new roster reads the faction and the ability templates once', async ({
    page,
  }) => {
    const answer = await page.request.get('/api/factions?public=true&limit=100&page=1');
    const factions = (await answer.json()) as FactionCard[];
    const faction = factions.find((f) => f.title === 'Iron Wardens of Kell') ?? factions[0];
    if (!faction) throw new Error('no demo faction');
    const reads = recordApiReads(page);

    await page.goto(`/factions/${faction.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: faction.title })).toBeVisible();
    const units = page.getByRole('region', { name: 'Units' }).getByRole('article');
    await expect(units.first()).toBeVisible();
    expect(reads.filter(isFactionRead)).toEqual([]);
    expect(reads.filter(isTemplateList)).toEqual([]);

    // To a unit and back, by the page's own links and the browser's Back.
    await units.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/units\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: faction.title })).toBeVisible();
    await expect(units.first()).toBeVisible();

    // To a new roster of this faction.
    await page.getByRole('button', { name: 'Create New Roster' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/roster\/roster_[a-z0-9-]+_\d+$/);
    await expect(page.getByTestId('roster-total')).toHaveText('0');
    await expect(page.getByRole('button', { name: /^Add one / }).first()).toBeVisible();

    expect(reads.filter(isFactionRead), reads.join('\n')).toEqual([]);
    expect(reads.filter(isTemplateList), reads.join('\n')).toEqual([]);
  });
});
