import { expect, test, type Page } from '@playwright/test';
import { demoIds } from '../support/demo-data';

/** The addresses a page's HTML preloads (its `<link rel="preload">`s), made absolute. */
async function preloadedUrls(page: Page): Promise<string[]> {
  return page.$$eval('link[rel="preload"]', (links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
}

/**
 * A first visit asks for each address once: every preload the page names is used by the request
 * it was made for (same address, same mode), never fetched a second time; and none is left
 * unused (Chromium warns of a preload not used within a few seconds of the load event). The
 * answers of its first reads come inside the page, so it asks the API for none of them.
 */
test('a first visit fetches what it preloads, each once, and carries its reads', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ids = await demoIds(request);
  const paths = [
    '/ruleset',
    `/factions/${ids.faction.slug}`,
    `/scenarios/${ids.scenario.slug}`,
    '/rosters',
  ];
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) unused.push(message.text());
  });
  for (const path of paths) {
    const fetched: string[] = [];
    const listener = (req: { url(): string }) => fetched.push(req.url());
    page.on('request', listener);
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Chromium's warning comes about three seconds after the load event.
    await page.waitForTimeout(3500);
    page.off('request', listener);

    const preloads = await preloadedUrls(page);
    // Its remote's entry, beside the shell's own start.
    expect(
      preloads.filter((url) => url.endsWith('/remoteEntry.js')),
      `${path}: remote`,
    ).toHaveLength(1);
    // The ruleset ships in its remote's ./App; every other screen is its route's own chunk.
    if (path !== '/ruleset') {
      expect(
        preloads.filter((url) => url.includes('/route-')),
        `${path}: screen`,
      ).not.toEqual([]);
    }
    const twice = fetched.filter((url, i) => fetched.indexOf(url) !== i);
    expect(twice, `${path}: fetched more than once`).toEqual([]);
    expect(unused, `${path}: a preload left unused`).toEqual([]);
    // The manifest and the answers of the first reads come inside the page: no API read is
    // made (a stored picture is a file, preloaded).
    expect(fetched.filter((url) => url.endsWith('/remotes.json'))).toEqual([]);
    const reads = fetched.filter((url) => /^\/api\/(?!image\/)/.test(new URL(url).pathname));
    expect(reads, `${path}: API reads`).toEqual([]);
  }
});
