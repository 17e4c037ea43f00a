import { expect, test } from '@playwright/test';
import { everyRoutePath } from '../support/routes';
import { createModerator, signInWithApi } from '../support/session';

/** The browser's own lines about HTTP statuses (a 401 or 404 answer) are not script errors. */
const NETWORK_STATUS = /^Failed to load resource: the server responded with a status of/;

test('no uncaught error reaches the console on any route', async ({ page, request }) => {
  test.setTimeout(120_000);
  const paths = await everyRoutePath(request);

  const errors: string[] = [];
  let current = '';
  page.on('pageerror', (error) => errors.push(`${current}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !NETWORK_STATUS.test(message.text())) {
      errors.push(`${current}: console ${message.text()}`);
    }
  });

  await signInWithApi(page, request, await createModerator(request));
  for (const path of paths) {
    current = path;
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
