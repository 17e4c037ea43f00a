import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  dropThumbnail,
  logIn,
  recordErrors,
  registerPublisher,
  uniqueName,
} from '../support/accounts';
import { createUser } from '../support/session';

/** The unit cards of a faction page, in the order shown. */
const unitCards = (page: Page) => page.getByRole('region', { name: 'Units' }).getByRole('article');

/** The points on each unit card, in the order shown. */
async function unitCosts(page: Page): Promise<number[]> {
  const texts = await unitCards(page).locator('.unit-card-cost').allTextContents();
  return texts.map((text) => Number(/^(\d+) pts$/.exec(text)?.[1] ?? NaN));
}

const isHighestFirst = (costs: number[]) => costs.every((c, i) => i === 0 || costs[i - 1]! >= c);

async function liveCost(page: Page): Promise<number> {
  const text = await page
    .getByRole('complementary', { name: 'Total Cost' })
    .locator('.fx-cost-total')
    .textContent();
  return Number(/^(\d+) pts$/.exec(text ?? '')?.[1] ?? NaN);
}

/**
 * Adds an item to one of the faction editor's lists: opens the tab, presses its Add button and
 * fills the new item's group, field by label ('Name' exactly, as other labels contain it).
 */
async function addListItem(
  page: Page,
  [tab, add, group]: [string, string, string],
  fields: Record<string, string>,
) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: add }).click();
  const item = page.getByRole('group', { name: group });
  for (const [label, value] of Object.entries(fields)) {
    await item.getByLabel(label, { exact: label === 'Name' }).fill(value);
  }
}

