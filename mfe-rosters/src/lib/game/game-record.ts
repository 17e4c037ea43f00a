/**
 * A roster's record in words ('3 games: 2 wins, 1 loss'), from its finished games. Apart from the
 * game's table (game-state.ts) so that the roster builder, which shows the record, downloads
 * nothing else of the game.
 */
import type { Game } from '@muster/shared-kernel/core';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '3 games: 2 wins, 1 loss'; null when no game has finished. */
export function recordText(games: readonly Game[] | undefined): string | null {
  const finished = (games ?? []).filter((game) => game.finished);
  if (finished.length === 0) return null;
  const count = (result: string) =>
    finished.filter((game) => game.finished?.result === result).length;
  const parts = [
    [count('win'), 'win', 'wins'],
    [count('loss'), 'loss', 'losses'],
    [count('draw'), 'draw', 'draws'],
  ] as const;
  const results = parts.filter(([n]) => n > 0).map(([n, one, many]) => plural(n, one, many));
  return `${plural(finished.length, 'game', 'games')}: ${results.join(', ')}`;
}
