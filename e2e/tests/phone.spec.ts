import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { demoIds } from '../support/demo-data';
import { holdDemoFormula } from '../support/demo-formula';
import { expectFocused, tabTo } from '../support/keyboard';
import { addButton, createRoster, demoFaction } from '../support/roster-builder';
import { createOwnFaction, unitOf } from '../support/publisher';
import { createModerator, createUser, signInWithApi } from '../support/session';

/** A phone: 390 × 844, touch, mobile viewport. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** The smallest touch target WCAG 2.5.5 asks for, in CSS pixels. */
const TARGET = 44;

/**
 * Every interactive element on screen smaller than {@link TARGET} either way, as `tag "text" w×h`.
 * Links inside running text are exempt (WCAG 2.5.8): an inline link whose block holds more text
 * than the link. A check box or radio button is measured by the label that holds it, its target.
 * Hidden elements (no box, a closed dropdown's, or a visually hidden 1 px one) are not targets.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((target) => {
    const blockOf = (element: Element) => {
      let node = element.parentElement;
      while (node && getComputedStyle(node).display.startsWith('inline')) node = node.parentElement;
      return node;
    };
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const text = (node: Element | null) => node?.textContent?.trim().length ?? 0;
      return text(blockOf(element)) > text(element);
    };
    const found: string[] = [];
    const selector = 'a, button, input, select, [role=button], summary';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // Hidden (also the links of a closed dropdown) or visually hidden: not a target.
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      let box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || inRunningText(element)) continue;
      const type = element.getAttribute('type');
      if (type === 'checkbox' || type === 'radio') {
        box = (element.closest('label') ?? element).getBoundingClientRect();
      }
      if (box.width < target - 0.5 || box.height < target - 0.5) {
        const name = element.textContent?.trim() || element.getAttribute('aria-label') || '';
        found.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, TARGET);
}

/** How wide the page is as a whole: more than the screen means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Opens the collapsed menu and every dropdown in it, so their links can be measured. */
async function openWholeMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu' }).tap();
  const summaries = nav.locator('summary');
  for (let index = 0; index < (await summaries.count()); index += 1) {
    await summaries.nth(index).tap();
    await expect(nav.locator('details').nth(index)).toHaveAttribute('open', '');
    // Open dropdowns close one another: measure each while it is open.
    expect(await smallTargets(page)).toEqual([]);
  }
}

/** Checks one screen: no small target, no sideways scroll of the page. */
async function checkScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await smallTargets(page), `small targets on ${path}`).toEqual([]);
  expect(await pageWidth(page), `width of ${path}`).toBeLessThanOrEqual(PHONE.width);
}