async function addWeapon(page: Page, name: string, attacks: string, damage: string) {
  await page.getByRole('link', { name: 'Add Weapon' }).click();
  await expect(page.getByRole('heading', { name: 'Weapon Editor' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Melee' })).toBeChecked();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Attacks').fill(attacks);
  await page.getByLabel('Damage').fill(damage);
  await expect(page.getByRole('table', { name: 'Cost simulation' }).getByRole('row')).toHaveCount(
    6,
  );
  await page.getByRole('button', { name: 'Save' }).click();
}

async function addUnit(page: Page, name: string, health: string, weapon?: string) {
  await page.getByRole('link', { name: 'Add Unit' }).click();
  await expect(page.getByRole('heading', { name: 'Unit Editor' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  const before = await liveCost(page);
  await page.getByLabel('Health').fill(health);
  if (Number(health) >= 10) await expect.poll(() => liveCost(page)).toBeGreaterThan(before);
  if (weapon) {
    await page.getByRole('button', { name: 'Equip Weapon' }).click();
    const row = page.getByRole('group', { name: 'Weapon 1' });
    await row.getByLabel('Weapon', { exact: true }).selectOption({ label: weapon });
    await expect(row.getByLabel('Knack')).toHaveValue('2');
  }
  await page.getByRole('button', { name: 'Save' }).click();
}

function card(list: Locator, title: string): Locator {
  return list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('heading', { name: title }) });
}

test.describe('factions', () => {
  test('a visitor browses the list, pages, searches and reads a demo faction', async ({ page }) => {
    const errors = recordErrors(page, { refusals: 'ignore' });
    await page.goto('/factionlist');
    await expect(page).toHaveURL(/\/factionlist\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Factions' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Factions' });
    await expect(list.getByText('Featured Random Faction')).toBeVisible();
    // The featured card comes first, then the page of public factions.
    await expect(
      list.getByRole('listitem').first().getByText('Featured Random Faction'),
    ).toBeVisible();
    await expect(card(list, 'Iron Wardens of Kell').first()).toBeVisible();
    await expect(list.getByText(/by Administrator/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // Pages are clamped to the last one.
    await page.goto('/factionlist/99');
    await expect(page).toHaveURL(/\/factionlist\/1$/);

    await page.getByRole('searchbox', { name: 'Search factions' }).fill('verdant');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/factionlist\/1\?search=verdant$/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(card(list, 'The Verdant Choir')).toBeVisible();

    await page.goto('/factionlist/1');
    await card(list, 'Iron Wardens of Kell').first().getByRole('link').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Iron Wardens of Kell' }),
    ).toBeVisible();
    await expect(unitCards(page)).toHaveCount(6);
    const costs = await unitCosts(page);
    expect(costs.every((c) => c > 0)).toBe(true);
    expect(isHighestFirst(costs)).toBe(true);
    await expect(page.getByRole('table', { name: 'Weapons' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tactics' }).getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('table', { name: 'Environment Effects' })).toBeVisible();
    // A visitor sees no edit controls.
    await expect(page.getByRole('link', { name: 'Edit Faction' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Faction' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Unit' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Lore' }).click();
    await expect(page.getByRole('heading', { name: 'The Oath of the Anvil' })).toBeVisible();

    // A unit's own page explains its cost.
    await page.getByRole('tab', { name: 'Unit Stats' }).click();
    await unitCards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'How the cost adds up' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('My Factions pages by 100, Previous and Next disabled at the ends', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { username, password, headers } = await createUser(request, [], {
      prefix: 'prolific',
      publisher: true,
    });
    for (let i = 0; i < 101; i += 1) {
      const saved = await request.post('/api/factions/', {
        headers,
        data: { title: `Draft Host ${String(i).padStart(3, '0')}` },
      });
      expect(saved.ok()).toBe(true);
    }

    await logIn(page, username, password);
    await page.goto('/myfactions');
    await expect(page).toHaveURL(/\/myfactions\/1$/);
    const list = page.getByRole('list', { name: 'My Factions' });
    await expect(list.getByRole('listitem')).toHaveCount(100);
    await expect(list.getByText(/^\(DRAFT\) Draft Host/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/myfactions\/2$/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/myfactions\/1$/);
    // Beyond the last page the address is clamped back to it.
    await page.goto('/myfactions/7');
    await expect(page).toHaveURL(/\/myfactions\/2$/);
  });

  test('a visitor creates a roster from a faction and lands on it', async ({ page }) => {
    await page.goto('/factionlist/1');
    await card(page.getByRole('list', { name: 'Factions' }), 'The Verdant Choir')
      .first()
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: 'Create New Roster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Roster' });
    await expect(dialog.getByLabel('Roster Name')).toHaveValue('New The Verdant Choir Roster');
    await expect(dialog.getByLabel('Point Limit')).toHaveValue('0');
    await dialog.getByLabel('Point Limit').fill('300');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/roster\/roster_the-verdant-choir_\d+$/);
  });

  test('the server refuses edits from users the page shows no controls to', async ({
    page,
    request,
  }) => {
    const factions = (await (
      await request.get('/api/factions?public=true&limit=100&page=1')
    ).json()) as { _id: string; slug: string; title: string }[];
    const target = factions[0]!;
    const anonymous = await request.post(`/api/factions/${target._id}`, {
      data: { title: 'Hijacked' },
    });
    expect(anonymous.status()).toBe(401);

    // A plain signed-in user sees no controls and is refused by the server too.
    const { username, password, headers } = await createUser(request, [], { prefix: 'reader' });
    expect(
      (
        await request.post(`/api/factions/${target._id}`, { headers, data: { title: 'X' } })
      ).status(),
    ).toBe(403);
    expect((await request.delete(`/api/factions/${target.slug}`, { headers })).status()).toBe(403);
    expect(
      (
        await request.post('/api/units/', {
          headers,
          data: { faction: target._id, unitName: 'Intruder' },
        })
      ).status(),
    ).toBe(403);

    await logIn(page, username, password);
    await page.goto(`/factions/${target.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Like' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Faction' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Weapon' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  });

  test('a publisher builds a faction, a moderator approves it, and it can be found', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const errors = recordErrors(page, { refusals: 'ignore' });
    await registerPublisher(page, 'author');
    const title = `Ember Guard ${uniqueName('')}`;

    // Create the faction: thumbnail, a tactic, an environment effect; it starts as a draft.
    await page.getByRole('link', { name: 'New Faction' }).click();
    await expect(page.getByRole('heading', { name: 'Faction Editor' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Keepers of the last fire.');
    await dropThumbnail(page, 'ember.png');
    await addListItem(page, ['Tactics', 'Add Tactic', 'Tactic 1'], {
      Name: 'Kindle',
      Knack: '3',
      Description: 'One unit re-rolls a missed attack.',
    });
    await addListItem(
      page,
      ['Environment Effects', 'Add Environment Effect', 'Environment effect 1'],
      {
        Name: 'Smoke',
        'Round Effect': 'Ranged attacks suffer -1.',
        'Tactic Penalty': '1',
      },
    );
    await page.getByRole('tab', { name: 'Lore' }).click();
    await page
      .getByRole('textbox', { name: 'Lore' })
      .fill('## The Last Fire\n\nIt *never* goes out.');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/factions\/ember-guard/);
    const factionUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('DRAFT', { exact: true })).toBeVisible();
    await expect(page.locator('img.fx-splash')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tactics' }).getByText('Kindle')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Environment Effects' }).getByText('Smoke'),
    ).toBeVisible();

    // Two weapons, sorted by attacks × damage.
    await addWeapon(page, 'Brand', '1', '2');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await addWeapon(page, 'Flame Lance', '2', '3');
    const weaponRows = page.getByRole('table', { name: 'Weapons' }).getByRole('row');
    await expect(weaponRows).toHaveCount(3);
    await expect(weaponRows.nth(1)).toContainText('Flame Lance');
    await expect(weaponRows.nth(1)).toContainText('Focus Damage: 4');
    await expect(weaponRows.nth(2)).toContainText('Brand');

    // Three units, sorted by cost.
    await addUnit(page, 'Cinder', '1');
    await expect(unitCards(page)).toHaveCount(1);
    await addUnit(page, 'Ember Knight', '10', 'Flame Lance');
    await expect(unitCards(page)).toHaveCount(2);
    await addUnit(page, 'Torchbearer', '3', 'Brand');
    await expect(unitCards(page)).toHaveCount(3);
    const names = await unitCards(page).getByRole('heading', { level: 3 }).allTextContents();
    expect([...names].sort()).toEqual(['Cinder', 'Ember Knight', 'Torchbearer']);
    expect(names[0]).toBe('Ember Knight');
    expect(isHighestFirst(await unitCosts(page))).toBe(true);

    // Edit one unit: a bigger one climbs the list.
    await unitCards(page).filter({ hasText: 'Cinder' }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Unit Editor' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Great Cinder');
    await page.getByLabel('Health').fill('40');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(unitCards(page).first().getByRole('heading', { level: 3 })).toHaveText(
      'Great Cinder',
    );

    // Delete one unit, after confirming.
    await page.getByRole('button', { name: 'Delete Torchbearer' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure???' })
      .getByRole('button', { name: 'Yes, delete it.' })
      .click();
    await expect(unitCards(page)).toHaveCount(2);
    await page.reload();
    await expect(unitCards(page)).toHaveCount(2);

    // Like and unlike.
    await expect(page.getByText('0 likes')).toBeVisible();
    await page.getByRole('button', { name: 'Like' }).click();
    await expect(page.getByText('1 like', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Unlike' }).click();
    await expect(page.getByText('0 likes')).toBeVisible();

    // Tick Public: the faction enters the moderation queue, still shown as a draft to nobody.
    await page.getByRole('link', { name: 'Edit Faction' }).click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.getByRole('checkbox', { name: /Public/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(factionUrl);
    await expect(page.getByText('DRAFT', { exact: true })).toHaveCount(0);
    await page.goto('/myfactions/1');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // A moderator sees it in the queue count and approves it.
    const moderator = await browser.newPage();
    await logIn(moderator, ADMIN.username, ADMIN.password);
    const token = await moderator.evaluate(
      () => (JSON.parse(localStorage.getItem('muster_session') ?? '{}') as { token: string }).token,
    );
    const queueCount = async () =>
      Number(
        await (
          await moderator.request.get('/api/factions/needsreview?public=true&count=true', {
            headers: { authorization: `Bearer ${token}` },
          })
        ).text(),
      );
    const queued = await queueCount();
    expect(queued).toBeGreaterThanOrEqual(1);
    await moderator.goto(factionUrl);
    await expect(moderator.getByRole('button', { name: 'Banish to DRAFT' })).toBeVisible();
    await moderator.getByRole('button', { name: 'Moderator Approve' }).click();
    await expect(moderator.getByRole('button', { name: 'Moderator Disapprove' })).toBeVisible();
    expect(await queueCount()).toBe(queued - 1);
    await moderator.close();

    // Now anyone finds it by searching.
    await page.goto('/factionlist/1');
    await page.getByRole('searchbox', { name: 'Search factions' }).fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Factions' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.locator('img')).toBeVisible();

    // Finally the author deletes it, after confirming.
    await page.goto(factionUrl);
    await page.getByRole('button', { name: 'Delete Faction' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure???' });
    await confirm.getByRole('button', { name: 'Close' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete Faction' }).click();
    await page.getByRole('button', { name: 'Yes, delete it.' }).click();
    await expect(page).toHaveURL(/\/factionlist\/1$/);
    await page.goto(factionUrl);
    await expect(page.getByText('Error loading faction...')).toBeVisible();
    expect(errors.filter((e) => !/404|Not Found/.test(e))).toEqual([]);
  });
});
