import { expect, test, type Page } from '@playwright/test';
import { EXPIRED_SESSION, createUser, keepSession, signInWithApi } from '../support/session';

/**
 * Leaves in the browser a session token whose expiry has passed, as after a long absence. The
 * page at `path` was opened once before, as a returning user's was, so its code comes from the
 * browser's cache and it opens at once, reading what it needs while the session is being ended.
 */
async function keepExpiredSession(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await keepSession(page, EXPIRED_SESSION);
}

const toasts = (page: Page) => page.locator('.Toastify__toast');

/**
 * The texts of the toasts on screen once the page has settled: every call it started has
 * answered (a toast raised late would still count).
 */
async function settledToasts(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return toasts(page).allInnerTexts();
}

/** Whether two boxes on the screen overlap. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('an ended session, and one toast per cause', () => {
  test('an expired session on a public page is ended with one toast and the login page', async ({
    page,
  }) => {
    await keepExpiredSession(page, '/factionlist/1');
    await page.goto('/factionlist/1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    expect(await settledToasts(page)).toEqual(['Session expired, please login again']);
    expect(await page.evaluate(() => localStorage.getItem('muster_session'))).toBeNull();
  });

  test('an expired session on a page that needs one says so once, not also Authentication required', async ({
    page,
  }) => {
    await keepExpiredSession(page, '/profile');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    expect(await settledToasts(page)).toEqual(['Session expired, please login again']);
  });

  test('a phone signed out elsewhere lands on the login page under one toast that leaves its heading clear', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request, [], { prefix: 'elsewhere' });
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    const session = await signInWithApi(phone, request, user);
    await phone.goto('/profile');
    await expect(phone.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    // Another device ends this session: the phone's token is no longer accepted.
    const ended = await request.post('/api/users/logout', {
      headers: { authorization: `Bearer ${session.token}` },
      data: {},
    });
    expect(ended.ok()).toBe(true);

    await phone.goto('/profile');
    const heading = phone.getByRole('heading', { name: 'User Login' });
    await expect(heading).toBeVisible();
    expect(await settledToasts(phone)).toEqual([
      'Unauthorized: Session expired or invalid, please login again',
    ]);
    const headingBox = await heading.boundingBox();
    const toastBox = await toasts(phone).first().boundingBox();
    expect(headingBox && toastBox && overlap(headingBox, toastBox)).toBe(false);
    await phone.screenshot({ path: test.info().outputPath('signed-out-elsewhere-phone.png') });
    await phone.close();
  });

  test("a deleted user's page shows its own message and no toast", async ({ page, request }) => {
    const user = await createUser(request, [], { prefix: 'leaving' });
    const deleted = await request.post('/api/users/delete', {
      headers: user.headers,
      data: { password: user.password },
    });
    expect(deleted.ok()).toBe(true);

    await page.goto(`/profile/${user.username}`);
    await expect(page.getByText("There's nothing to show...")).toBeVisible();
    expect(await settledToasts(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('deleted-user-profile.png') });
  });
});
