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
  /** What happened, oldest first, a player's run of taps on one unit told as one line. */
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

/** What one event says, and whether it changed anything. */
function apply(state: TableState, event: GameEvent): LogLine[] | null {
  const { round } = state;
  if (event.kind === 'round') {
    state.round += 1;
    state.units = state.units.map((unit) =>
      unit.activated ? { ...unit, activated: false } : unit,
    );
    return [{ round: state.round, text: `Round ${state.round} begins` }];
  }
  if (event.kind === 'score') {
    const score = Math.max(0, state.score[event.side] + event.change);
    if (score === state.score[event.side]) return null;
    state.score = { ...state.score, [event.side]: score };
    return [{ round, text: `Round ${round}: ${SIDE_NAMES[event.side]} victory points ${score}` }];
  }
  const unit = state.units[event.unit];
  if (!unit) return null;
  if (event.kind === 'activate') {
    if (unit.activated === event.activated || unit.destroyed) return null;
    state.units[event.unit] = { ...unit, activated: event.activated };
    const text = event.activated ? 'activated' : 'no longer activated';
    return [{ round, text: `Round ${round}: ${unit.name} ${text}` }];
  }
  const lost = Math.min(unit.card.health, Math.max(0, unit.lost + event.wounds));
  if (lost === unit.lost) return null;
  const destroyed = lost === unit.card.health;
  state.units[event.unit] = { ...unit, lost, destroyed, activated: unit.activated && !destroyed };
  state.pointsLost += (destroyed ? unit.card.points : 0) - (unit.destroyed ? unit.card.points : 0);
  return [];
}

/** A run of wound taps on one unit in one round, told as one line (and its end, when fatal). */
function woundLines(round: number, name: string, wounds: number, destroyed: boolean): LogLine[] {
  const lines: LogLine[] = [];
  if (wounds > 0) lines.push({ round, text: `Round ${round}: ${name} lost ${wounds} health` });
  if (wounds < 0) lines.push({ round, text: `Round ${round}: ${name} restored ${-wounds} health` });
  if (destroyed) lines.push({ round, text: `Round ${round}: ${name} destroyed` });
  return lines;
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
  /** The run of wound taps being told: its unit, round and net wounds. */
  let run: { unit: number; round: number; wounds: number } | null = null;
  const endRun = () => {
    if (!run) return;
    const unit = state.units[run.unit] as TableUnit;
    state.log.push(...woundLines(run.round, unit.name, run.wounds, unit.destroyed));
    run = null;
  };
  for (const event of game.events) {
    const lines = apply(state, event);
    changed = lines !== null;
    if (!lines) continue;
    if (event.kind !== 'wound') {
      endRun();
      state.log.push(...lines);
      continue;
    }
    // A change of direction, another unit or a new round starts a new line.
    if (run && (run.unit !== event.unit || Math.sign(run.wounds) !== event.wounds)) endRun();
    run ??= { unit: event.unit, round: state.round, wounds: 0 };
    run.wounds += event.wounds;
    if ((state.units[event.unit] as TableUnit).destroyed) endRun();
  }
  endRun();
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

/** What the game's last event did, in words ('Round 2: Warboss lost 1 health'); null: none. */
export function lastEventText(game: Game): string | null {
  const last = game.events.at(-1);
  if (!last) return null;
  if (last.kind === 'wound') {
    const before = tableState({ ...game, events: game.events.slice(0, -1) });
    const after = tableState(game);
    const unit = after.units[last.unit];
    if (!unit) return null;
    const [line] = woundLines(before.round, unit.name, last.wounds, false);
    return line?.text ?? null;
  }
  return tableState(game).log.at(-1)?.text ?? null;
}
