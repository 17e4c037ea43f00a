import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import type { ReactNode } from 'react';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { withFormations } from '@muster/shared-kernel/core/points';
import {
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
  createRosterStore,
  exportRoster,
  memoryRosterStorage,
  rosterStore,
} from '@muster/shared-kernel/client/rosters';
import {
  MOCK_API_ORIGIN,
  TestProviders,
  createTestQueryClient,
  playedGame,
} from '@muster/shared-kernel/testing';
import { exportedFile, renderAt } from '../../../test-render';
import {
  costOf,
  engine,
  faction,
  mockFactionApi,
  warden,
  storedRoster,
  factionAnswers,
} from '../../../test-fixtures';
import { builderRoutes, openBuilder } from './open-builder';

const api = mockFactionApi();

const { demoFormulaStore } = kernel;

const total = () => screen.getByTestId('roster-total');
/** A line as the store keeps it: in a formation, its unit copy with the schema's defaults. */
const saved = (count: number, obj: core.Unit, formation = 0) => ({
  count,
  obj: { ...obj, keywords: obj.keywords ?? [] },
  formation,
});
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => localStorage.clear());
afterEach(() => act(() => demoFormulaStore.removeDemo()));

describe('the roster builder', () => {
  it("says 'Roster Not Found...' for an unknown key", () => {
    renderAt('/roster/roster_none_1', builderRoutes);
    expect(screen.getByRole('heading', { name: 'Roster Not Found...' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("says 'Loading...' while the faction loads", async () => {
    api.server.use(http.get(`${MOCK_API_ORIGIN}/api/factions/:key`, () => delay('infinite')));
    const roster = await storedRoster([]);
    renderAt(`/roster/${roster.key}`, builderRoutes);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(api.requests).toContain('GET /api/factions/iron-wardens'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('reads the faction and the ability templates from the cache its faction page filled', async () => {
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestProviders client={client}>{children}</TestProviders>
    );
    // What the faction page reads: the faction by slug, its units and weapons, the templates and
    // the official formula in force.
    const factionPage = renderHook(
      () => {
        const read = kernel.useFaction(faction.slug);
        return [
          read,
          kernel.useUnitsOfFaction(read.data?._id),
          kernel.useWeaponsOfFaction(read.data?._id),
          kernel.useAbilityTemplates(),
          kernel.useActivePointFormula(),
        ];
      },
      { wrapper },
    );
    await waitFor(() =>
      expect(factionPage.result.current.every((query) => query.data !== undefined)).toBe(true),
    );
    factionPage.unmount();
    const read = [...api.requests];
    expect(read).toEqual(
      expect.arrayContaining([
        'GET /api/factions/iron-wardens',
        `GET /api/units/faction/${faction._id}`,
        `GET /api/weapons/faction/${faction._id}`,
        'GET /api/ability',
        'GET /api/formulas/active',
      ]),
    );

    const roster = await storedRoster([{ count: 2, obj: warden }]);
    await openBuilder(roster.key, client);
    expect(total()).toHaveTextContent(String(costOf(warden) * 2));
    // Only the site-wide roster rules, which no faction page reads, are new.
    await waitFor(() => expect(api.requests).toEqual([...read, 'GET /api/ruleset/rosterrules']));
  });

  it('shows the faction, name, created time, points, unit count, tactics and environment', async () => {
    const roster = await storedRoster([{ count: 2, obj: warden }], { point_limit: 500 });
    await openBuilder(roster.key);
    expect(screen.getByRole('link', { name: 'Iron Wardens' })).toBeInTheDocument();
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(total()).toHaveTextContent(`${costOf(warden) * 2} / 500`);
    expect(total()).toHaveClass('roster-total--within');
    expect(screen.getByTestId('roster-unit-count')).toHaveTextContent('2');
    const tactics = screen.getByRole('region', { name: 'Tactics' });
    const rows = within(tactics).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Hold the Line2Cannot be moved.',
      'Forge Fury5An extra attack.',
    ]);
    const environment = screen.getByRole('region', { name: 'Environment Effects' });
    expect(within(environment).getByRole('row', { name: /Ash Storm/ })).toHaveTextContent(
      '1Ash StormRanged knack -1.1',
    );
  });

  it('adds and removes units, saving each change at once; never below zero', async () => {
    const roster = await storedRoster([]);
    const user = await openBuilder(roster.key);
    // A roster without units starts with every unit shown.
    expect(screen.getByRole('button', { name: 'Hide Unpicked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove one Shield Warden' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add one Shield Warden' }));
    await user.click(screen.getByRole('button', { name: 'Add one Shield Warden' }));
    await user.click(screen.getByRole('button', { name: 'Add one Anvil Engine' }));
    expect(screen.getByLabelText('Quantity of Shield Warden')).toHaveTextContent('×2');
    expect(total()).toHaveTextContent(String(costOf(warden) * 2 + costOf(engine)));
    expect(total()).not.toHaveTextContent('/');
    expect(screen.getByTestId('roster-unit-count')).toHaveTextContent('3');
    expect(
      within(card('Shield Warden')).getByText(`${costOf(warden) * 2} pts`),
    ).toBeInTheDocument();
    expect(
      within(card('Shield Warden')).getByText(`(${costOf(warden)} pts each)`),
    ).toBeInTheDocument();
    expect(rosterStore.get(roster.key)?.unit_list).toEqual([saved(2, warden), saved(1, engine)]);

    await user.click(screen.getByRole('button', { name: 'Remove one Anvil Engine' }));
    expect(rosterStore.get(roster.key)?.unit_list).toEqual([saved(2, warden)]);
    expect(screen.getByLabelText('Quantity of Anvil Engine')).toHaveTextContent('×0');
    expect(screen.getByRole('button', { name: 'Remove one Anvil Engine' })).toBeDisabled();
  });

  it.each([
    ['closed', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'hidden',
      () => {
        jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('keeps a change shown but not yet saved when the page is %s', async (_, leave) => {
    const roster = await storedRoster([]);
    await openBuilder(roster.key);
    // The click shows the change; its save waits for the next task, which a closing page never runs.
    fireEvent.click(screen.getByRole('button', { name: 'Add one Shield Warden' }));
    expect(screen.getByLabelText('Quantity of Shield Warden')).toHaveTextContent('×1');
    leave();
    // What the storage holds now is all the next page gets: it reads the change, checked.
    const left = memoryRosterStorage();
    left.setItem(roster.key, localStorage.getItem(roster.key) as string);
    const reloaded = createRosterStore(left);
    await waitFor(() => expect(reloaded.get(roster.key)?.unit_list).toEqual([saved(1, warden)]));
    jest.restoreAllMocks();
  });

  it('starts with unpicked units hidden once the roster has units, and toggles them', async () => {
    const roster = await storedRoster([{ count: 1, obj: warden }]);
    const user = await openBuilder(roster.key);
    expect(screen.queryByRole('article', { name: 'Anvil Engine' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Available Units' }));
    expect(card('Anvil Engine')).toBeInTheDocument();
    // The formations' lines first, then the available units, highest unit cost first.
    const names = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(names).toEqual([`unit-${warden._id}`, `unit-${engine._id}`]);
    await user.click(screen.getByRole('button', { name: 'Hide Unpicked' }));
    expect(screen.queryByRole('article', { name: 'Anvil Engine' })).not.toBeInTheDocument();
  });

  it("shows a unit's stats, equipment with knack, 'Weapon Undefined' and abilities cut to 500", async () => {
    const roster = await storedRoster([{ count: 1, obj: engine }]);
    await openBuilder(roster.key);
    const engineCard = card('Anvil Engine');
    expect(within(engineCard).getByText('Shock', { selector: 'dd' })).toBeInTheDocument();
    expect(within(engineCard).getByText('10')).toBeInTheDocument();
    expect(within(engineCard).getByText('(Physical, Reactive)')).toBeInTheDocument();
    const cannon = within(engineCard).getByRole('row', { name: /Anvil Cannon/ });
    expect(cannon).toHaveTextContent('Anvil CannonRanged, Heavy · bypasses Physical, Reactive4+24');
    expect(within(engineCard).getByText('Weapon Undefined')).toBeInTheDocument();
    expect(within(engineCard).getByText('Armored Plating 2')).toBeInTheDocument();
    expect(
      within(engineCard).getByText(/Ignore the first 2 damage each round/),
    ).toBeInTheDocument();
    const steam = within(engineCard).getByText('Steam Vent').parentElement as HTMLElement;
    expect(steam.textContent).toBe(`Steam Vent: ${'x'.repeat(497)}...`);
  });

  it('goes red over the point limit, blue within it; the edit form saves name and limit', async () => {
    const roster = await storedRoster([{ count: 3, obj: warden }]);
    const user = await openBuilder(roster.key);
    await user.click(screen.getByRole('button', { name: 'Edit Name / Point Limit' }));
    // No limit yet: the form starts at 0, which means none. (The form is fetched when it opens.)
    expect(await screen.findByLabelText('Point Limit')).toHaveValue('0');
    await user.clear(screen.getByLabelText('Roster Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Roster Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Roster Name'), 'Thin Iron');
    // A field's error goes as soon as the field is fixed.
    expect(screen.queryByText('Roster Name is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Point Limit'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Point Limit must be a number')).toBeInTheDocument();
    expect(rosterStore.get(roster.key)?.name).toBe('Wall of Iron');

    // The edit form requires a point limit: an empty one saves nothing.
    await user.clear(screen.getByLabelText('Point Limit'));
    expect(await screen.findByText('Point Limit is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Point Limit is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Point Limit')).toHaveAttribute('aria-invalid', 'true');
    expect(rosterStore.get(roster.key)).toMatchObject({ name: 'Wall of Iron', point_limit: null });

    const limit = costOf(warden) * 3 - 1;
    await user.type(screen.getByLabelText('Point Limit'), String(limit));
    expect(screen.queryByText('Point Limit is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Roster Name')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thin Iron');
    expect(total()).toHaveTextContent(`${costOf(warden) * 3} / ${limit} (over the limit)`);
    expect(total()).toHaveClass('roster-total--over');
    expect(rosterStore.get(roster.key)).toMatchObject({ name: 'Thin Iron', point_limit: limit });

    await user.click(screen.getByRole('button', { name: 'Remove one Shield Warden' }));
    expect(total()).toHaveClass('roster-total--within');
  });

  it('shows the stored limit in the edit form, where 0 removes it', async () => {
    const roster = await storedRoster([{ count: 1, obj: warden }], { point_limit: 500 });
    const user = await openBuilder(roster.key);
    await user.click(screen.getByRole('button', { name: 'Edit Name / Point Limit' }));
    expect(await screen.findByLabelText('Point Limit')).toHaveValue('500');
    await user.clear(screen.getByLabelText('Point Limit'));
    await user.type(screen.getByLabelText('Point Limit'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(total()).toHaveTextContent(String(costOf(warden))));
    expect(total()).not.toHaveTextContent('/');
    expect(rosterStore.get(roster.key)?.point_limit).toBeNull();
  });

  it('follows a change of demo formula at once', async () => {
    const roster = await storedRoster([{ count: 2, obj: warden }]);
    await openBuilder(roster.key);
    expect(total()).toHaveTextContent(String(costOf(warden) * 2));
    const demo = JSON.stringify({ defenseFormula: 'unitHP * 10' });
    act(() => demoFormulaStore.setDemo({ name: 'Tanky', formula: demo }));
    expect(costOf(warden, demo)).not.toBe(costOf(warden));
    expect(total()).toHaveTextContent(String(costOf(warden, demo) * 2));
    act(() => demoFormulaStore.toggleDemo());
    expect(total()).toHaveTextContent(String(costOf(warden) * 2));
  });

  it('says the total cannot be computed while a picked unit’s cost fails, and names the expression', async () => {
    const roster = await storedRoster([
      { count: 2, obj: warden },
      { count: 1, obj: engine },
    ]);
    await openBuilder(roster.key);
    // Finite for the engine, Infinity for the warden alone.
    const demo = JSON.stringify({ defenseFormula: `1 / (unitHP - ${warden.health})` });
    act(() => demoFormulaStore.setDemo({ name: 'Fragile', formula: demo }));
    expect(total()).toHaveTextContent('Total cannot be computed: 1 unit has a cost error');
    expect(total()).toHaveClass('error-text');
    expect(
      within(card('Shield Warden')).getAllByText(
        /Error: defenseFormula gave Infinity, not a finite number/,
      ),
    ).not.toHaveLength(0);
    expect(within(card('Anvil Engine')).getByText(`${costOf(engine, demo)} pts`)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/Infinity pts|NaN/);
    act(() => demoFormulaStore.toggleDemo());
    expect(total()).toHaveTextContent(String(costOf(warden) * 2 + costOf(engine)));
  });

  it('stops + at the most a roster line holds', async () => {
    const roster = await storedRoster([{ count: core.MAX_ROSTER_COUNT, obj: warden }]);
    await openBuilder(roster.key);
    expect(screen.getByLabelText('Quantity of Shield Warden')).toHaveTextContent('×999');
    expect(screen.queryByRole('button', { name: 'Add one Shield Warden' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove one Shield Warden' })).toBeEnabled();
  });

  it("keeps the unit copy it was built with, says 'was X, now Y' and updates it on request", async () => {
    const cheaper = { ...warden, health: 1, protectionValue: 0 };
    const roster = await storedRoster([{ count: 2, obj: cheaper }]);
    const user = await openBuilder(roster.key);
    const was = costOf(cheaper);
    const now = costOf(warden);
    expect(total()).toHaveTextContent(String(was * 2));
    expect(
      within(card('Shield Warden')).getByText(
        `The faction changed this unit: was ${was}, now ${now}.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update unit' }));
    expect(total()).toHaveTextContent(String(now * 2));
    expect(screen.queryByText(/The faction changed this unit/)).not.toBeInTheDocument();
    expect(rosterStore.get(roster.key)?.unit_list).toEqual([saved(2, warden)]);
  });

  it('keeps a unit the faction no longer has, saying so', async () => {
    api.db.units = [engine];
    const roster = await storedRoster([{ count: 2, obj: warden }]);
    const user = await openBuilder(roster.key);
    expect(within(card('Shield Warden')).getByText(/no longer has this unit/)).toBeInTheDocument();
    expect(total()).toHaveTextContent(String(costOf(warden) * 2));
    await user.click(screen.getByRole('button', { name: 'Add one Shield Warden' }));
    expect(screen.getByLabelText('Quantity of Shield Warden')).toHaveTextContent('×3');
  });

  it.each([
    ['is gone', 404],
    ['fails to load', 500],
  ])('shows the copies when the faction %s', async (_, status) => {
    factionAnswers(api, status);
    const roster = await storedRoster([{ count: 1, obj: warden }], { point_limit: 500 });
    await openBuilder(roster.key);
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(card('Shield Warden')).toBeInTheDocument();
    expect(screen.getByText('Weapon Undefined')).toBeInTheDocument();
    // Without the faction's weapons the copy costs what the engine gives it alone.
    const alone = costOf(warden, undefined, []);
    expect(total()).toHaveTextContent(`${alone} / 500`);
    expect(api.requests).not.toContain(`GET /api/units/faction/${faction._id}`);
  });

  it('exports a JSON file named after the roster', async () => {
    const roster = await storedRoster([{ count: 1, obj: warden }]);
    const user = await openBuilder(roster.key);
    const { name, text } = await exportedFile(user);
    expect(name).toBe('Wall of Iron.json');
    const file = JSON.parse(text);
    // The roster as the builder shows it: arranged in formations (by training type, as it was
    // made before them).
    expect(file).toEqual(exportRoster(withFormations(rosterStore.get(roster.key) as core.Roster)));
    expect(file.formations).toEqual([{ name: 'Infantry' }]);
  });

  it('exports its games with it, and shows its record beside Play', async () => {
    const games = [
      playedGame(1, 'win'),
      playedGame(2, 'loss'),
      playedGame(3, 'win'),
      playedGame(4),
    ];
    const roster = await storedRoster([{ count: 1, obj: warden }], { games });
    const user = await openBuilder(roster.key);
    expect(screen.getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      `/play/${roster.key}`,
    );
    expect(screen.getByRole('link', { name: '3 games: 2 wins, 1 loss' })).toHaveAttribute(
      'href',
      '/games',
    );
    const { text } = await exportedFile(user);
    expect(JSON.parse(text).games).toEqual(games);
    // A share link and a verified list carry the list alone.
    expect(exportRoster(rosterStore.get(roster.key) as core.Roster).games).toBeUndefined();
  });

  it('copies a share link that carries the roster', async () => {
    const roster = await storedRoster([{ count: 1, obj: warden }]);
    const user = await openBuilder(roster.key);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Share Link' }));
    const field = await screen.findByLabelText('Share link');
    expect((field as HTMLInputElement).value).toMatch(
      /^http:\/\/localhost\/rosters#share=[A-Za-z0-9_-]+$/,
    );
    expect(writeText).toHaveBeenCalledWith((field as HTMLInputElement).value);
  });

  it('says a roster is too large to share as a link, and copies nothing', async () => {
    // Units of random text compress badly: their link would pass the 16 KB a link may hold.
    let seed = 7;
    const noise = () =>
      Array.from({ length: 400 }, () => {
        seed = (seed * 16807) % 2147483647;
        return String.fromCharCode(33 + (seed % 90));
      }).join('');
    const roster = await storedRoster(
      Array.from({ length: 60 }, (_, i) => ({
        count: 1,
        obj: { ...warden, _id: `${warden._id}-${i}`, description: noise() },
      })),
    );
    const user = await openBuilder(roster.key);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Share Link' }));
    // Drawing sixty units in jsdom and compressing their noise take seconds on a busy machine.
    expect(
      await screen.findByText(ROSTER_TOO_LARGE_TO_SHARE_MESSAGE, {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Share link')).not.toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  }, 30_000);

  it("prints the reference page once the server's verdict is in its header", async () => {
    const roster = await storedRoster([{ count: 1, obj: warden }], { faction_version: 1 });
    const user = await openBuilder(roster.key);
    const print = jest.fn();
    window.print = print;
    // The header names the version, the date printed and the roster's legality.
    expect(screen.getByText(/· Version 1/)).toBeInTheDocument();
    expect(screen.getByText('Printed')).toBeInTheDocument();
    expect(screen.getByTestId('roster-legality')).toHaveTextContent('Legal');
    await user.click(screen.getByRole('button', { name: 'Add one Shield Warden' }));
    // The server is asked only when printing is asked for.
    expect(api.requests).not.toContain('POST /api/rosters/verify');
    await user.click(screen.getByRole('button', { name: 'Print Reference Page' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const stamp = screen.getByRole('complementary', { name: "The server's verdict" });
    expect(within(stamp).getByRole('link', { name: /^[0-9A-Z]{4}-[0-9A-Z]{4}$/ })).toBeVisible();
    expect(stamp).toHaveTextContent('Legal');
    // The same roster printed again: the verdict is known, the server is not asked again.
    await user.click(screen.getByRole('button', { name: 'Print Reference Page' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(api.requests.filter((call) => call === 'POST /api/rosters/verify')).toHaveLength(1);
  });

  it("prints a roster over its point limit with that problem in its header and in the server's verdict", async () => {
    const roster = await storedRoster([{ count: 2, obj: warden }], {
      point_limit: costOf(warden) * 2 - 3,
    });
    const user = await openBuilder(roster.key);
    window.print = jest.fn();
    const message = 'Over the point limit by 3 pts: remove units worth at least 3 pts';
    expect(screen.getByTestId('roster-legality')).toHaveTextContent('1 problem');
    expect(screen.getByRole('region', { name: 'Problems' })).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Print Reference Page' }));
    await waitFor(() => expect(window.print).toHaveBeenCalled());
    const stamp = screen.getByRole('complementary', { name: "The server's verdict" });
    expect(stamp).toHaveTextContent('1 problem');
    expect(within(stamp).getByRole('listitem')).toHaveTextContent(message);
  });

  it("never prints a verdict about an older state of the roster from the browser's own Print", async () => {
    const roster = await storedRoster([{ count: 1, obj: warden }]);
    const user = await openBuilder(roster.key);
    window.print = jest.fn();
    const stamp = () => screen.queryByRole('complementary', { name: "The server's verdict" });
    // The browser's own Print asks the server nothing.
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(stamp()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print Reference Page' }));
    await waitFor(() => expect(window.print).toHaveBeenCalled());
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(stamp()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add one Shield Warden' }));
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(stamp()).not.toBeInTheDocument();
    expect(api.requests.filter((call) => call === 'POST /api/rosters/verify')).toHaveLength(1);
  });
});

describe('the builder on a phone', () => {
  it('keeps Play and Show Available Units in the row; the rarer actions are behind More Actions', async () => {
    const roster = await storedRoster([{ count: 1, obj: warden }]);
    const user = await openBuilder(roster.key);
    const row = screen.getByRole('link', { name: 'Play' }).parentElement as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Show Available Units' })).toBeInTheDocument();
    const more = within(row).getByRole('button', { name: 'More Actions' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // What it opens: the actions a player needs less often, in one place the button controls.
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Print Reference Page',
      'Export File',
      'Edit Name / Point Limit',
      'New Formation',
      'Copy Share Link',
    ]);
    expect(menu).not.toHaveClass('roster-more--open');
    // By keyboard: Enter opens it, Tab goes into it, Escape closes it and goes back to it.
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('roster-more--open');
    await user.tab();
    expect(within(menu).getByRole('button', { name: 'Print Reference Page' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });
});
