import type { Roster } from '@muster/shared-kernel/core';
import { costOf, engine, faction, rosterOf, templates, warden, weapons } from '../../test-fixtures';
import { finishGame, gameInProgress, startGame, withGame } from './start-game';

const roster: Roster = {
  ...rosterOf(
    [
      { count: 2, obj: warden, formation: 1 },
      { count: 1, obj: engine, formation: 0 },
    ],
    { formations: [{ name: 'Siege' }, { name: 'Shield Wall' }], faction_version: 3 },
  ),
  key: 'roster_iron-wardens_1',
  created: 1,
};
const gameFaction = {
  faction,
  weapons,
  abilityTemplates: templates,
  costs: { weapons, abilityTemplates: templates },
};

describe('starting a game', () => {
  const game = startGame(roster, gameFaction, 1234);

  it('makes a card per line, formation by formation, with the table’s health and points', () => {
    expect(game).toMatchObject({ id: 'game_1234', started: 1234, faction_version: 3, events: [] });
    expect(game.cards.map((card) => [card.formation, card.name, card.count, card.health])).toEqual([
      ['Siege', 'Anvil Engine', 1, engine.health * engine.size],
      ['Shield Wall', 'Shield Warden', 2, warden.health * warden.size],
    ]);
    expect(game.cards.map((card) => card.points)).toEqual([costOf(engine), costOf(warden)]);
  });

  it('keeps the weapons it finds and the abilities with their templates filled in', () => {
    const [anvil, shield] = game.cards;
    // The engine's weapon that the faction no longer has is left out.
    expect(anvil?.weapons.map((w) => w.name)).toEqual(
      engine.equippedWeapons
        .flatMap((e) => weapons.filter((w) => w._id === e.weaponID))
        .map((w) => w.name),
    );
    expect(shield?.weapons[0]).toMatchObject({ knack: 4, kind: expect.stringContaining('Melee') });
    expect(anvil?.abilities).toContainEqual({
      name: 'Armored Plating 2',
      text: 'Ignore the first 2 damage each round.',
    });
    expect(shield?.abilities).toEqual([{ name: 'Unyielding', text: 'Never routs.' }]);
  });

  it("keeps the faction's tactics and environment effects", () => {
    expect(game.tactics).toEqual(faction.anteList);
    expect(game.environments).toEqual(faction.environmentList);
  });

  it('is the roster’s game in progress until it finishes, then keeps only what its record needs', () => {
    const playing = withGame(roster, game);
    expect(gameInProgress(playing)).toBe(game);
    const end = { at: 5, result: 'win' as const, opponent: 'Ash', opponent_lost: 10, note: '' };
    const finished = withGame(playing, finishGame(game, end));
    expect(finished.games).toHaveLength(1);
    expect(gameInProgress(finished)).toBeUndefined();
    const kept = finished.games?.[0];
    expect(kept?.finished).toEqual(end);
    expect(
      kept?.cards.every((card) => card.weapons.length === 0 && card.abilities.length === 0),
    ).toBe(true);
    expect(kept?.tactics).toEqual([]);
  });
});
