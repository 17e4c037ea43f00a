import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createModerator, signInWithApi, type Session } from '../support/session';
import { ADMIN } from '../support/accounts';

/** A name no other test (or earlier run on the same database) has used. */
function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Logs the administrator in through the API and hands the browser that session. */
const signInAdmin = (page: Page, request: APIRequestContext) => signInWithApi(page, request, ADMIN);

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

interface DemoUnit {
  _id: string;
  unitName: string;
}

/** The first public faction and its units. */
async function firstFaction(request: APIRequestContext) {
  const factions = (await (
    await request.get('/api/factions?public=true&limit=100&page=1')
  ).json()) as { _id: string; slug: string; title: string }[];
  const faction = factions[0];
  if (!faction) throw new Error('the demo content has no public faction');
  const units = (await (
    await request.get(`/api/units/faction/${faction._id}`)
  ).json()) as DemoUnit[];
  return { faction, units };
}

/** The points on a unit card of the faction page ('12 pts' gives 12). */
async function cardPoints(page: Page, unitName: string): Promise<number> {
  const text = await page
    .getByRole('article', { name: unitName })
    .locator('.unit-card-cost')
    .first()
    .textContent();
  const points = Number(/(\d+) pts/.exec(text ?? '')?.[1]);
  if (!Number.isFinite(points)) throw new Error(`no points on the card of ${unitName}: ${text}`);
  return points;
}

