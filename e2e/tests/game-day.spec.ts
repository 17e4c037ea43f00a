import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordErrors } from '../support/accounts';
import { expectFocused, tabTo } from '../support/keyboard';
import { pdfText } from '../support/pdf-text';
import { addButton, demoFaction, type FactionCard } from '../support/roster-builder';
import { rosterReadsKept, serviceWorkerActive } from '../support/service-worker';

/** A phone: the table is played on one, beside the real table. */
const PHONE = { width: 390, height: 844 };
/** The narrowest phone the page must fit without sideways scrolling. */
const NARROW = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

const ROSTER = 'Game Day Host';

const wound = (page: Page, unit: string) => page.getByRole('button', { name: `Wound ${unit}` });
/** The button that wounds `unit` `wounds` times in one tap ('−2'). */
const woundBy = (page: Page, unit: string, wounds: number) =>
  page.getByRole('button', { name: `${wounds} wounds to ${unit}`, exact: true });
const restore = (page: Page, unit: string) => page.getByRole('button', { name: `Restore ${unit}` });
const activated = (page: Page, unit: string) =>
  page.getByRole('button', { name: `${unit} activated` });
const health = (page: Page, unit: string, left: number, of: number) =>
  page.getByRole('img', { name: `${unit}: ${left} of ${of} health left` });
/** A roster line on the table: the article headed by the unit's name. */
const card = (page: Page, unit: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: unit, exact: true }) });
/** One unit's row of a card: the list item holding its Wound button. */
const track = (page: Page, unit: string) =>
  page.getByRole('listitem').filter({ has: wound(page, unit) });
const board = (page: Page) => page.getByRole('region', { name: 'Round and score' });
const eventLog = (page: Page) => page.getByRole('region', { name: 'Event Log' });
const score = (page: Page, side: string) =>
  page.getByRole('group', { name: side }).locator('output');

/** 'Points lost: X of Y' on the score board, as numbers. */
async function pointsLost(page: Page): Promise<{ lost: number; of: number }> {
  const text =
    (await board(page)
      .getByText(/^Points lost:/)
      .textContent()) ?? '';
  const [, lost, of] = /Points lost:\s*(\d+)\s*of\s*(\d+)/.exec(text) ?? [];
  return { lost: Number(lost), of: Number(of) };
}

