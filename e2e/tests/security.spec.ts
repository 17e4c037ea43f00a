import { expect, test, type Page } from '@playwright/test';
import { recordErrors } from '../support/accounts';
import { demoIds } from '../support/demo-data';
import { BASE_URL } from '../support/site';

/** Every Content-Security-Policy violation the page reports, as `directive: blocked URL`. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

test.describe('security headers in the browser', () => {
  test('the site runs under its Content-Security-Policy without a violation', async ({
    page,
    request,
  }) => {
    const ids = await demoIds(request);
    const violations = await recordViolations(page);
    const errors = recordErrors(page, { refusals: 'ignore' });
    for (const path of [
      '/',
      '/factionlist/1',
      `/factions/${ids.faction.slug}`,
      '/rosters',
      '/scenariolist/1',
    ]) {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-eval');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await violations()).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('the OpenAPI page works under its own policy', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/api/docs');
    await expect(page.getByText('Muster API').first()).toBeVisible({ timeout: 15_000 });
    expect(await violations()).toEqual([]);
  });

  test('another site cannot frame the login page', async ({ page }) => {
    // A control page without the headers shows that a framed page would otherwise be usable.
    await page.route('http://control.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<input name="control">' }),
    );
    await page.setContent(
      `<iframe name="control" src="http://control.test/"></iframe>` +
        `<iframe name="login" src="${BASE_URL}/login"></iframe>`,
    );
    await page.waitForTimeout(2000);
    const inputs = async (name: string) => {
      const frame = page.frame({ name });
      return frame
        ? frame
            .locator('input')
            .count()
            .catch(() => 0)
        : 0;
    };
    expect(await inputs('control')).toBe(1);
    expect(await inputs('login')).toBe(0);
  });
});

test.describe('addresses with dots', () => {
  for (const path of [
    '/profile/john.doe',
    '/authorpage/jane.q.public',
    '/register/eyJhbGciOiJIUzI1NiJ9.eyJyb2xlcyI6W119.c2lnbmF0dXJl',
  ]) {
    test(`${path} opened directly loads the site`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toMatch(/text\/html/);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }

  test('a missing static file is still a 404', async ({ request }) => {
    expect((await request.get('/favicon-missing.ico')).status()).toBe(404);
    expect((await request.get('/mfe/rules/missing.js')).status()).toBe(404);
  });
});
