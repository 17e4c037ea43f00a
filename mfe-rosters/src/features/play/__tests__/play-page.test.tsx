/**
 * The game screen: a game started from a roster, wounds taken and restored until a unit is
 * destroyed, activations cleared by the next round, victory points, Undo, the reminders, the
 * screen kept on, and the End Game dialog; everything kept in the roster as it happens.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Game, Roster } from '@muster/shared-kernel/core';
import { rosterStore } from '@muster/shared-kernel/client/rosters';
import { renderAt } from '../../../test-render';
import {
  costOf,
  engine,
  mockFactionApi,
  warden,
  storedRoster,
  factionAnswers,
} from '../../../test-fixtures';
import { PlayPage } from '../components/play-page';

const api = mockFactionApi();

/** Opens /play/{key} and waits for the table. */
async function openGame(key: string) {
  const rendered = renderAt(
    `/play/${key}`,
    <Routes>
      <Route path="/play/:key" element={<PlayPage />} />
      <Route path="/games" element={<h1>Games</h1>} />
    </Routes>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Wall of Iron' });
  await screen.findByRole('region', { name: 'Round and score' });
  return rendered;
}

/** The roster's game as the store holds it. */
const storedGame = (key: string): Game | undefined => rosterStore.get(key)?.games?.at(-1);
/** The store holds the game with `count` events. */
const savedEvents = (key: string, count: number) =>
  waitFor(() => expect(storedGame(key)?.events).toHaveLength(count));
const health = (unit: string) => screen.getByRole('img', { name: new RegExp(`^${unit}: `) });
const round = () =>
  within(screen.getByRole('region', { name: 'Round and score' })).getByText(/^Round/);
/** The texts of the elements of `role` in `container`, in order. */
const textsIn = (container: HTMLElement, role: string) =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
/** The lines of the event log, newest first. */
const eventLog = () => textsIn(screen.getByRole('region', { name: 'Event Log' }), 'listitem');

let wardens: Roster;
beforeEach(async () => {
  localStorage.clear();
  wardens = await storedRoster([
    { count: 2, obj: warden, formation: 0 },
    { count: 1, obj: engine, formation: 0 },
  ]);
});

describe('starting a game', () => {
  it('starts a game from the roster as it is, kept in the roster from its first action', async () => {
    const { user } = await openGame(wardens.key);
    expect(screen.getByRole('heading', { level: 3, name: 'Shield Warden' })).toBeInTheDocument();
    expect(health('Shield Warden 1')).toHaveAccessibleName('Shield Warden 1: 3 of 3 health left');
    expect(health('Anvil Engine')).toHaveAccessibleName(
      `Anvil Engine: ${engine.health * engine.size} of ${engine.health * engine.size} health left`,
    );
    expect(round()).toHaveTextContent('Round 1');
    const fielded = 2 * costOf(warden) + costOf(engine);
    expect(screen.getByText(/^Points lost:/)).toHaveTextContent(`Points lost: 0 of ${fielded}`);
    // Opening the page writes nothing (the store's checker is not downloaded with the page).
    expect(rosterStore.get(wardens.key)?.games).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Wound Shield Warden 1' }));
    await waitFor(() => expect(storedGame(wardens.key)?.cards).toHaveLength(2));
    // The same table goes on: the button keeps the focus it had.
    expect(screen.getByRole('button', { name: 'Wound Shield Warden 1' })).toHaveFocus();
  });

  it('says why when the faction cannot be read, and starts nothing', async () => {
    factionAnswers(api, 404);
    renderAt(
      `/play/${wardens.key}`,
      <Routes>
        <Route path="/play/:key" element={<PlayPage />} />
      </Routes>,
    );
    expect(
      await screen.findByRole('heading', { name: 'The game could not start' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the roster' })).toHaveAttribute(
      'href',
      `/roster/${wardens.key}`,
    );
    expect(rosterStore.get(wardens.key)?.games).toBeUndefined();
  });

  it('says so when the roster is not in this browser', async () => {
    renderAt(
      '/play/roster_nothing_1',
      <Routes>
        <Route path="/play/:key" element={<PlayPage />} />
      </Routes>,
    );
    expect(await screen.findByRole('heading', { name: 'Roster Not Found...' })).toBeInTheDocument();
  });
});

describe('tracking the game', () => {
  it("takes wounds until a unit is 'Destroyed' and counts its points as lost; restores them", async () => {
    const { user } = await openGame(wardens.key);
    const wound = screen.getByRole('button', { name: 'Wound Shield Warden 2' });
    await user.click(wound);
    await user.click(wound);
    expect(health('Shield Warden 2')).toHaveAccessibleName('Shield Warden 2: 1 of 3 health left');
    const card = screen.getByRole('article', { name: 'Shield Warden' });
    expect(within(card).queryByText('Destroyed')).not.toBeInTheDocument();
    await user.click(wound);
    expect(within(card).getByText('Destroyed')).toBeInTheDocument();
    expect(wound).toBeDisabled();
    // The focus does not fall to the page: it goes to Restore beside the disabled Wound.
    expect(screen.getByRole('button', { name: 'Restore Shield Warden 2' })).toHaveFocus();
    expect(screen.getByText(/^Points lost:/)).toHaveTextContent(
      `Points lost: ${costOf(warden)} of`,
    );
    expect(screen.getByRole('button', { name: 'Shield Warden 2 activated' })).toBeDisabled();
    expect(eventLog()).toEqual([
      'Round 1: Shield Warden 2 lost 1 health and was destroyed',
      'Round 1: Shield Warden 2 lost 1 health',
      'Round 1: Shield Warden 2 lost 1 health',
    ]);
    await savedEvents(wardens.key, 3);

    await user.click(screen.getByRole('button', { name: 'Restore Shield Warden 2' }));
    expect(within(card).queryByText('Destroyed')).not.toBeInTheDocument();
    expect(screen.getByText(/^Points lost:/)).toHaveTextContent('Points lost: 0 of');
    await savedEvents(wardens.key, 4);
  });

  it('takes several wounds in one tap: one log line, one Undo, and they say the same', async () => {
    const { user } = await openGame(wardens.key);
    const boxes = engine.health * engine.size;
    const undo = screen.getByRole('button', { name: 'Undo' });
    const several = screen.getByRole('group', { name: 'Several wounds to Anvil Engine' });
    await user.click(within(several).getByRole('button', { name: '10 wounds to Anvil Engine' }));
    expect(health('Anvil Engine')).toHaveAccessibleName(
      `Anvil Engine: ${boxes - 10} of ${boxes} health left`,
    );
    await user.click(within(several).getByRole('button', { name: '4 wounds to Anvil Engine' }));
    expect(eventLog()).toEqual([
      'Round 1: Anvil Engine lost 4 health',
      'Round 1: Anvil Engine lost 10 health',
    ]);
    expect(undo).toHaveAccessibleDescription('Last: Round 1: Anvil Engine lost 4 health');
    await savedEvents(wardens.key, 2);
    await user.click(undo);
    expect(health('Anvil Engine')).toHaveAccessibleName(
      `Anvil Engine: ${boxes - 10} of ${boxes} health left`,
    );
    expect(eventLog()).toEqual(['Round 1: Anvil Engine lost 10 health']);
    expect(undo).toHaveAccessibleDescription('Last: Round 1: Anvil Engine lost 10 health');
    await savedEvents(wardens.key, 1);
    // A 3-health warden offers the hits up to its health: one tap of 3 destroys it.
    const warden2 = screen.getByRole('group', { name: 'Several wounds to Shield Warden 2' });
    expect(textsIn(warden2, 'button')).toEqual(['−2', '−3']);
    await user.click(within(warden2).getByRole('button', { name: '3 wounds to Shield Warden 2' }));
    expect(health('Shield Warden 2')).toHaveAccessibleName('Shield Warden 2: 0 of 3 health left');
    expect(eventLog()[0]).toBe('Round 1: Shield Warden 2 lost 3 health and was destroyed');
    expect(
      within(warden2).getByRole('button', { name: '2 wounds to Shield Warden 2' }),
    ).toBeDisabled();
    // The focus does not fall to the page: it goes to Restore.
    expect(screen.getByRole('button', { name: 'Restore Shield Warden 2' })).toHaveFocus();
  });

  it('marks units activated for the round; Next Round clears them and counts on', async () => {
    const { user } = await openGame(wardens.key);
    const activated = screen.getByRole('button', { name: 'Anvil Engine activated' });
    expect(activated).toHaveAttribute('aria-pressed', 'false');
    await user.click(activated);
    expect(activated).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Next Round' }));
    expect(round()).toHaveTextContent('Round 2');
    expect(activated).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Wound Anvil Engine' }));
    expect(screen.getByText('Round 2: Anvil Engine lost 1 health')).toBeInTheDocument();
    await savedEvents(wardens.key, 3);
  });

  it('counts both sides’ victory points', async () => {
    const { user } = await openGame(wardens.key);
    const mine = screen.getByRole('group', { name: 'Your victory points' });
    const theirs = screen.getByRole('group', { name: "Opponent's victory points" });
    await user.click(within(mine).getByRole('button', { name: 'Your victory points: one more' }));
    await user.click(within(mine).getByRole('button', { name: 'Your victory points: one more' }));
    await user.click(
      within(theirs).getByRole('button', { name: "Opponent's victory points: one more" }),
    );
    await user.click(within(mine).getByRole('button', { name: 'Your victory points: one fewer' }));
    expect(within(mine).getByRole('status')).toHaveTextContent('1');
    expect(within(theirs).getByRole('status')).toHaveTextContent('1');
    expect(
      within(theirs).getByRole('button', { name: "Opponent's victory points: one fewer" }),
    ).toBeEnabled();
  });

  it('undoes the last action, one at a time, saying what it undoes', async () => {
    const { user } = await openGame(wardens.key);
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Wound Shield Warden 1' }));
    await user.click(screen.getByRole('button', { name: 'Next Round' }));
    expect(undo).toHaveAccessibleDescription('Last: Round 2 begins');
    await user.click(undo);
    expect(round()).toHaveTextContent('Round 1');
    expect(undo).toHaveAccessibleDescription('Last: Round 1: Shield Warden 1 lost 1 health');
    await user.click(undo);
    expect(health('Shield Warden 1')).toHaveAccessibleName('Shield Warden 1: 3 of 3 health left');
    expect(undo).toBeDisabled();
    await savedEvents(wardens.key, 0);
  });

  it('continues where it was when the page opens again', async () => {
    const { user, unmount } = await openGame(wardens.key);
    await user.click(screen.getByRole('button', { name: 'Wound Anvil Engine' }));
    await user.click(screen.getByRole('button', { name: 'Next Round' }));
    await savedEvents(wardens.key, 2);
    unmount();
    await openGame(wardens.key);
    expect(round()).toHaveTextContent('Round 2');
    expect(health('Anvil Engine')).toHaveAccessibleName(/^Anvil Engine: \d+ of \d+ health left$/);
    expect(rosterStore.get(wardens.key)?.games).toHaveLength(1);
  });
});

describe('reminders', () => {
  it('lists the abilities and weapons in play once each, and the tactics one tap away', async () => {
    const { user } = await openGame(wardens.key);
    await user.click(screen.getByRole('button', { name: 'Abilities in play' }));
    const panel = screen.getByRole('region', { name: 'Abilities in play' });
    expect(within(panel).getByText('Unyielding')).toBeInTheDocument();
    // The wardens' ability and their hammer, each listed once with both wardens.
    expect(within(panel).getAllByText('(Shield Warden 1, Shield Warden 2)')).toHaveLength(2);
    expect(within(panel).getByText('Armored Plating 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tactics and Environment' }));
    expect(screen.getByRole('table', { name: 'Environment Effects' })).toHaveTextContent(
      'Ash Storm',
    );
    expect(screen.getByRole('columnheader', { name: 'Tactic Penalty' })).toBeInTheDocument();
  });
});

describe('keeping the screen on', () => {
  afterEach(() => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  it('says quietly when the browser cannot keep the screen on', async () => {
    await openGame(wardens.key);
    expect(screen.getByText(/cannot keep the screen on/)).toBeInTheDocument();
  });

  it('asks for a wake lock, and releases it when the game closes', async () => {
    const release = jest.fn(() => Promise.resolve());
    const request = jest.fn(() => Promise.resolve({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { unmount } = await openGame(wardens.key);
    expect(
      await screen.findByText('The screen stays on while this game is open.'),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('screen');
    unmount();
    expect(release).toHaveBeenCalled();
  });
});

describe('ending the game', () => {
  it('asks the result, the opponent and a note, then keeps the game in the history', async () => {
    const { user } = await openGame(wardens.key);
    await user.click(screen.getByRole('button', { name: 'Wound Shield Warden 1' }));
    await user.click(screen.getByRole('button', { name: 'End Game' }));
    const dialog = screen.getByRole('dialog', { name: 'End Game' });
    await user.click(within(dialog).getByRole('button', { name: 'End Game' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the result');
    await user.click(within(dialog).getByRole('radio', { name: 'Win' }));
    await user.type(within(dialog).getByLabelText("Opponent's faction"), 'Ash Legion');
    const lost = within(dialog).getByLabelText('Points the opponent lost');
    await user.clear(lost);
    await user.type(lost, '85');
    await user.type(within(dialog).getByLabelText('Note'), 'Held the bridge.');
    await user.click(within(dialog).getByRole('button', { name: 'End Game' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    const game = storedGame(wardens.key);
    expect(game?.finished).toMatchObject({
      result: 'win',
      opponent: 'Ash Legion',
      opponent_lost: 85,
      note: 'Held the bridge.',
    });
    expect(game?.events).toHaveLength(1);
  });

  it('goes on playing when the dialog is cancelled', async () => {
    const { user } = await openGame(wardens.key);
    await user.click(screen.getByRole('button', { name: 'End Game' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End Game' })).toHaveFocus();
    expect(storedGame(wardens.key)?.finished).toBeUndefined();
  });

  it('does not start another game when the game ends on another page', async () => {
    const { user } = await openGame(wardens.key);
    await user.click(screen.getByRole('button', { name: 'Next Round' }));
    await waitFor(() => expect(storedGame(wardens.key)).toBeDefined());
    const roster = rosterStore.get(wardens.key) as Roster;
    const game = storedGame(wardens.key) as Game;
    const end = { at: 2, result: 'draw' as const, opponent: '', opponent_lost: 0, note: '' };
    await act(async () => {
      await rosterStore.save({ ...roster, games: [{ ...game, finished: end }] });
    });
    expect(await screen.findByRole('heading', { name: 'This game has ended' })).toBeInTheDocument();
    expect(rosterStore.get(wardens.key)?.games).toHaveLength(1);
  });
});
