import { expect, test, type Page } from '@playwright/test';
import { recordErrors, registerPublisher, tokenOf, uniqueName } from '../support/accounts';

/** The 409's message, as the kernel's CONFLICT_MESSAGE says it. */
const CONFLICT_MESSAGE = 'Someone else changed this since you opened it';

/** Opens the faction's editor and waits for its form. */
async function openEditor(page: Page, slug: string, title: string) {
  await page.goto(`/editfaction/${slug}`);
  await expect(page.getByRole('heading', { name: 'Faction Editor' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
}

/** Writes `lore` into the Lore tab. */
async function writeLore(page: Page, lore: string) {
  await page.getByRole('tab', { name: 'Lore' }).click();
  await page.getByRole('textbox', { name: 'Lore' }).fill(lore);
}

test.describe('concurrent edits', () => {
  test('the same author saves a faction in two tabs: the second is told, keeps its text and reloads', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = recordErrors(page, { refusals: 'ignore' });
    await registerPublisher(page, 'twin');
    const title = `Twin Keep ${uniqueName('')}`;
    await page.getByRole('link', { name: 'New Faction' }).click();
    await page.getByLabel('Title').fill(title);
    await writeLore(page, 'The keep was built twice.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/factions\/twin-keep/);
    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    // Two tabs of one browser: one session, both editors opened on the same version.
    const other = await context.newPage();
    const otherErrors = recordErrors(other, { refusals: 'ignore' });
    await openEditor(page, slug, title);
    await openEditor(other, slug, title);

    await writeLore(page, 'First tab: the keep fell in winter.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/factions/${slug}$`));

    await other.getByLabel('Title').fill(`${title} (second tab)`);
    await writeLore(other, 'Second tab: the keep never fell.');
    await other.getByRole('button', { name: 'Save' }).click();

    const notice = other.getByRole('alert', { name: CONFLICT_MESSAGE });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Reload' })).toBeEnabled();
    // Nothing was stored and nothing reset: the typed text is there to copy.
    await expect(other).toHaveURL(new RegExp(`/editfaction/${slug}$`));
    await expect(other.getByRole('textbox', { name: 'Lore' })).toHaveValue(
      'Second tab: the keep never fell.',
    );
    await expect(other.getByLabel('Title')).toHaveValue(`${title} (second tab)`);
    // The notice, not a generic error toast.
    await expect(other.getByRole('alert').filter({ hasText: 'Conflict:' })).toHaveCount(0);
    await other.screenshot({ path: testInfo.outputPath('conflict-notice.png'), fullPage: true });

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toHaveCount(0);
    await expect(other.getByRole('textbox', { name: 'Lore' })).toHaveValue(
      'First tab: the keep fell in winter.',
    );
    await expect(other.getByLabel('Title')).toHaveValue(title);

    // Reloaded, the second tab holds the current version: its save goes through.
    await writeLore(other, 'Second tab, after reading the first: the keep fell, and rose.');
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other).toHaveURL(new RegExp(`/factions/${slug}$`));
    // A draft is the author's to read: the public sees only approved versions.
    const answer = await page.request.get(`/api/factions/${slug}`, {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    });
    const stored = (await answer.json()) as Record<string, unknown>;
    expect(stored).toMatchObject({
      title,
      lore: 'Second tab, after reading the first: the keep fell, and rose.',
      version: 3,
    });
    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
  });
});
