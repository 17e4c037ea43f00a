import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { createOwnFaction, postUnit, unitOf } from '../support/publisher';
import { addButton, createRoster, demoFaction } from '../support/roster-builder';
import { createModerator, signInWithApi } from '../support/session';

/** Uncaught errors and console errors, which no roster screen should produce. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

const total = (page: Page) => page.getByTestId('roster-total');
const quantity = (page: Page, unit: string) => page.getByLabel(`Quantity of ${unit}`);
const add = addButton;
const remove = (page: Page, unit: string) =>
  page.getByRole('button', { name: `Remove one ${unit}` });

async function pointsOf(page: Page): Promise<number> {
  return Number(/^\d+/.exec((await total(page).textContent()) ?? '')?.[0]);
}

test.describe('rosters', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('build, limit, rename, reload, export, share, delete and import a roster', async ({
    page,
    browser,
  }) => {
    const errors = recordErrors(page);
    const faction = await demoFaction(page);

    // Created from the demo faction's page, through its Create New Roster modal.
    await page.goto(`/factions/${faction.slug}`);
    await page.getByRole('button', { name: 'Create New Roster' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Roster Name')).toHaveValue(`New ${faction.title} Roster`);
    await dialog.getByLabel('Roster Name').fill('Kell Vanguard');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/roster\/roster_[a-z0-9-]+_\d+$/);
    const builderUrl = page.url();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kell Vanguard');
    await expect(page.getByRole('link', { name: faction.title })).toBeVisible();
    await expect(page.getByText('Created')).toBeVisible();
    await expect(total(page)).toHaveText('0');
    await expect(page.getByTestId('roster-unit-count')).toHaveText('0');
    await expect(page.getByRole('heading', { name: 'Tactics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Environment Effects' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Shield Wall' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Ash Storm' })).toBeVisible();

    // Add and remove units; − never goes below zero.
    await expect(remove(page, 'Shield Warden')).toBeDisabled();
    await add(page, 'Shield Warden').click();
    await add(page, 'Shield Warden').click();
    await add(page, 'Shield Warden').click();
    await add(page, 'Anvil Engine').click();
    await expect(quantity(page, 'Shield Warden')).toHaveText('×3');
    await remove(page, 'Shield Warden').click();
    await expect(quantity(page, 'Shield Warden')).toHaveText('×2');
    await add(page, 'Forge Priest').click();
    await remove(page, 'Forge Priest').click();
    await expect(quantity(page, 'Forge Priest')).toHaveText('×0');
    await expect(page.getByTestId('roster-unit-count')).toHaveText('3');
    const points = await pointsOf(page);
    expect(points).toBeGreaterThan(0);
    await expect(total(page)).toHaveCSS('color', 'rgb(31, 95, 191)');

    // A limit below the total: red, with ' / limit'. Rename in the same form.
    await page.getByRole('button', { name: 'Edit Name / Point Limit' }).click();
    await page.getByLabel('Roster Name').fill('Kell Shieldline');
    await page.getByLabel('Point Limit').fill(String(points - 1));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kell Shieldline');
    await expect(total(page)).toHaveText(`${points} / ${points - 1} (over the limit)`);
    await expect(total(page)).toHaveCSS('color', 'rgb(179, 38, 30)');
    // Then a limit above it: blue again.
    await page.getByRole('button', { name: 'Edit Name / Point Limit' }).click();
    await page.getByLabel('Point Limit').fill(String(points + 50));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(total(page)).toHaveText(`${points} / ${points + 50}`);
    await expect(total(page)).toHaveCSS('color', 'rgb(31, 95, 191)');

    // Everything was kept: after a reload unpicked units start hidden.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kell Shieldline');
    await expect(total(page)).toHaveText(`${points} / ${points + 50}`);
    await expect(quantity(page, 'Shield Warden')).toHaveText('×2');
    await expect(quantity(page, 'Anvil Engine')).toHaveText('×1');
    await expect(page.getByRole('article', { name: 'Forge Priest' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Available Units' }).click();
    await expect(page.getByRole('article', { name: 'Forge Priest' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide Unpicked' }).click();
    await expect(page.getByRole('article', { name: 'Forge Priest' })).toHaveCount(0);

    // Export: a JSON file named after the roster.
    const downloadDone = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export File' }).click();
    const download = await downloadDone;
    expect(download.suggestedFilename()).toBe('Kell Shieldline.json');
    const exportedPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'roster-')), 'export.json');
    await download.saveAs(exportedPath);
    const exported = JSON.parse(readFileSync(exportedPath, 'utf8'));
    expect(exported).toMatchObject({
      version: 1,
      name: 'Kell Shieldline',
      faction_slug: faction.slug,
      point_limit: points + 50,
    });
    expect(exported.unit_list).toHaveLength(2);

    // Share: the link carries the roster; a fresh browser opens it read-only.
    await page.getByRole('button', { name: 'Copy Share Link' }).click();
    const link = await page.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/rosters#share=[A-Za-z0-9_-]+$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const other = await browser.newContext();
    const friend = await other.newPage();
    await friend.goto(link);
    await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Kell Shieldline');
    await expect(friend.getByTestId('roster-total')).toHaveText(`${points} / ${points + 50}`);
    await expect(friend.getByLabel('Quantity of Shield Warden')).toHaveText('×2');
    await expect(friend.getByRole('button', { name: /Add one/ })).toHaveCount(0);
    await friend.getByRole('button', { name: 'Add to My Rosters' }).click();
    await expect(friend).toHaveURL(/\/roster\/roster_/);
    await expect(friend.getByRole('button', { name: 'Add one Shield Warden' })).toBeVisible();
    await friend.goto('/rosters');
    await expect(friend.getByRole('link', { name: 'Kell Shieldline' })).toBeVisible();
    // A link cut short when copied answers a clear message.
    await friend.goto(link.slice(0, -12));
    await expect(friend.getByRole('alert').filter({ hasText: 'share link' })).toContainText(
      'This share link is broken',
    );
    await other.close();

    // Delete from the list, then import the exported file back.
    await page.goto('/rosters');
    const row = page.getByRole('row', { name: /Kell Shieldline/ });
    await expect(row.getByRole('cell').nth(1)).toHaveText(faction.title);
    await expect(row.getByRole('cell').nth(2)).toHaveText(`${points + 50} pts`);
    await row.getByRole('button', { name: 'Delete Kell Shieldline' }).click();
    await row.getByRole('button', { name: 'Yes, delete it.' }).click();
    await expect(page.getByRole('link', { name: 'Kell Shieldline' })).toHaveCount(0);
    await expect(page.getByText('You have no rosters yet.')).toBeVisible();

    // A bad file changes nothing and says why.
    const badPath = path.join(path.dirname(exportedPath), 'bad.json');
    writeFileSync(badPath, '{"name": "half a roster"');
    await page.getByLabel('Roster file').setInputFiles(badPath);
    await expect(page.getByRole('alert').filter({ hasText: 'bad.json' })).toContainText(
      'bad.json was not imported: This file is not a roster',
    );
    await expect(page.getByText('You have no rosters yet.')).toBeVisible();

    await page.getByLabel('Roster file').setInputFiles(exportedPath);
    await page.getByRole('link', { name: 'Kell Shieldline' }).click();
    await expect(total(page)).toHaveText(`${points} / ${points + 50}`);
    await expect(quantity(page, 'Shield Warden')).toHaveText('×2');
    expect(page.url()).not.toBe(builderUrl);
    expect(errors).toEqual([]);
  });

  test('the reference page prints cleanly to PDF', async ({ page }) => {
    await createRoster(page, await demoFaction(page));
    for (const unit of ['Shield Warden', 'Anvil Engine', 'Forge Priest', 'Shield-Captain']) {
      await add(page, unit).click();
    }
    await page.getByRole('button', { name: 'Hide Unpicked' }).click();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print Reference Page' })).toBeHidden();
    await expect(add(page, 'Shield Warden')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Tactics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Environment Effects' })).toBeVisible();
    // No unit card is cut across pages.
    const breaks = await page
      .locator('.unit-card')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).breakInside));
    expect(breaks).toEqual(['avoid', 'avoid', 'avoid', 'avoid']);

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    mkdirSync(test.info().outputDir, { recursive: true });
    const out = path.join(test.info().outputDir, 'roster.pdf');
    writeFileSync(out, pdf);
    // The text of the printed page, when poppler is installed: units, tactics, no buttons.
    try {
      const text = execFileSync('pdftotext', ['-layout', out, '-'], { encoding: 'utf8' });
      expect(text).toContain('Shield-Captain');
      expect(text).toContain('Environment Effects');
      expect(text).not.toContain('Export File');
      expect(text).not.toContain('Rosters\n');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  });

  test('a ten-unit roster prints every unit, its points and the total on two pages', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // No demo faction has ten units: a publisher's own faction gets ten, each of other health.
    const own = await createOwnFaction(page.request, 'Tenfold Host');
    const names = Array.from({ length: 10 }, (_, i) => `Tenfold ${String(i + 1).padStart(2, '0')}`);
    for (const [i, name] of names.entries()) {
      await postUnit(page.request, own, unitOf(own, name, i + 1));
    }
    // A draft: only its author reads it.
    await signInWithApi(page, page.request, own.credentials);
    await createRoster(page, { slug: own.faction.slug, title: own.faction.title });
    for (const name of names) await add(page, name).click();
    await expect(page.getByTestId('roster-unit-count')).toHaveText('10');
    const points = await pointsOf(page);
    const costs = new Map<string, string>();
    for (const name of names) {
      const card = page.getByRole('article', { name });
      costs.set(name, (await card.locator('.unit-card-points strong').textContent()) ?? '');
    }
    const navTexts = (await page.getByRole('navigation', { name: 'Main' }).innerText())
      .split('\n')
      .map((line) => line.trim())
      // The author's name links to their profile; it is in the faction's title too.
      .filter((line) => line && line !== own.credentials.username);
    expect(navTexts).toContain('Point Formulas');

    const pdf = await page.pdf({ format: 'A4' });
    const { pages, text } = await pdfText(pdf);
    for (const name of names) {
      expect(text).toContain(name);
      expect(text).toContain(costs.get(name));
    }
    expect(text).toMatch(new RegExp(`Points\\s+${points}\\b`));
    // The print CSS hides the navigation bar and the builder's buttons.
    for (const navText of navTexts) expect(text).not.toContain(navText);
    expect(text).not.toContain('Print Reference Page');
    // Two columns of cards (the print layout): ten units are five rows of cards of one weapon and
    // no abilities, each about 200 CSS px high, under a header of about 150 px; an A4 page less
    // its 12 mm margins is about 1000 px high, so the sheet needs one page and a part of another.
    // A third page would mean cards in one column, or cards and sections pushed apart.
    expect(pages).toBeLessThanOrEqual(2);
  });

  test('totals follow a change of demo formula at once', async ({ page, context }) => {
    await createRoster(page, await demoFaction(page));
    await add(page, 'Anvil Engine').click();
    await add(page, 'Anvil Engine').click();
    await expect(page.getByTestId('roster-unit-count')).toHaveText('2');
    const before = await pointsOf(page);

    // Another tab of the same browser turns a demo formula on (as the formula editor's Demo).
    const other = await context.newPage();
    await other.goto('/rosters');
    await other.evaluate(() =>
      localStorage.setItem(
        'demo_formula',
        JSON.stringify({
          name: 'Glass Armour',
          formula: JSON.stringify({ defenseFormula: 'unitHP * 20' }),
          enabled: true,
        }),
      ),
    );
    await expect(total(page)).not.toHaveText(String(before));
    const withDemo = await pointsOf(page);
    expect(withDemo).toBeGreaterThan(before);
    expect(withDemo % 2).toBe(0);

    await other.evaluate(() => localStorage.removeItem('demo_formula'));
    await expect(total(page)).toHaveText(String(before));
    await other.close();
  });

  test('a roster built on version 1 says what a newer version changes, and keeps or updates', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A publisher's own public faction, approved by a moderator: its version 1.
    const own = await createOwnFaction(page.request, 'Versioned Host');
    const { headers, faction } = own;
    const moderator = await createModerator(page.request);
    const approve = async () =>
      expect(
        (
          await page.request.post(`/api/factions/toggleapproval/${faction._id}`, {
            headers: moderator.headers,
          })
        ).ok(),
      ).toBe(true);
    const spear = unitOf(own, 'Spear Bearer');
    const saved = await postUnit(page.request, own, spear);
    const shield = await postUnit(page.request, own, unitOf(own, 'Shield Bearer', 3));
    const published = await page.request.post(`/api/factions/${faction._id}`, {
      headers,
      data: { title: faction.title, public: true },
    });
    expect(published.ok()).toBe(true);
    await approve();

    await createRoster(page, { slug: faction.slug, title: faction.title });
    await expect(page.getByText('· version 1')).toBeVisible();
    await add(page, 'Spear Bearer').click();
    await add(page, 'Spear Bearer').click();
    await add(page, 'Shield Bearer').click();
    const before = await pointsOf(page);

    // Version 2: a tougher Spear Bearer, no Shield Bearer.
    const change = (data: object) =>
      page.request.post(`/api/units/${saved._id}`, { headers, data: { ...spear, ...data } });
    expect((await change({ health: 6 })).ok()).toBe(true);
    expect((await page.request.delete(`/api/units/${shield._id}`, { headers })).ok()).toBe(true);
    await approve();
    await page.reload();
    const panel = page.getByRole('region', { name: `${faction.title}: version 2 is out` });
    await expect(panel).toContainText('This roster is built on version 1.');
    await expect(panel.getByRole('listitem').first()).toContainText(
      /Spear Bearer: cost was \d+, now \d+; Health 2 → 6/,
    );
    await expect(panel).toContainText('Shield Bearer: removed from the faction');
    // Nothing changed until the player chooses: the roster keeps its costs.
    await expect(total(page)).toHaveText(new RegExp(`^${before}`));
    await page.getByRole('button', { name: 'Keep version 1' }).click();
    await expect(panel).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('· version 1')).toBeVisible();
    await expect(total(page)).toHaveText(new RegExp(`^${before}`));
    await expect(page.getByRole('region', { name: /version \d+ is out/ })).toHaveCount(0);

    // Version 3 is offered again; updating takes its units and drops the removed one.
    expect((await change({ health: 6, protectionValue: 3 })).ok()).toBe(true);
    await approve();
    await page.reload();
    const newer = page.getByRole('region', { name: `${faction.title}: version 3 is out` });
    const now = Number(
      /now (\d+)/.exec((await newer.getByRole('listitem').first().textContent()) ?? '')?.[1],
    );
    await newer.getByRole('button', { name: 'Update to version 3' }).click();
    await expect(newer).toHaveCount(0);
    await expect(total(page)).toHaveText(new RegExp(`^${now * 2}`));
    await expect(page.getByRole('article', { name: 'Shield Bearer' })).toHaveCount(0);
    await page.reload();
    await expect(total(page)).toHaveText(new RegExp(`^${now * 2}`));
    // The printout names the version it was built on.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText('· version 3')).toBeVisible();
  });

  test("a unit changed by its faction says 'was X, now Y' and updates on request", async ({
    page,
  }) => {
    // A publisher's own faction, so changing its unit touches no other test's demo data.
    const own = await createOwnFaction(page.request, 'Changing Host');
    const { headers, faction } = own;
    const unit = unitOf(own, 'Spear Bearer');
    const saved = await postUnit(page.request, own, unit);

    // A draft: only its author reads it, as it is now.
    await signInWithApi(page, page.request, own.credentials);
    await createRoster(page, { slug: faction.slug, title: faction.title });
    await add(page, 'Spear Bearer').click();
    await add(page, 'Spear Bearer').click();
    const was = (await pointsOf(page)) / 2;

    const changed = await page.request.post(`/api/units/${saved._id}`, {
      headers,
      data: { ...unit, health: 6, protectionValue: 3 },
    });
    expect(changed.ok()).toBe(true);
    await page.reload();
    // The roster keeps the copy it was built with until the player updates it.
    await expect(total(page)).toHaveText(String(was * 2));
    const note = page.getByText(/The faction changed this unit: was \d+, now \d+\./);
    await expect(note).toBeVisible();
    const now = Number(/now (\d+)/.exec((await note.textContent()) ?? '')?.[1]);
    await expect(note).toContainText(`was ${was}, now ${now}`);
    expect(now).toBeGreaterThan(was);
    await page.getByRole('button', { name: 'Update unit' }).click();
    await expect(total(page)).toHaveText(String(now * 2));
    await expect(quantity(page, 'Spear Bearer')).toHaveText('×2');
    await page.reload();
    await expect(total(page)).toHaveText(String(now * 2));
    await expect(note).toHaveCount(0);
  });
});