/** Whether the page scrolls sideways (wider than the screen) at the viewport's width. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/** A named roster of the demo faction with two Shield Wardens and a Forge Priest. */
async function buildRoster(page: Page, faction: FactionCard) {
  await page.goto(`/factions/${faction.slug}`);
  await page.getByRole('button', { name: 'Create New Roster' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Roster Name').fill(ROSTER);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/roster\/roster_/);
  await addButton(page, 'Shield Warden').click();
  await addButton(page, 'Shield Warden').click();
  await addButton(page, 'Forge Priest').click();
  await expect(page.getByLabel('Quantity of Shield Warden')).toHaveText('×2');
  await expect(page.getByLabel('Quantity of Forge Priest')).toHaveText('×1');
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** A full-page screenshot into the test's output folder, at `width`. */
async function shot(page: Page, name: string, width: number, height = 900) {
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

/** Expects `toggle` to say it is pressed (or not), as a toggle button does. */
const expectPressed = (toggle: Locator, pressed: boolean) =>
  expect(toggle).toHaveAttribute('aria-pressed', String(pressed));

test.describe('game day', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test.describe('on a phone, through a lost connection', () => {
    // The site's offline support is part of what this test is about (playwright.config.ts blocks
    // the service worker elsewhere).
    test.use({ serviceWorkers: 'allow' });

    test('a game is played from a roster, survives going offline and a reload, ends, and is kept in the record', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const errors = recordErrors(page, { refusals: 'ignore' });
      const faction = await demoFaction(page);
      const key = await buildRoster(page, faction);
      // Everything a reload needs without the network: the site's files and the faction's reads.
      await serviceWorkerActive(page);
      await rosterReadsKept(page, faction.slug, { pinned: true });

      // Play: the table opens with the roster's units, round 1, nothing lost.
      await page.getByRole('link', { name: 'Play', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/play/${key}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROSTER);
      await expect(board(page)).toContainText('Round 1');
      await expect(card(page, 'Shield Warden')).toBeVisible();
      await expect(card(page, 'Forge Priest')).toBeVisible();
      // Two of a line are numbered; one alone is not.
      await expect(health(page, 'Shield Warden 1', 3, 3)).toBeVisible();
      await expect(health(page, 'Shield Warden 2', 3, 3)).toBeVisible();
      await expect(health(page, 'Forge Priest', 3, 3)).toBeVisible();
      await expect(eventLog(page)).toContainText('Nothing has happened yet.');
      await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
      const before = await pointsLost(page);
      expect(before.lost).toBe(0);
      expect(before.of).toBeGreaterThan(0);

      // Wounds until the first Shield Warden is destroyed (one, then a hit of two): it says so,
      // and its points are lost.
      await wound(page, 'Shield Warden 1').click();
      await expect(health(page, 'Shield Warden 1', 2, 3)).toBeVisible();
      await expect(restore(page, 'Shield Warden 1')).toBeEnabled();
      await woundBy(page, 'Shield Warden 1', 2).click();
      await expect(health(page, 'Shield Warden 1', 0, 3)).toBeVisible();
      await expect(
        track(page, 'Shield Warden 1').getByText('Destroyed', { exact: true }),
      ).toBeVisible();
      await expect(
        track(page, 'Shield Warden 2').getByText('Destroyed', { exact: true }),
      ).toHaveCount(0);
      await expect(wound(page, 'Shield Warden 1')).toBeDisabled();
      await expect(activated(page, 'Shield Warden 1')).toBeDisabled();
      const afterDestroyed = await pointsLost(page);
      expect(afterDestroyed.lost).toBeGreaterThan(before.lost);
      expect(afterDestroyed.of).toBe(before.of);
      await expect(eventLog(page)).toContainText('Round 1: Shield Warden 1 lost 1 health');
      await expect(eventLog(page)).toContainText(
        'Round 1: Shield Warden 1 lost 2 health and was destroyed',
      );

      // A wound on the second: not destroyed, nothing more lost.
      await wound(page, 'Shield Warden 2').click();
      await expect(health(page, 'Shield Warden 2', 2, 3)).toBeVisible();
      expect((await pointsLost(page)).lost).toBe(afterDestroyed.lost);

      // Victory points on both sides.
      await page.getByRole('button', { name: 'Your victory points: one more' }).click();
      await page.getByRole('button', { name: 'Your victory points: one more' }).click();
      await page.getByRole('button', { name: "Opponent's victory points: one more" }).click();
      await expect(score(page, 'Your victory points')).toHaveText('2');
      await expect(score(page, "Opponent's victory points")).toHaveText('1');

      // Activated, then Next Round clears it.
      await expectPressed(activated(page, 'Forge Priest'), false);
      await activated(page, 'Forge Priest').click();
      await expectPressed(activated(page, 'Forge Priest'), true);
      await expect(eventLog(page)).toContainText('Round 1: Forge Priest activated');
      await page.getByRole('button', { name: 'Next Round' }).click();
      await expect(board(page)).toContainText('Round 2');
      await expectPressed(activated(page, 'Forge Priest'), false);
      await expect(eventLog(page)).toContainText('Round 2 begins');

      // A wound in round 2 is told as round 2's.
      await wound(page, 'Shield Warden 2').click();
      await expect(health(page, 'Shield Warden 2', 1, 3)).toBeVisible();
      await expect(eventLog(page)).toContainText('Round 2: Shield Warden 2 lost 1 health');

      // The reminders: what the living units can do, and the faction's tactics.
      const abilities = page.getByRole('button', { name: 'Abilities in play' });
      await expect(abilities).toHaveAttribute('aria-expanded', 'false');
      await abilities.click();
      await expect(abilities).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('heading', { name: 'Abilities in play', level: 2 }),
      ).toBeVisible();
      const tactics = page.getByRole('button', { name: 'Tactics and Environment' });
      await expect(tactics).toHaveAttribute('aria-expanded', 'false');
      await tactics.click();
      await expect(tactics).toHaveAttribute('aria-expanded', 'true');
      await tactics.click();
      await expect(tactics).toHaveAttribute('aria-expanded', 'false');

      // The table fits a phone: no sideways scrolling at 390 or 360 wide.
      expect(await scrollsSideways(page), 'sideways scroll at 390 px').toBe(false);
      await page.setViewportSize(NARROW);
      expect(await scrollsSideways(page), 'sideways scroll at 360 px').toBe(false);
      await shot(page, 'play', PHONE.width, PHONE.height);
      await shot(page, 'play', DESKTOP.width);
      await page.setViewportSize(PHONE);

      // The connection goes; a reload opens the game as it was.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROSTER);
      await expect(board(page)).toContainText('Round 2');
      await expect(health(page, 'Shield Warden 1', 0, 3)).toBeVisible();
      await expect(
        track(page, 'Shield Warden 1').getByText('Destroyed', { exact: true }),
      ).toBeVisible();
      await expect(health(page, 'Shield Warden 2', 1, 3)).toBeVisible();
      await expect(score(page, 'Your victory points')).toHaveText('2');
      expect((await pointsLost(page)).lost).toBe(afterDestroyed.lost);

      // The game in progress is listed on /games, and continued from there.
      await page.goto('/games');
      await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
      const inProgress = page.getByRole('region', { name: 'In progress' });
      await inProgress.getByRole('link', { name: `Continue ${ROSTER}` }).click();
      await expect(page).toHaveURL(new RegExp(`/play/${key}$`));
      await expect(board(page)).toContainText('Round 2');
      await expect(health(page, 'Shield Warden 2', 1, 3)).toBeVisible();

      // Offline, another unit is wounded; Undo takes that wound back, and only that.
      await wound(page, 'Forge Priest').click();
      await expect(health(page, 'Forge Priest', 2, 3)).toBeVisible();
      await expect(eventLog(page)).toContainText('Round 2: Forge Priest lost 1 health');
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(health(page, 'Forge Priest', 3, 3)).toBeVisible();
      await expect(eventLog(page)).not.toContainText('Forge Priest lost');
      await expect(health(page, 'Shield Warden 2', 1, 3)).toBeVisible();
      await expect(health(page, 'Shield Warden 1', 0, 3)).toBeVisible();

      // End Game: the result is asked for before anything else.
      await page.getByRole('button', { name: 'End Game' }).click();
      const dialog = page.getByRole('dialog', { name: 'End Game' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'End Game' }).click();
      await expect(dialog.getByText('Choose the result')).toBeVisible();
      await expect(dialog).toBeVisible();
      const result = dialog.getByRole('group', { name: 'Result' });
      await result.getByRole('radio', { name: 'Win' }).check();
      await expect(dialog.getByText('Choose the result')).toHaveCount(0);
      await dialog.getByLabel("Opponent's faction").fill('Ashfall Raiders');
      await dialog.getByLabel('Points the opponent lost').fill('40');
      await dialog.getByLabel('Note').fill('Held the bridge to the last Warden.');
      await page.screenshot({ path: test.info().outputPath(`end-game-${PHONE.width}.png`) });
      await dialog.getByRole('button', { name: 'End Game' }).click();

      // /games: the finished game, with its final state on demand.
      await expect(page).toHaveURL(/\/games$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'In progress' })).toHaveCount(0);
      const played = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 2, name: 'Win against Ashfall Raiders' }),
      });
      await expect(played).toHaveCount(1);
      // When it was played: the date, with its year.
      await expect(played).toContainText(String(new Date().getFullYear()));
      await expect(played).toContainText(`you ${afterDestroyed.lost}, the opponent 40`);
      await expect(played).toContainText('Held the bridge to the last Warden.');
      await expect(played.getByRole('link', { name: ROSTER })).toBeVisible();
      const finalState = played.getByRole('button', { name: 'Final State' });
      await expect(finalState).toHaveAttribute('aria-expanded', 'false');
      await finalState.click();
      await expect(finalState).toHaveAttribute('aria-expanded', 'true');
      const units = played.getByRole('table', { name: 'Units at the end' });
      await expect(units.getByRole('row', { name: /Shield Warden 1/ })).toContainText('Destroyed');
      await expect(units.getByRole('row', { name: /Shield Warden 2/ })).toContainText('1/3');
      await expect(units.getByRole('row', { name: /Forge Priest/ })).toContainText('3/3');
      await expect(played).toContainText('Victory points: you 2, the opponent 1');
      await shot(page, 'games', PHONE.width, PHONE.height);
      await shot(page, 'games', DESKTOP.width);
      await page.setViewportSize(PHONE);

      // The builder shows the roster's record, a link to the games.
      await played.getByRole('link', { name: ROSTER }).click();
      await expect(page).toHaveURL(new RegExp(`/roster/${key}$`));
      const record = page.getByRole('link', { name: '1 game: 1 win' });
      await expect(record).toBeVisible();
      await record.click();
      await expect(page).toHaveURL(/\/games$/);

      // Back online, the record is the same.
      await context.setOffline(false);
      await page.goto(`/roster/${key}`);
      await expect(page.getByRole('link', { name: '1 game: 1 win' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test('a hit of several wounds is one tap, one line of the log and one Undo', async ({ page }) => {
    test.setTimeout(60_000);
    const faction = await demoFaction(page);
    const key = await buildRoster(page, faction);
    await page.goto(`/play/${key}`);
    const undo = page.getByRole('button', { name: 'Undo' });
    const lines = eventLog(page).getByRole('listitem');

    await wound(page, 'Forge Priest').click();
    await woundBy(page, 'Shield Warden 2', 2).click();
    await expect(health(page, 'Shield Warden 2', 1, 3)).toBeVisible();
    // One line for each tap, newest first; the line under Undo is the log's newest.
    await expect(lines).toHaveText([
      'Round 1: Shield Warden 2 lost 2 health',
      'Round 1: Forge Priest lost 1 health',
    ]);
    await expect(undo).toHaveAccessibleDescription('Last: Round 1: Shield Warden 2 lost 2 health');
    await expect(page.getByText('Last: Round 1: Shield Warden 2 lost 2 health')).toBeVisible();

    // A hit bigger than what is left destroys the unit, and the log says what it lost.
    await woundBy(page, 'Shield Warden 2', 3).click();
    await expect(health(page, 'Shield Warden 2', 0, 3)).toBeVisible();
    await expect(lines.first()).toHaveText(
      'Round 1: Shield Warden 2 lost 1 health and was destroyed',
    );
    await expect(woundBy(page, 'Shield Warden 2', 2)).toBeDisabled();

    // One Undo takes back one tap, whatever it held.
    await undo.click();
    await expect(health(page, 'Shield Warden 2', 1, 3)).toBeVisible();
    await undo.click();
    await expect(health(page, 'Shield Warden 2', 3, 3)).toBeVisible();
    await expect(health(page, 'Forge Priest', 2, 3)).toBeVisible();
    await expect(lines).toHaveText(['Round 1: Forge Priest lost 1 health']);
    await expect(undo).toHaveAccessibleDescription('Last: Round 1: Forge Priest lost 1 health');
    await shot(page, 'play-several-wounds', PHONE.width, PHONE.height);
    await shot(page, 'play-several-wounds', DESKTOP.width);
  });

  test('a printed game is one page, on A4 and Letter, printed from a phone or a desktop', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const faction = await demoFaction(page);
    const key = await buildRoster(page, faction);
    await page.goto(`/play/${key}`);
    await wound(page, 'Shield Warden 1').click();
    await expect(health(page, 'Shield Warden 1', 2, 3)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    mkdirSync(test.info().outputDir, { recursive: true });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const format of ['A4', 'Letter'] as const) {
        const pdf = await page.pdf({ format });
        const { pages, text } = await pdfText(pdf);
        writeFileSync(test.info().outputPath(`game-${format}-${viewport.width}.pdf`), pdf);
        expect(pages, `pages of ${format} printed at ${viewport.width} px`).toBe(1);
        // The one page is the table's state.
        expect(text).toContain(ROSTER);
        expect(text).toMatch(/Shield Warden 1\s+2\/3/);
        expect(text).toMatch(/Round\s+1\b/);
      }
    }
  });

  test('a round is played with the keyboard alone', async ({ page }) => {
    test.setTimeout(60_000);
    // The roster is made by pointer; the game below is played by key presses only.
    const faction = await demoFaction(page);
    const key = await buildRoster(page, faction);
    await page.goto(`/play/${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROSTER);

    // Wound by Enter and by Space; the focus stays on the button.
    await tabTo(page, wound(page, 'Shield Warden 2'));
    await page.keyboard.press('Enter');
    await expect(health(page, 'Shield Warden 2', 2, 3)).toBeVisible();
    await expectFocused(wound(page, 'Shield Warden 2'));
    await page.keyboard.press('Space');
    await expect(health(page, 'Shield Warden 2', 1, 3)).toBeVisible();

    // Restore, then Undo, by keyboard.
    await tabTo(page, restore(page, 'Shield Warden 2'));
    await page.keyboard.press('Enter');
    await expect(health(page, 'Shield Warden 2', 2, 3)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Undo' }));
    await page.keyboard.press('Enter');
    await expect(health(page, 'Shield Warden 2', 1, 3)).toBeVisible();

    // Activated toggles on Space, and Next Round clears it.
    const priest = activated(page, 'Forge Priest');
    await tabTo(page, priest);
    await page.keyboard.press('Space');
    await expectPressed(priest, true);
    await tabTo(page, page.getByRole('button', { name: 'Your victory points: one more' }));
    await page.keyboard.press('Enter');
    await expect(score(page, 'Your victory points')).toHaveText('1');
    await tabTo(page, page.getByRole('button', { name: 'Next Round' }));
    await page.keyboard.press('Enter');
    await expect(board(page)).toContainText('Round 2');
    await expectPressed(priest, false);

    // End Game opens its dialog with the focus inside; Escape cancels it and the focus returns.
    const endGame = page.getByRole('button', { name: 'End Game' });
    await tabTo(page, endGame);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'End Game' });
    await expect(dialog).toBeVisible();
    await expectFocused(dialog.getByRole('radio', { name: 'Win' }));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectFocused(endGame);
    // Nothing ended: the game goes on where it was.
    await expect(page).toHaveURL(new RegExp(`/play/${key}$`));
    await expect(board(page)).toContainText('Round 2');
    await expect(health(page, 'Shield Warden 2', 1, 3)).toBeVisible();
  });
});
