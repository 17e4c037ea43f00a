import type { Game, GameResult } from '@muster/shared-kernel/core';
import { recordText } from './game-record';
import { gameOf } from './test-game';

const ended = (result: GameResult): Game => ({
  ...gameOf(),
  finished: { at: 2, result, opponent: '', opponent_lost: 0, note: '' },
});

describe('a roster’s record', () => {
  it('counts finished games by result, leaving out results it has none of', () => {
    expect(recordText([ended('win'), ended('loss'), ended('win')])).toBe('3 games: 2 wins, 1 loss');
    expect(recordText([ended('draw')])).toBe('1 game: 1 draw');
    expect(recordText([ended('loss'), ended('loss'), ended('draw')])).toBe(
      '3 games: 2 losses, 1 draw',
    );
  });

  it('says nothing before a game has finished', () => {
    expect(recordText(undefined)).toBeNull();
    expect(recordText([gameOf()])).toBeNull();
  });
});
