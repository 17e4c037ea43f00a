/**
 * The state of a game's table, read from its events (model/game.ts in the kernel keeps the
 * events, not the state): each unit's wounds and activation, the round, both sides' victory
 * points, the points lost, and the event log in words. A change adds one event; Undo drops the
 * last one. An event that would change nothing is never added, so Undo always undoes something.
 */
import type { Game, GameCard, GameEvent } from '@muster/shared-kernel/core';

/** One unit on the table. */
export interface TableUnit {
  /** Its place among the game's units (what its events name). */
  index: number;
  card: GameCard;
  /** The card's name, numbered when the card holds more than one unit ('Raider 2'). */
  name: string;
  /** Health boxes lost, from 0 to `card.health`. */
  lost: number;
  activated: boolean;
  destroyed: boolean;
}

/** One line of the event log. */
export interface LogLine {
  round: number;
  text: string;
}

/** A game's table as its events left it. */
export interface TableState {
  round: number;
  units: TableUnit[];
  score: { player: number; opponent: number };
  /** The points of the units fielded, and of those destroyed. */
  pointsFielded: number;
  pointsLost: number;
  /** What happened, oldest first: one line for each event, so each Undo takes back one line. */
  log: LogLine[];
}

/** The game's units, card by card, copy by copy, untouched. */
export function tableUnits(cards: readonly GameCard[]): TableUnit[] {
  const units: TableUnit[] = [];
  for (const card of cards) {
    for (let copy = 0; copy < card.count; copy += 1) {
      const name = card.count > 1 ? `${card.name} ${copy + 1}` : card.name;
      units.push({ index: units.length, card, name, lost: 0, activated: false, destroyed: false });
    }
  }
  return units;
}

const SIDE_NAMES = { player: 'your', opponent: "the opponent's" } as const;

/** The log line of one event, or null when it changed nothing. */
function apply(state: TableState, event: GameEvent): LogLine | null {
  const { round } = state;
  if (event.kind === 'round') {
    state.round += 1;
    state.units = state.units.map((unit) =>
      unit.activated ? { ...unit, activated: false } : unit,
    );
    return { round: state.round, text: `Round ${state.round} begins` };
  }
  if (event.kind === 'score') {
    const score = Math.max(0, state.score[event.side] + event.change);
    if (score === state.score[event.side]) return null;
    state.score = { ...state.score, [event.side]: score };
    return { round, text: `Round ${round}: ${SIDE_NAMES[event.side]} victory points ${score}` };
  }
  const unit = state.units[event.unit];
  if (!unit) return null;
  if (event.kind === 'activate') {
    if (unit.activated === event.activated || unit.destroyed) return null;
    state.units[event.unit] = { ...unit, activated: event.activated };
    const text = event.activated ? 'activated' : 'no longer activated';
    return { round, text: `Round ${round}: ${unit.name} ${text}` };
  }
  const lost = Math.min(unit.card.health, Math.max(0, unit.lost + event.wounds));
  if (lost === unit.lost) return null;
  const destroyed = lost === unit.card.health;
  state.units[event.unit] = { ...unit, lost, destroyed, activated: unit.activated && !destroyed };
  state.pointsLost += (destroyed ? unit.card.points : 0) - (unit.destroyed ? unit.card.points : 0);
  // What the unit lost, not what was asked: 5 wounds on a unit with 2 health left lose it 2.
  const text =
    lost > unit.lost
      ? `lost ${lost - unit.lost} health${destroyed ? ' and was destroyed' : ''}`
      : `restored ${unit.lost - lost} health`;
  return { round, text: `Round ${round}: ${unit.name} ${text}` };
}

/** Whether an event changes the table (one that does not is never recorded). */
export function changes(game: Game, event: GameEvent): boolean {
  return tableState({ ...game, events: [...game.events, event] }).changed;
}

/** The table after every event of the game; `changed`: whether its last event changed it. */
export function tableState(game: Game): TableState & { changed: boolean } {
  const state: TableState = {
    round: 1,
    units: tableUnits(game.cards),
    score: { player: 0, opponent: 0 },
    pointsFielded: game.cards.reduce((sum, card) => sum + card.points * card.count, 0),
    pointsLost: 0,
    log: [],
  };
  let changed = false;
  for (const event of game.events) {
    const line = apply(state, event);
    changed = line !== null;
    if (line) state.log.push(line);
  }
  return { ...state, changed };
}

/** The game with one more event; the same game when the event would change nothing. */
export function withEvent(game: Game, event: GameEvent): Game {
  return changes(game, event) ? { ...game, events: [...game.events, event] } : game;
}

/** The game without its last event. */
export function withoutLastEvent(game: Game): Game {
  return game.events.length === 0 ? game : { ...game, events: game.events.slice(0, -1) };
}

/**
 * What the game's last event did, in words: the log's last line, which Undo takes back
 * ('Round 2: Warboss lost 3 health'); null: nothing to undo.
 */
export function lastEventText(game: Game): string | null {
  if (game.events.length === 0) return null;
  return tableState(game).log.at(-1)?.text ?? null;
}
