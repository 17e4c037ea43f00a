import type { GameEvent } from '@muster/shared-kernel/core';
import { changes, lastEventText, tableState, withEvent, withoutLastEvent } from './game-state';
import { gameOf } from './test-game';

const wound = (unit: number, wounds = 1): GameEvent => ({ kind: 'wound', unit, wounds });
const logOf = (events: GameEvent[]) => tableState(gameOf(events)).log.map((line) => line.text);

describe('the table of a game', () => {
  it('starts at round 1 with every unit whole, numbered within its card', () => {
    const state = tableState(gameOf());
    expect(state.round).toBe(1);
    expect(state.units.map((unit) => `${unit.name}:${unit.lost}/${unit.card.health}`)).toEqual([
      'Warboss:0/3',
      'Boyz 1:0/2',
      'Boyz 2:0/2',
    ]);
    expect(state).toMatchObject({
      pointsFielded: 200,
      pointsLost: 0,
      score: { player: 0, opponent: 0 },
    });
  });

  it('takes and restores wounds, never below zero or above the health', () => {
    const state = tableState(gameOf([wound(0), wound(0), wound(0, -1)]));
    expect(state.units[0]).toMatchObject({ lost: 1, destroyed: false });
    expect(changes(gameOf(), wound(0, -1))).toBe(false);
    expect(changes(gameOf([wound(1), wound(1)]), wound(1))).toBe(false);
  });

  it("marks a unit at zero 'Destroyed' and counts its points as lost, until restored", () => {
    const destroyed = tableState(gameOf([wound(1), wound(1)]));
    expect(destroyed.units[1]).toMatchObject({ lost: 2, destroyed: true });
    expect(destroyed.pointsLost).toBe(40);
    const restored = tableState(gameOf([wound(1), wound(1), wound(1, -1)]));
    expect(restored.units[1]?.destroyed).toBe(false);
    expect(restored.pointsLost).toBe(0);
  });

  it('clears activations with the next round, and a destroyed unit cannot be activated', () => {
    const activated = tableState(gameOf([{ kind: 'activate', unit: 0, activated: true }]));
    expect(activated.units[0]?.activated).toBe(true);
    const next = tableState(
      gameOf([{ kind: 'activate', unit: 0, activated: true }, { kind: 'round' }]),
    );
    expect(next.round).toBe(2);
    expect(next.units[0]?.activated).toBe(false);
    expect(
      changes(gameOf([wound(1), wound(1)]), { kind: 'activate', unit: 1, activated: true }),
    ).toBe(false);
    // Destroyed while activated: no longer activated.
    expect(
      tableState(gameOf([{ kind: 'activate', unit: 1, activated: true }, wound(1), wound(1)]))
        .units[1]?.activated,
    ).toBe(false);
  });

  it('counts both sides’ victory points, never below zero', () => {
    const state = tableState(
      gameOf([
        { kind: 'score', side: 'player', change: 1 },
        { kind: 'score', side: 'player', change: 1 },
        { kind: 'score', side: 'opponent', change: 1 },
      ]),
    );
    expect(state.score).toEqual({ player: 2, opponent: 1 });
    expect(changes(gameOf(), { kind: 'score', side: 'opponent', change: -1 })).toBe(false);
  });

  it('ignores an event naming a unit the game does not have', () => {
    expect(tableState(gameOf([wound(9)])).units.every((unit) => unit.lost === 0)).toBe(true);
  });

  it('tells each event as one line, a fatal wound with the destruction', () => {
    expect(
      logOf([
        wound(0),
        { kind: 'round' },
        wound(0),
        wound(0),
        wound(1, 2),
        wound(0, -1),
        { kind: 'activate', unit: 2, activated: true },
        { kind: 'score', side: 'opponent', change: 1 },
      ]),
    ).toEqual([
      'Round 1: Warboss lost 1 health',
      'Round 2 begins',
      'Round 2: Warboss lost 1 health',
      'Round 2: Warboss lost 1 health and was destroyed',
      'Round 2: Boyz 1 lost 2 health and was destroyed',
      'Round 2: Warboss restored 1 health',
      'Round 2: Boyz 2 activated',
      "Round 2: the opponent's victory points 1",
    ]);
  });

  it('takes several wounds at once, tells what the unit lost rather than the hit', () => {
    const state = tableState(gameOf([wound(0, 2), wound(0, 5)]));
    expect(state.units[0]).toMatchObject({ lost: 3, destroyed: true });
    expect(state.pointsLost).toBe(120);
    expect(state.log.map((line) => line.text)).toEqual([
      'Round 1: Warboss lost 2 health',
      'Round 1: Warboss lost 1 health and was destroyed',
    ]);
    expect(changes(gameOf([wound(0, 3)]), wound(0, 4))).toBe(false);
    expect(tableState(gameOf([wound(0, 3), wound(0, -9)])).units[0]?.lost).toBe(0);
  });
});

describe('changing a game', () => {
  it('adds an event that changes the table, and not one that does not', () => {
    const game = gameOf();
    const wounded = withEvent(game, wound(0));
    expect(wounded.events).toEqual([wound(0)]);
    expect(withEvent(game, wound(0, -1))).toBe(game);
  });

  it('undoes the last event, and says what it did', () => {
    const game = gameOf([wound(0), wound(0), { kind: 'round' }]);
    expect(lastEventText(game)).toBe('Round 2 begins');
    const undone = withoutLastEvent(game);
    expect(tableState(undone).round).toBe(1);
    expect(lastEventText(undone)).toBe('Round 1: Warboss lost 1 health');
    expect(lastEventText(gameOf())).toBeNull();
    expect(withoutLastEvent(gameOf()).events).toEqual([]);
  });

  it('undoes several wounds taken at once in one step, saying what the log says', () => {
    const game = gameOf([wound(0), wound(0, 2)]);
    const log = logOf(game.events);
    expect(lastEventText(game)).toBe(log.at(-1));
    expect(lastEventText(game)).toBe('Round 1: Warboss lost 2 health and was destroyed');
    const undone = withoutLastEvent(game);
    expect(tableState(undone).units[0]).toMatchObject({ lost: 1, destroyed: false });
    expect(logOf(undone.events)).toEqual(log.slice(0, -1));
  });

  it('says of a run of single wounds what the log says: one wound, undone one at a time', () => {
    const game = gameOf([wound(1), wound(1)]);
    expect(logOf(game.events)).toEqual([
      'Round 1: Boyz 1 lost 1 health',
      'Round 1: Boyz 1 lost 1 health and was destroyed',
    ]);
    expect(lastEventText(game)).toBe('Round 1: Boyz 1 lost 1 health and was destroyed');
  });
});
