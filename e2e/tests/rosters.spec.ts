import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

interface FactionCard {
  slug: string;
  title: string;
}

/** The demo faction the rosters are built from (the seeded Iron Wardens of Kell). */
async function demoFaction(page: Page): Promise<FactionCard> {
  const answer = await page.request.get('/api/factions?public=true&limit=100&page=1');
  const factions = (await answer.json()) as FactionCard[];
  const faction = factions.find((f) => f.title === 'Iron Wardens of Kell') ?? factions[0];
  if (!faction) throw new Error('no demo faction');
  return faction;
}

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
const add = (page: Page, unit: string) => page.getByRole('button', { name: `Add one ${unit}` });
const remove = (page: Page, unit: string) =>
  page.getByRole('button', { name: `Remove one ${unit}` });

async function pointsOf(page: Page): Promise<number> {
  return Number(/^\d+/.exec((await total(page).textContent()) ?? '')?.[0]);
}

/** Creates a roster of the demo faction through its page's Create New Roster modal. */
async function createRoster(page: Page, faction: FactionCard) {
  await page.goto(`/factions/${faction.slug}`);
  await page.getByRole('button', { name: 'Create New Roster' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/roster\//);
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

  test("a unit changed by its faction says 'was X, now Y' and updates on request", async ({
    page,
  }) => {
    // A publisher's own faction, so changing its unit touches no other test's demo data.
    const username = `rosterer${Date.now().toString(36)}`;
    const registered = await page.request.post('/api/users/register', {
      data: {
        username,
        display: username,
        email: `${username}@example.org`,
        password: 'p'.repeat(12),
      },
    });
    const { token } = (await registered.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    await page.request.post('/api/users/setpublisher', { headers, data: {} });
    const faction = await (
      await page.request.post('/api/factions/', {
        headers,
        data: { title: `Changing Host ${username}`, description: 'Units that change.' },
      })
    ).json();
    const weapon = await (
      await page.request.post('/api/weapons/', {
        headers,
        data: {
          faction: faction._id,
          name: 'Spear',
          description: '',
          type: ['melee'],
          attacks: 2,
          damage: 2,
          effectiveTypes: [],
        },
      })
    ).json();
    const unit = {
      faction: faction._id,
      unitName: 'Spear Bearer',
      description: '',
      trainingType: 1,
      health: 2,
      protectionTypes: [1],
      protectionValue: 1,
      movement: 6,
      size: 1,
      equippedWeapons: [{ weaponID: weapon._id, knack: 4 }],
      abilities: [],
      structuredAbilities: [],
    };
    const saved = await (await page.request.post('/api/units/', { headers, data: unit })).json();

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
