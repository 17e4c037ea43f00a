import { MAX_GAME_EVENTS, MAX_GAMES } from './game.js';
import { MAX_FORMATIONS } from './roster-version.js';
import { MAX_VERIFIED_LINES, tooLargeToVerify } from './verify-bounds.js';

const many = (count: number) => Array.from({ length: count }, () => ({}));

describe('a roster too large to verify', () => {
  it('has more lines, formations, games or events in a game than a verified roster may', () => {
    for (const roster of [
      { unit_list: many(MAX_VERIFIED_LINES + 1) },
      { unit_list: [], formations: many(MAX_FORMATIONS + 1) },
      { unit_list: [], games: many(MAX_GAMES + 1) },
      { unit_list: [], games: [{}, { events: many(MAX_GAME_EVENTS + 1) }] },
    ]) {
      expect(tooLargeToVerify(roster)).toBe(true);
    }
  });

  it('is not one at the limits, nor anything the file schema is left to refuse', () => {
    for (const candidate of [
      {
        unit_list: many(MAX_VERIFIED_LINES),
        formations: many(MAX_FORMATIONS),
        games: [...many(MAX_GAMES - 1), { events: many(MAX_GAME_EVENTS) }],
      },
      { unit_list: 'not a list', games: 7 },
      null,
      'text',
      [1, 2],
    ]) {
      expect(tooLargeToVerify(candidate)).toBe(false);
    }
  });
});
