import { tableState } from './game-state';
import { inPlay } from './in-play';
import { gameOf } from './test-game';

describe('abilities in play', () => {
  it('lists each living unit’s abilities and weapons once, with who has them', () => {
    const { abilities, weapons } = inPlay(tableState(gameOf()).units);
    expect(abilities.map((a) => `${a.name}: ${a.units.join(', ')}`)).toEqual([
      'Waaagh: Warboss',
      'Mob Rule: Boyz 1, Boyz 2',
    ]);
    expect(weapons).toEqual([
      expect.objectContaining({
        name: 'Choppa',
        text: '3+ · 4 attacks · 2 damage',
        units: ['Warboss', 'Boyz 1', 'Boyz 2'],
      }),
    ]);
  });

  it('leaves out what only destroyed units had', () => {
    const state = tableState(
      gameOf([
        { kind: 'wound', unit: 0, wounds: 1 },
        { kind: 'wound', unit: 0, wounds: 1 },
        { kind: 'wound', unit: 0, wounds: 1 },
      ]),
    );
    expect(inPlay(state.units).abilities.map((a) => a.name)).toEqual(['Mob Rule']);
  });
});
