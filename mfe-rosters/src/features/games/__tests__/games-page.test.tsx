/** /games: the games in progress, and each finished game with its final state. */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Game, Roster } from '@muster/shared-kernel/core';
import { rosterStore } from '@muster/shared-kernel/client/rosters';
import { playedGame } from '@muster/shared-kernel/testing';
import { renderAt } from '../../../test-render';
import { mockFactionApi, rosterOf, warden } from '../../../test-fixtures';
import { GamesPage } from '../components/games-page';

mockFactionApi();

async function store(name: string, games: Game[]): Promise<Roster> {
  const created = await rosterStore.create({
    ...rosterOf([{ count: 2, obj: warden, formation: 0 }], { name }),
    games,
  });
  if (!created.ok) throw new Error(created.error);
  return created.roster;
}

const openGames = () =>
  renderAt(
    '/games',
    <Routes>
      <Route path="/games" element={<GamesPage />} />
    </Routes>,
  );

// Through the store, so that the list read by the screen hears of it.
beforeEach(() => rosterStore.list().forEach((roster) => rosterStore.remove(roster.key)));

describe('the games played', () => {
  it('lists finished games newest first with roster, opponent, result and points lost', async () => {
    const lost = playedGame(Date.UTC(2026, 10, 1), 'loss');
    const unnamed: Game = {
      ...lost,
      finished: { ...(lost.finished as NonNullable<Game['finished']>), opponent: '', note: '' },
    };
    const iron = await store('Wall of Iron', [unnamed, playedGame(Date.UTC(2026, 10, 2))]);
    await store('Hammer Line', [playedGame(Date.UTC(2026, 10, 20), 'win')]);
    const { user } = openGames();
    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    const played = screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('game-played'));
    expect(
      played.map((item) => within(item).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Win against Ash Legion', 'Loss against an unnamed opponent']);
    const [win] = played as [HTMLElement];
    expect(within(win).getByRole('link', { name: 'Hammer Line' })).toBeInTheDocument();
    expect(win).toHaveTextContent('Points lost: you 30, the opponent 85');
    expect(win).toHaveTextContent('Held the bridge.');

    // The game in progress is one tap from its table.
    expect(screen.getByRole('link', { name: 'Continue Wall of Iron' })).toHaveAttribute(
      'href',
      `/play/${iron.key}`,
    );

    await user.click(within(win).getByRole('button', { name: 'Final State' }));
    const units = within(win).getByRole('table', { name: 'Units at the end' });
    expect(
      within(units)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['UnitHealthState', 'Shield Warden 13/3', 'Shield Warden 20/3Destroyed']);
    // The log of the game: one line for each of its three wounds, the last one fatal.
    expect(
      within(win).getByText('Round 1: Shield Warden 2 lost 1 health and was destroyed'),
    ).toBeInTheDocument();
    expect(within(win).getAllByText('Round 1: Shield Warden 2 lost 1 health')).toHaveLength(2);
  });

  it('says how to start when no game has finished', () => {
    openGames();
    expect(
      screen.getByText('No finished games yet: open a roster and press Play to start one.'),
    ).toBeInTheDocument();
  });
});