test.describe('the phone layout', () => {
  test('the demo-formula badge is in sight with the menu collapsed, and works by touch', async ({
    page,
  }) => {
    await holdDemoFormula(page);
    await page.goto('/rosters');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav.getByRole('link', { name: 'Rosters' })).toBeHidden();
    const badge = page.getByRole('status', { name: 'Demo formula' });
    await expect(badge).toBeVisible();
    await expect(badge).toContainText('Demo: Flat Ones');
    expect(await smallTargets(page)).toEqual([]);
    await badge.getByRole('button', { name: 'Disable' }).tap();
    await expect(badge).toContainText('(off)');
  });

  test("the builder's first unit is on the first screen; the rarer actions are behind More", async ({
    page,
  }) => {
    await createRoster(page, await demoFaction(page));
    await addButton(page, 'Shield Warden').tap();
    await page.reload();
    const first = page.locator('.formation .unit-card').first();
    await expect(first).toBeVisible();
    // The title, the total and the first unit's card, whole, on the first screen.
    const box = await first.boundingBox();
    expect(box && box.y + Math.min(box.height, 160), 'first card top + 160 px').toBeLessThanOrEqual(
      PHONE.height,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByText(/^Points/).first()).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
    // The rarer actions wait behind More, a disclosure the keyboard opens and closes.
    const more = page.getByRole('button', { name: 'More Actions' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Export File' })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('builder-phone.png') });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Print Reference Page', 'Export File', 'Edit Name / Point Limit']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expectFocused(page.getByRole('button', { name: 'Print Reference Page' }));
    await page.screenshot({ path: test.info().outputPath('builder-phone-more.png') });
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expectFocused(more);
    await expect(page.getByRole('button', { name: 'Export File' })).toBeHidden();
    expect(await smallTargets(page)).toEqual([]);
    // A desktop keeps every button in sight, and no More.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('button', { name: 'Export File' })).toBeVisible();
    await expect(more).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('builder-desktop.png') });
  });

  test('a long demo formula name is cut with an ellipsis: Disable and × stay on screen', async ({
    page,
  }) => {
    const name = `The ${'Very'.repeat(30)} Long Demo Formula`;
    await page.addInitScript((demoName) => {
      const formula = JSON.stringify({
        movementFormula: '0',
        defenseFormula: '1',
        weaponFormula: '0',
      });
      localStorage.setItem(
        'demo_formula',
        JSON.stringify({ name: demoName, formula, enabled: true }),
      );
    }, name);
    await page.goto('/rosters');
    const badge = page.getByRole('status', { name: 'Demo formula' });
    await expect(badge).toContainText(name);
    for (const button of [
      badge.getByRole('button', { name: 'Disable' }),
      badge.getByRole('button', { name: 'Remove' }),
    ]) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(TARGET - 0.5);
    }
    const cut = await badge
      .locator('span')
      .first()
      .evaluate((span) => ({
        ellipsis: getComputedStyle(span).textOverflow,
        cut: span.scrollWidth > span.clientWidth,
      }));
    expect(cut).toEqual({ ellipsis: 'ellipsis', cut: true });
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: 'test-results/phone-demo-badge-long-name.png' });
    await badge.getByRole('button', { name: 'Disable' }).tap();
    await expect(badge).toContainText('(off)');
  });

  test("a 300-character word in a unit's texts wraps inside its card, at 390 and 1280 px", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const word = 'Unbreakable'.repeat(28).slice(0, 300);
    const own = await createOwnFaction(request, 'Long Words');
    const saved = await request.post('/api/units/', {
      headers: own.headers,
      data: {
        ...unitOf(own, 'Wordsmith'),
        description: `Carries ${word} everywhere.`,
        abilities: [
          { name: 'Reach', description: `See https://example.org/${word}`, pointCost: 1 },
        ],
      },
    });
    expect(saved.ok()).toBe(true);
    const unit = (await saved.json()) as { _id: string };
    await signInWithApi(page, request, ADMIN);
    const sizes = [PHONE, { width: 1280, height: 800 }];
    const checkWidths = async (paths: string[]) => {
      for (const size of sizes) {
        await page.setViewportSize(size);
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByText(/See https:\/\/example\.org\/Unbreak/).first()).toBeVisible();
          expect(await pageWidth(page), `width of ${path} at ${size.width} px`).toBeLessThanOrEqual(
            size.width,
          );
        }
      }
    };
    await checkWidths([`/factions/${own.faction.slug}`, `/units/${unit._id}`]);
    // The roster builder shows the faction's units (with this one) to add.
    await page.goto(`/factions/${own.faction.slug}`);
    await page.getByRole('button', { name: 'Create New Roster' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/roster\//);
    await checkWidths([new URL(page.url()).pathname]);
    await page.setViewportSize(PHONE);
    await page.goto(`/factions/${own.faction.slug}`);
    await expect(page.getByText(/See https:\/\/example\.org\/Unbreak/).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/phone-faction-long-word.png', fullPage: true });
  });

  test('one tap opens a dropdown of the menu, one tap follows its link', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, await createModerator(request));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).tap();
    await expect(nav.getByRole('link', { name: 'Rosters' })).toBeVisible();

    const scenarios = nav.locator('details', {
      has: page.locator('summary', { hasText: 'Scenarios' }),
    });
    await scenarios.locator('summary').tap();
    await expect(scenarios).toHaveAttribute('open', '');
    await expect(scenarios.getByRole('link', { name: 'Terrain' })).toBeVisible();

    // Another dropdown opens with one tap too, and the first one closes.
    const factions = nav.locator('details', {
      has: page.locator('summary', { hasText: 'Factions' }),
    });
    await factions.locator('summary').tap();
    await expect(factions.getByRole('link', { name: 'Moderation Log' })).toBeVisible();
    await expect(scenarios).not.toHaveAttribute('open', '');

    await factions.getByRole('link', { name: 'Moderation Log' }).tap();
    await expect(page).toHaveURL(/\/modlog$/);
    await expect(nav.getByRole('link', { name: 'Rosters' })).toBeHidden();
  });

  test('every target is 44 px square and no screen scrolls sideways, visitor and moderator', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const ids = await demoIds(request);

    // A visitor's screens, and a roster of their own (rosters live in the browser).
    for (const path of [
      '/ruleset',
      '/factionlist/1',
      `/factions/${ids.faction.slug}`,
      '/scenariolist/1',
    ]) {
      await checkScreen(page, path);
    }
    await page.goto(`/factions/${ids.faction.slug}`);
    await page.getByRole('button', { name: 'Create New Roster' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).tap();
    await expect(page).toHaveURL(/\/roster\//);
    await page
      .getByRole('button', { name: /^Add one / })
      .first()
      .tap();
    await expect(page.getByTestId('roster-unit-count')).toHaveText('1');
    const roster = new URL(page.url()).pathname;
    await checkScreen(page, roster);
    await checkScreen(page, '/rosters');
    await openWholeMenu(page);

    // A moderator's log: the table scrolls inside its box, which shows the scroll shadow.
    await signInWithApi(page, request, await createModerator(request));
    await checkScreen(page, '/modlog');
    await openWholeMenu(page);
    const wide = page.locator('.table-wrap', {
      has: page.getByRole('table', { name: 'Moderation Log' }),
    });
    const scroll = await wide.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      overflow: getComputedStyle(element).overflowX,
      image: getComputedStyle(element).backgroundImage,
      attachment: getComputedStyle(element).backgroundAttachment,
    }));
    expect(scroll.scrolls).toBe(true);
    expect(scroll.overflow).toBe('auto');
    expect(scroll.image).toContain('radial-gradient');
    expect(scroll.attachment).toContain('local');
    expect(scroll.attachment).toContain('scroll');
  });

  test("the administrator's user list fits a phone: a card per user, nothing scrolls sideways", async ({
    page,
    request,
  }) => {
    const { username } = await createUser(request);
    await signInWithApi(page, request, ADMIN);
    await checkScreen(page, '/users');
    await checkScreen(page, `/users?search=${username}`);
    const table = page.getByRole('table', { name: 'Users' });
    const wrap = page.locator('.table-wrap', { has: table });
    const widths = await wrap.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // Each field of a card is labelled, since the column headings are hidden.
    const email = table.getByRole('cell', { name: /@/ }).first();
    expect(await email.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
      '"Email: "',
    );
    // The role check boxes still work by touch.
    const publisher = table.getByRole('checkbox', { name: `Publisher (${username})` });
    await expect(publisher).toBeVisible();
    expect(
      await publisher.evaluate((box) => box.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(PHONE.width);
    await publisher.tap();
    await expect(publisher).toBeChecked();
  });
});
