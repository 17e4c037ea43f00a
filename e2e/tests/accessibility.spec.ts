import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addButton, createRoster, demoFaction } from '../support/roster-builder';
import { everyRoutePath } from '../support/routes';
import { createModerator, signInWithApi } from '../support/session';

/** The impacts that fail the test: axe's 'minor' and 'moderate' findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Waits until a route has shown its content: the shell's navigation, and no 'Loading...'. */
async function waitForContent(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
}

/** What the checks keep of an axe violation. */
interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown }[];
}

/** The serious and critical violations, one line per rule with the targets of its nodes. */
const seriousLines = (violations: Violation[], path: string): string[] =>
  violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    );

/**
 * The serious and critical axe violations of the page in view. The experimental rule that a
 * control's accessible name contains its visible text (WCAG 2.5.3, Label in Name) is turned on as
 * well. Only violations are listed in full: the checks that passed come one node each, which
 * spares axe describing every node of a long page.
 */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the site has no frames, and the default mode opens
  // a second page for each analysis, which doubles the time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
  expect(results.passes.length, `axe checked ${path}`).toBeGreaterThan(0);
  return seriousLines(results.violations, path);
}

/**
 * The rules whose outcome a theme can change: the others read no colour, so the dark theme is
 * checked with these alone (a whole second audit of every route would double the suite's time).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations of the colour rules, by the axe the light theme's check
 * has just put in the page (AxeBuilder would inject its half-megabyte source twice again).
 */
async function seriousColourViolations(page: Page, path: string): Promise<string[]> {
  const violations = await page.evaluate(async (rules) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{ passes: unknown[]; violations: Violation[] }>;
      };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: rules },
      resultTypes: ['violations'],
    });
    if (results.passes.length === 0 && results.violations.length === 0) {
      throw new Error('axe checked no colour');
    }
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  }, COLOUR_RULES);
  return seriousLines(violations, path);
}

/**
 * How a screen is put in the dark theme: the system's preference (`prefers-color-scheme`), or the
 * reader's choice in the bar's theme switch, which wins over it.
 */
type DarkBy = 'system' | 'switch';

/** The page's background in the dark theme (--paper, shared-kernel/styles/muster.css). */
const DARK_PAPER = 'rgb(20, 24, 31)';

/** Puts the page in the dark theme, or back in the light one, and waits until it is drawn so. */
async function setDark(page: Page, by: DarkBy, dark: boolean) {
  if (by === 'system') await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  else {
    await page
      .getByRole('combobox', { name: 'Theme' })
      .selectOption(dark ? 'Dark theme' : 'System theme');
  }
  const paper = expect(page.locator('html'));
  await (dark ? paper : paper.not).toHaveCSS('background-color', DARK_PAPER);
}

/**
 * The violations of the page in view in the light theme (every rule), then in the dark one (the
 * colour rules), which it is left in only for the check.
 */
async function violationsInBothThemes(page: Page, path: string, by: DarkBy): Promise<string[]> {
  const light = await seriousViolations(page, path);
  await setDark(page, by, true);
  const dark = await seriousColourViolations(page, `${path} (dark, by ${by})`);
  await setDark(page, by, false);
  return [...light, ...dark];
}

/**
 * Each test visits every route of the route table (51 paths with the unknown one), and the
 * visitor's test six roster and game screens besides. Measured on a machine shared with other
 * builds (load about 18): a route loaded in about 1.5 s and axe took up to 6 s on it, so 45
 * routes took up to 6.5 min; 57 screens may take up to about 8.
 */
const TIMEOUT = 540_000;

/**
 * Opens a path inside the site already loaded, as its links do (the router follows the history):
 * loading the whole site again for each route cost Chromium about as much as axe's own check.
 */
async function navigateInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * Audits each path in both themes, the first loaded from the server and every other opened in
 * the site.
 */
async function auditEveryRoute(page: Page, paths: string[], by: DarkBy): Promise<string[]> {
  const found: string[] = [];
  for (const [index, path] of paths.entries()) {
    if (index === 0) await page.goto(path);
    else await navigateInPage(page, path);
    await waitForContent(page);
    found.push(...(await violationsInBothThemes(page, path, by)));
  }
  return found;
}

test.describe('accessibility (axe) of every route', () => {
  // Each screen in both themes: the visitor's dark theme is the system's, the moderator's the
  // one chosen in the theme switch.
  test('as a visitor, no serious or critical violation', async ({ page, request }) => {
    test.setTimeout(TIMEOUT);
    const violations = await auditEveryRoute(page, await everyRoutePath(request), 'system');
    const audit = async (what: string) =>
      violations.push(...(await violationsInBothThemes(page, what, 'system')));

    // The roster screens with a roster in them: the New Roster modal, the builder, the list.
    const faction = await demoFaction(page);
    await page.goto(`/factions/${faction.slug}`);
    await page.getByRole('button', { name: 'Create New Roster' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit('the New Roster modal');
    await createRoster(page, faction);
    await addButton(page, 'Shield Warden').click();
    await waitForContent(page);
    await audit('a roster being built');

    // The game of that roster some way in (more events than its log shows at once): the table
    // with a wound and its reminders open, the End Game dialog, and the games list with the
    // finished game's final state open.
    await page.getByRole('link', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Wound Shield Warden' }).click();
    const scored = page.getByRole('group', { name: 'Your victory points' });
    for (let point = 1; point <= 15; point += 1) {
      await scored.getByRole('button', { name: 'Your victory points: one more' }).click();
      await expect(scored.locator('output')).toHaveText(String(point));
    }
    await page.getByRole('button', { name: 'Abilities in play' }).click();
    await page.getByRole('button', { name: 'Tactics and Environment' }).click();
    await waitForContent(page);
    await audit('a game being played');
    await page.getByRole('button', { name: 'End Game' }).click();
    const endGame = page.getByRole('dialog', { name: 'End Game' });
    await endGame.getByRole('button', { name: 'End Game' }).click();
    await expect(endGame.getByText('Choose the result')).toBeVisible();
    await audit('the End Game dialog');
    await endGame.getByRole('radio', { name: 'Draw' }).check();
    await endGame.getByRole('button', { name: 'End Game' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await page.getByRole('button', { name: 'Final State' }).click();
    await waitForContent(page);
    await audit('the games list');
    await page.goto('/rosters');
    await waitForContent(page);
    await audit('the roster list');

    expect(violations, violations.join('\n')).toEqual([]);
  });

  test('as a moderator, no serious or critical violation', async ({ page, request }) => {
    test.setTimeout(TIMEOUT);
    await signInWithApi(page, request, await createModerator(request));
    const violations = await auditEveryRoute(page, await everyRoutePath(request), 'switch');
    expect(violations, violations.join('\n')).toEqual([]);
  });
});
