import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { createOwnFaction, postUnit, unitOf } from '../support/publisher';
import { addButton, createRoster, type FactionCard } from '../support/roster-builder';

/** The seeded Ashfall Raiders: at least 1 Leader, at most 1 Warboss, formations of one type. */
async function ashfallRaiders(page: Page): Promise<FactionCard> {
  const answer = await page.request.get('/api/factions?public=true&limit=100&page=1');
  const factions = (await answer.json()) as FactionCard[];
  const faction = factions.find((f) => f.title === 'Ashfall Raiders');
  if (!faction) throw new Error('the demo content has no Ashfall Raiders');
  return faction;
}

const legality = (page: Page) => page.getByTestId('roster-legality');
const problems = (page: Page) => page.locator('.roster-problems li');

async function approve(request: APIRequestContext, factionId: string) {
  const login = await request.post('/api/users/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const approved = await request.post(`/api/factions/toggleapproval/${factionId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { action: 'approve' },
  });
  expect(approved.ok()).toBe(true);
}

test.describe('legal lists', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('an illegal roster says what is wrong and how to fix it, becomes Legal, is verified at /verify by its share link and prints with its verdict', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await createRoster(page, await ashfallRaiders(page));
    // An empty roster already breaks the faction's minimum.
    await expect(legality(page)).toHaveText('1 problem');
    await expect(problems(page)).toHaveText(['Take at least 1 Leader: you have 0']);

    // Two training types in one formation, and no Leader to combine them: never refused.
    await addButton(page, 'Dust Rat').click();
    await addButton(page, 'Outrider').click();
    await expect(legality(page)).toHaveText('2 problems');
    const mixed = 'Formation 1 mixes Infantry and Scout: add a Leader or move the Scout';
    await expect(problems(page)).toHaveText(['Take at least 1 Leader: you have 0', mixed]);
    // Beside the line it concerns.
    await expect(page.getByRole('article', { name: 'Outrider' })).toContainText(mixed);

    // A Leader combines the types; two of them break the faction's maximum.
    await addButton(page, 'Warboss').click();
    await addButton(page, 'Warboss').click();
    await expect(problems(page)).toHaveText(['Take at most 1 Warboss: you have 2']);
    await expect(page.getByRole('article', { name: 'Warboss' })).toContainText(
      'Take at most 1 Warboss: you have 2',
    );
    await page.getByRole('button', { name: 'Remove one Warboss' }).click();
    await expect(legality(page)).toHaveText('Legal');
    await expect(problems(page)).toHaveCount(0);

    // Printing asks the server for its verdict on the roster as it is, and puts it on paper.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print Reference Page' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    const stamp = page.locator('.roster-print-extra');
    await expect(stamp).toBeVisible();
    await expect(stamp).toContainText('Legal');
    const printedCode = (await stamp.innerText()).match(/[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0];
    expect(printedCode).toBeTruthy();
    await page.emulateMedia({ media: 'screen' });

    // The organiser pastes the share link at /verify and reads the server's own verdict.
    await page.getByRole('button', { name: 'Copy Share Link' }).click();
    const link = await page.getByLabel('Share link', { exact: true }).inputValue();
    expect(link).toContain('/rosters#share=');
    await page.goto('/verify');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a Roster' })).toBeVisible();
    await page.getByLabel('Share link or verification code').fill(link);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/verify\/[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The same list gets the same code, whether sent as a link or as the printout's file.
    expect(page.url().endsWith(`/verify/${printedCode}`)).toBe(true);
    await expect(page.locator('.verdict-code')).toHaveText(printedCode as string);
    await expect(page.getByRole('heading', { level: 3, name: 'Legal' })).toBeVisible();
    const rebuilt = page.getByRole('table', { name: 'Formation 1' });
    for (const unit of ['Dust Rat', 'Outrider', 'Warboss']) {
      await expect(rebuilt).toContainText(unit);
    }

    // The printed code alone opens the same verdict.
    await page.goto('/verify');
    await page.getByLabel('Share link or verification code').fill(printedCode as string);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.locator('.verdict-code')).toHaveText(printedCode as string);
  });

  test('a roster over its point limit has that problem in the builder, on its share page, shown formation by formation, and at /verify', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await createRoster(page, await ashfallRaiders(page));
    // A Leader combines the types of its formation: legal, and no limit yet (0 is none).
    await addButton(page, 'Warboss').click();
    await addButton(page, 'Dust Rat').click();
    await addButton(page, 'Outrider').click();
    await expect(legality(page)).toHaveText('Legal');
    // The Outrider stands in a formation of its own.
    await page.getByRole('button', { name: 'New Formation' }).click();
    await page.getByRole('combobox', { name: 'Formation of Outrider' }).selectOption('Formation 2');
    await expect(legality(page)).toHaveText('Legal');

    // A limit below the total: red, and a problem with its fix, never 'Legal'.
    const points = Number(
      (await page.getByTestId('roster-total').innerText()).match(/^\d+/)?.[0] ?? Number.NaN,
    );
    expect(points).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Edit Name / Point Limit' }).click();
    await page.getByLabel('Point Limit').fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('roster-total')).toHaveText(`${points} / 10 (over the limit)`);
    const over = `Over the point limit by ${points - 10} pts: remove units worth at least ${points - 10} pts`;
    await expect(legality(page)).toHaveText('1 problem');
    await expect(problems(page)).toHaveText([over]);

    // Its share page: the same formations as the builder's, and the server's verdict says it too.
    await page.getByRole('button', { name: 'Copy Share Link' }).click();
    const link = await page.getByLabel('Share link', { exact: true }).inputValue();
    await page.goto(link);
    await expect(page.getByText('A shared roster, read-only.')).toBeVisible();
    const first = page.getByRole('region', { name: 'Formation 1' });
    const second = page.getByRole('region', { name: 'Formation 2' });
    await expect(first.getByRole('article', { name: 'Warboss' })).toBeVisible();
    await expect(first.getByRole('article', { name: 'Dust Rat' })).toBeVisible();
    await expect(first.getByRole('article', { name: 'Outrider' })).toHaveCount(0);
    await expect(second.getByRole('article', { name: 'Outrider' })).toBeVisible();
    await expect(second).toContainText('1 unit ·');
    const stamp = page.getByRole('complementary', { name: "The server's verdict" });
    await expect(stamp).toContainText('1 problem');
    await expect(stamp.getByRole('listitem')).toHaveText([over]);
    await page.screenshot({
      path: test.info().outputPath('shared-over-limit.png'),
      fullPage: true,
    });

    // The organiser's check says the same.
    await page.goto('/verify');
    await page.getByLabel('Share link or verification code').fill(link);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: '1 problem' })).toBeVisible();
    await expect(page.getByTestId('roster-verdict').getByRole('listitem')).toHaveText([over]);
    await page.screenshot({
      path: test.info().outputPath('verify-over-limit.png'),
      fullPage: true,
    });
  });

  test("a roster pinned to an approved version keeps that version's rules after its author changes them", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const own = await createOwnFaction(request, 'Rule Keepers');
    const unit = await postUnit(request, own, unitOf(own, 'Keeper'));
    const saveRules = async (count: number) => {
      const saved = await request.post(`/api/factions/${own.faction._id}`, {
        headers: own.headers,
        data: {
          title: own.faction.title,
          public: true,
          rosterRules: [{ kind: 'min', subject: { unit: unit._id }, count }],
        },
      });
      expect(saved.ok()).toBe(true);
    };
    await saveRules(2);
    await approve(request, own.faction._id);

    await createRoster(page, own.faction);
    await addButton(page, 'Keeper').click();
    await expect(problems(page)).toHaveText(['Take at least 2 Keeper: you have 1']);

    // The author asks for three now; the roster stays on version 1 and its rule.
    await saveRules(3);
    await page.reload();
    await expect(problems(page)).toHaveText(['Take at least 2 Keeper: you have 1']);
    await addButton(page, 'Keeper').click();
    await expect(legality(page)).toHaveText('Legal');
  });
});
