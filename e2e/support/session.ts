import type { Page } from '@playwright/test';

/** Stores a session in the browser as the shell would after login (roles decide what loads). */
export async function signInAs(page: Page, username: string, roles: string[]): Promise<void> {
  await page.addInitScript(
    ({ username, roles }) => {
      const payload = btoa(
        JSON.stringify({ sub: username, exp: Math.floor(Date.now() / 1000) + 3600 }),
      );
      localStorage.setItem(
        'muster_session',
        JSON.stringify({ token: `e30.${payload}.sig`, username, display: null, roles, likes: [] }),
      );
    },
    { username, roles },
  );
}
