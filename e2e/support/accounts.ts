import { expect, type Page } from '@playwright/test';

/** A username no other test (or earlier run on the same database) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** A real 1×1 PNG: the API checks image content, not names. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Uncaught errors and console errors, which the screens under test should not produce. With
 * `refusals: 'ignore'`, the browser's own lines about HTTP statuses (a call the server refused on
 * purpose) are not counted as script errors.
 */
export function recordErrors(page: Page, { refusals = 'record' } = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (refusals === 'ignore' && /^Failed to load resource/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Fills and sends the registration form on the page already open. */
export async function fillRegistration(
  page: Page,
  username: string,
  password = 'long enough password',
) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Display Name').fill(`${username} the Bold`);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Registers a new user (signed in afterwards) and answers the username. */
export async function registerUser(page: Page, prefix: string): Promise<string> {
  const username = uniqueName(prefix);
  await page.goto('/register');
  await fillRegistration(page, username);
  await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible();
  return username;
}

/**
 * Registers a new user who then signs up as publisher on their profile (signed in afterwards,
 * with New Faction in reach) and answers the username.
 */
export async function registerPublisher(page: Page, prefix: string): Promise<string> {
  const username = await registerUser(page, prefix);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('link', { name: 'New Faction' })).toBeVisible();
  return username;
}

/** Drops the test image `name` on the editor's thumbnail field and waits until it shows. */
export async function dropThumbnail(page: Page, name: string): Promise<void> {
  await page
    .getByLabel('Thumbnail file')
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Current thumbnail' })).toBeVisible();
}

/** Fills and sends the login form on the page already open. */
export async function fillLogIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the login screen and signs in. */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await fillLogIn(page, username, password);
  await expect(page.getByRole('heading', { name: 'User Login' })).toHaveCount(0);
}

/** The administrator of the browser tests' site (a moderator too). */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/** The bearer token of the signed-in user's session. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('muster_session') ?? '{}') as { token: string }).token,
  );
}
