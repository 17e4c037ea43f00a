import { expect, test, type Page } from '@playwright/test';
import { ADMIN, logIn, registerUser, tokenOf, uniqueName } from '../support/accounts';
import { createUser, signInWithApi } from '../support/session';

/** Registers a publisher and answers their name; the page is signed in as them. */
async function registerPublisher(page: Page): Promise<string> {
  const username = await registerUser(page, 'herald');
  const answer = await page.request.post('/api/users/setpublisher', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: {},
  });
  expect(answer.ok()).toBe(true);
  // The session learns the new role on the next load of the profile.
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'New Faction' })).toBeVisible();
  return username;
}

/** The queue's card of a faction. */
const queueCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** Whether the public faction list, searched for `title`, shows it. */
async function publiclyListed(page: Page, title: string): Promise<boolean> {
  const answer = await page.request.get(
    `/api/factions?public=true&search=${encodeURIComponent(title)}&limit=100&page=1`,
  );
  const factions = (await answer.json()) as { title: string }[];
  return factions.some((faction) => faction.title === title);
}

test.describe('moderation', () => {
  test('a publisher publishes, a moderator approves from the queue; an edit waits while the public keeps version 1', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await registerPublisher(page);
    const title = uniqueName('Vigil');
    const created = await page.request.post('/api/factions/', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
      data: { title, description: 'Watchers of the pass.', public: true },
    });
    expect(created.ok()).toBe(true);
    const { slug } = (await created.json()) as { slug: string };
    expect(await publiclyListed(page, title)).toBe(false);

    // The moderator finds it in the queue and approves it there: it leaves the queue at once.
    const moderator = await browser.newPage();
    await logIn(moderator, ADMIN.username, ADMIN.password);
    await moderator.goto('/modqueue/1');
    await expect(
      moderator.getByRole('heading', { level: 1, name: 'Moderator Queue' }),
    ).toBeVisible();
    await queueCard(moderator, title).getByRole('button', { name: 'Moderator Approve' }).click();
    await expect(queueCard(moderator, title)).toHaveCount(0);
    await expect.poll(() => publiclyListed(page, title)).toBe(true);
    await page.goto(`/factionlist/1?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // The author changes the approved faction: the change is queued, and the public keeps
    // version 1, listed as before; the author sees the working copy, marked.
    await page.goto(`/editfaction/${slug}`);
    await page.getByLabel('Description').fill('Watchers of the high pass.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/factions/${slug}$`));
    await expect(
      page.getByText('Your changes wait for a moderator; until then everyone else sees version 1.'),
    ).toBeVisible();
    await expect(page.getByText('Working copy', { exact: true })).toBeVisible();
    await expect(page.getByText('Watchers of the high pass.')).toBeVisible();
    expect(await publiclyListed(page, title)).toBe(true);
    const visitor = await browser.newPage();
    await visitor.goto(`/factions/${slug}`);
    await expect(visitor.getByText('Version 1', { exact: true })).toBeVisible();
    await expect(visitor.getByText('Watchers of the pass.')).toBeVisible();
    await moderator.goto('/modqueue/1');
    await expect(queueCard(moderator, title)).toBeVisible();
    await queueCard(moderator, title).getByRole('button', { name: 'Moderator Approve' }).click();
    await expect(queueCard(moderator, title)).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText('Version 2', { exact: true })).toBeVisible();
    await expect(visitor.getByText('Watchers of the high pass.')).toBeVisible();
    await visitor.close();
    await moderator.close();
  });

  test('the administrator grants mod from /users; that user then sees the queues', async ({
    page,
    browser,
  }) => {
    const username = await registerUser(page, 'promoted');
    await page.goto('/modqueue/1');
    await expect(page.getByText('Only moderators can see this page.')).toBeVisible();

    const admin = await browser.newPage();
    await logIn(admin, ADMIN.username, ADMIN.password);
    await admin.goto('/users');
    await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await admin.getByLabel('Search users').fill(username);
    await admin.getByRole('button', { name: 'Search' }).click();
    const moderator = admin.getByRole('checkbox', { name: `Moderator (${username})` });
    await expect(moderator).not.toBeChecked();
    // The box follows the server's answer, not the click.
    await moderator.click();
    await expect(admin.getByText(`Roles of ${username} saved`)).toBeVisible();
    await expect(moderator).toBeChecked();
    await admin.goto('/modlog');
    await expect(admin.getByRole('row').filter({ hasText: username }).first()).toContainText(
      'Granted role',
    );
    await admin.close();

    // The server reads roles afresh; the user's screens follow on the next page load.
    await page.goto('/profile');
    await page.goto('/modqueue/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderator Queue' })).toBeVisible();
  });

  for (const who of ['a visitor', 'a plain user'] as const) {
    test(`${who} gets no queue at the queue routes and never the admin remote`, async ({
      page,
      request,
    }) => {
      if (who === 'a plain user') await signInWithApi(page, request, await createUser(request));
      const remotes: string[] = [];
      const queueCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        const remote = /\/mfe\/([a-z]+)\//.exec(pathname)?.[1];
        if (remote) remotes.push(remote);
        if (/needsreview|modqueue|\/api\/modlog/.test(pathname) && pathname.startsWith('/api/'))
          queueCalls.push(pathname);
      });
      for (const path of ['/modqueue/1', '/scenariomodqueue/1', '/pagemodqueue']) {
        await page.goto(path);
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(
          who === 'a visitor'
            ? page.getByRole('heading', { name: 'User Login' })
            : page.getByText('Only moderators can see this page.'),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Moderator Approve' })).toHaveCount(0);
      }
      expect(remotes).not.toContain('admin');
      expect(queueCalls).toEqual([]);
    });
  }
});