test.describe('the rules remote', () => {
  test('a visitor reads the ruleset, jumps to a section and opens the active formula', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Muster Ruleset' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Muster Skirmish Rules' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Rules' })).toHaveCount(0);

    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'Knack rolls' }).click();
    await expect(page).toHaveURL(/#rules-knack-rolls$/);
    await expect(page.getByRole('heading', { name: 'Knack rolls' })).toBeInViewport();

    await page.getByRole('link', { name: 'Official Formula' }).click();
    await expect(page).toHaveURL(/\/editformula\/[0-9a-f-]+$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Official Formula');
    await expect(page.getByText('Movement', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Demo' })).toBeEnabled();
    // The preview prices sample units of the public factions.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('row')).not.toHaveCount(0);
    await expect(preview.getByText('±0').first()).toBeVisible();
  });

  test('a moderator creates a formula, edits it past a parse error, saves and removes it', async ({
    page,
    request,
  }) => {
    const session = await signInAdmin(page, request);
    const name = uniqueName('E2E Formula');
    await page.goto('/pointformulas');
    await expect(page.getByRole('heading', { name: 'Formula Playground' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Official Point Formulas' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Official Formula/ })).toHaveClass(/highlight/);

    await page.getByRole('link', { name: 'New Formula' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Formula', { exact: true }).fill('{"defenseFormula": "unitHP * 2"}');
    await expect(page.getByText('(default)')).toHaveCount(2);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/pointformulas$/);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    await page.getByRole('link', { name: `Details of ${name}` }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await page.getByLabel('Formula', { exact: true }).fill('{"defenseFormula": "unitHP *"}');
    const formula = page.getByLabel('Formula', { exact: true });
    await expect(formula).toHaveAccessibleDescription(/^Error: defenseFormula/);
    await expect(page.getByText(/^Error: /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Demo' })).toBeDisabled();
    await page.getByLabel('Formula', { exact: true }).fill('{"not json');
    await expect(formula).toHaveAccessibleDescription(/^Error: /);
    await formula.fill('{"defenseFormula": "unitHP * 3"}');
    await expect(page.getByText(/^Error: /)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/pointformulas$/);

    const formulas = (await (await request.get('/api/formulas/list/')).json()) as {
      _id: string;
      name: string;
      formula: string;
    }[];
    expect(formulas.find((formula) => formula.name === name)?.formula).toBe(
      '{"defenseFormula": "unitHP * 3"}',
    );

    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await page.getByRole('button', { name: 'Yes, delete it.' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    expect(session.roles).toContain('mod');
  });

  test('a visitor demos a formula: a faction’s unit costs follow it, the badge toggles and removes it', async ({
    page,
    request,
  }) => {
    const { faction, units } = await firstFaction(request);
    const unit = units[0];
    if (!unit) throw new Error('the first faction has no unit');

    await page.goto(`/factions/${faction.slug}`);
    const official = await cardPoints(page, unit.unitName);

    await page.goto('/pointformulas');
    await page.getByRole('link', { name: 'New Formula' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Fortress');
    await page.getByLabel('Formula', { exact: true }).fill('{"defenseFormula": "500"}');
    await page.getByRole('button', { name: 'Demo' }).click();
    const badge = page.getByRole('status', { name: 'Demo formula' });
    await expect(badge).toContainText('Fortress');

    await page.goto(`/factions/${faction.slug}`);
    await expect.poll(() => cardPoints(page, unit.unitName)).toBeGreaterThanOrEqual(500);
    const demo = await cardPoints(page, unit.unitName);
    expect(demo).not.toBe(official);

    // The badge re-prices the page at once, without a reload.
    await badge.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => cardPoints(page, unit.unitName)).toBe(official);
    await badge.getByRole('button', { name: 'Enable' }).click();
    await expect.poll(() => cardPoints(page, unit.unitName)).toBe(demo);
    await badge.getByRole('button', { name: 'Remove' }).click();
    await expect(badge).toHaveCount(0);
    await expect.poll(() => cardPoints(page, unit.unitName)).toBe(official);
  });

  test('a moderator creates an ability template, uses it in a new unit and sees the cost', async ({
    page,
    request,
  }) => {
    const session = await signInAdmin(page, request);
    const { faction } = await firstFaction(request);
    const tag = Date.now().toString(36);
    const templateName = `Shield Drone ${tag} _amount_`;
    const shownName = `Shield Drone ${tag} 2`;
    const unitName = uniqueName('Drone Carrier');

    await page.goto('/abilitytemplates');
    await expect(
      page.getByText('Only moderators can add and edit ability templates'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'New Template' }).click();
    await page.getByLabel('Ability Name').fill(templateName);
    await page.getByLabel('Description').fill('Absorbs the first _amount_ damage of each attack.');
    await page.getByLabel('Formula', { exact: true }).fill('amount * 10');
    await page.getByRole('button', { name: 'Add Value' }).click();
    await page.getByLabel('Key 1', { exact: true }).fill('amount');
    await page.getByLabel('Value 1', { exact: true }).fill('2');
    const example = page.getByRole('region', { name: 'Example' });
    await expect(example).toContainText(shownName);
    await expect(example).toContainText('Absorbs the first 2 damage of each attack.');
    await expect(example).toContainText('Cost: 20 points');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/abilitytemplates$/);
    const row = page.getByRole('row', { name: new RegExp(shownName) });
    await expect(row).toContainText('20');

    const templates = (await (await request.get('/api/ability')).json()) as {
      _id: string;
      name: string;
    }[];
    const template = templates.find((item) => item.name === templateName);
    expect(template).toBeDefined();

    try {
      await page.goto(`/factions/${faction.slug}`);
      await page.getByRole('link', { name: 'Add Unit' }).click();
      await expect(page.getByRole('heading', { name: 'Unit Editor' })).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill(unitName);
      const total = page.locator('.fx-cost-total');
      const before = Number(/(\d+) pts/.exec((await total.textContent()) ?? '')?.[1]);
      expect(before).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Add Structured Ability' }).click();
      await page
        .getByRole('group', { name: 'Structured ability 1' })
        .getByLabel('Template')
        .selectOption({ label: shownName });
      const term = page.locator('.cost-terms tr', { hasText: shownName });
      await expect(term).toBeVisible();
      const points = Number(await term.locator('td').nth(1).textContent());
      // The ability costs its 20 points, scaled by the unit's training type.
      expect(points).toBeGreaterThanOrEqual(16);
      expect(points).toBeLessThanOrEqual(22);
      await expect(total).toHaveText(`${before + points} pts`);

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`/factions/${faction.slug}$`));
      await expect.poll(() => cardPoints(page, unitName)).toBe(before + points);
    } finally {
      const units = (await (
        await request.get(`/api/units/faction/${faction._id}`)
      ).json()) as DemoUnit[];
      for (const unit of units.filter((item) => item.unitName === unitName)) {
        await request.delete(`/api/units/${unit._id}`, { headers: bearer(session) });
      }
      if (template) {
        await request.delete(`/api/ability/${template._id}`, { headers: bearer(session) });
      }
    }
  });

  test('the administrator edits the rules and the active formula', async ({ page, request }) => {
    const original = (await (await request.get('/api/ruleset/')).json()) as {
      markdown: string;
      activePointFormula: string | null;
    };
    const session = await signInAdmin(page, request);
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Edit Rules' }).click();
      await expect(page).toHaveURL(/\/editrules$/);
      await expect(page.getByRole('heading', { name: 'Edit Rules' })).toBeVisible();
      const rules = page.getByLabel('Rules (markdown)');
      await expect(rules).toHaveValue(original.markdown);
      await rules.fill(`${original.markdown}\n\n## House rules\n\nNo rerolls on Sundays.\n`);
      await page.getByRole('tab', { name: 'Preview' }).click();
      await expect(page.getByRole('heading', { name: 'House rules' })).toBeVisible();
      const formulas = (await (await request.get('/api/formulas/list/')).json()) as {
        _id: string;
        name: string;
      }[];
      const heavy = formulas.find((formula) => formula.name.startsWith('Heavy Metal'));
      if (!heavy) throw new Error('the demo content has no Heavy Metal formula');
      await page.getByLabel('Point formula').selectOption(heavy._id);
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'House rules' })).toBeVisible();
      await expect(page.getByRole('link', { name: heavy.name })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Contents' }).getByRole('link', {
          name: 'House rules',
        }),
      ).toBeVisible();
    } finally {
      // The answer's html is the server's to render: a save sends the markdown and the formula.
      const { markdown, activePointFormula } = original;
      await request.post('/api/ruleset/', {
        data: { markdown, activePointFormula },
        headers: bearer(session),
      });
    }
  });

  test('a moderator who is not the administrator cannot edit the rules', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, await createModerator(request));
    await page.goto('/editrules');
    await expect(
      page.getByRole('heading', { name: 'Only the administrator can edit the rules.' }),
    ).toBeVisible();
  });
});
