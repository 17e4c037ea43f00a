/**
 * Games played with a roster, kept inside the roster (so they live, travel and sync with it).
 * A game holds its own copy of the table as it was when it started: its units, their weapons and
 * abilities, the faction's tactics and environment effects, so a later change of the roster or of
 * the faction never changes a game, and a game needs no network. What happened is a list of
 * events; the state of the table is read from them, and Undo drops the last one.
 */
import { Type, type Static } from 'typebox';
import { Ante, EnvironmentEffect, FactionVersionNumber } from './faction.js';
import { LimitedNumber, LimitedText, Text } from './fields.js';
import { LIMITS } from './limits.js';

/** The most games one roster keeps (its history and the game in progress). */
export const MAX_GAMES = 200;
/** The most events one game records: a long game's taps, many times over. */
export const MAX_GAME_EVENTS = 5000;

/** A weapon as a game shows it. */
export const GameWeapon = Type.Object({
  name: Text(200),
  /** Its types and what it bypasses, in words ('Melee · bypasses Energy'). */
  kind: Text(200, { default: '' }),
  knack: Type.Number(),
  attacks: Type.Number(),
  damage: Type.Number(),
});
/** A weapon as a game shows it. */
export type GameWeapon = Static<typeof GameWeapon>;

/** An ability as a game shows it: its name and text, templates filled in. */
export const GameAbility = Type.Object({
  name: Text(200),
  text: Text(LIMITS.unitAbility.description.maxLength, { default: '' }),
});
/** An ability as a game shows it. */
export type GameAbility = Static<typeof GameAbility>;

/**
 * One roster line on the table: `count` units alike, each with `health` boxes (the unit's health
 * times its size) and worth `points`. A finished game keeps no weapons or abilities.
 */
export const GameCard = Type.Object({
  name: Text(LIMITS.unit.unitName.maxLength),
  /** The name of the formation it stands in. */
  formation: Text(LIMITS.roster.formationName.maxLength, { default: '' }),
  count: Type.Integer({ minimum: 1, maximum: 999 }),
  health: Type.Integer({ minimum: 1 }),
  /** The points of one unit when the game started. */
  points: Type.Number({ minimum: 0 }),
  weapons: Type.Array(GameWeapon, { maxItems: 30, default: [] }),
  abilities: Type.Array(GameAbility, { maxItems: 100, default: [] }),
});
/** One roster line on the table. */
export type GameCard = Static<typeof GameCard>;

/** A unit of a game: its place in the cards' units, counted card by card, copy by copy. */
const UnitIndex = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** Something that happened in a game. */
export const GameEvent = Type.Union([
  /**
   * A unit took `wounds` wounds at once (a hit of several is one event, so one Undo takes it
   * back), or had `-wounds` health restored. Games recorded one wound at a time (1 or -1).
   */
  Type.Object({
    kind: Type.Literal('wound'),
    unit: UnitIndex,
    wounds: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  }),
  /** A unit was marked as activated this round, or unmarked. */
  Type.Object({ kind: Type.Literal('activate'), unit: UnitIndex, activated: Type.Boolean() }),
  /** The next round began: every activation is cleared. */
  Type.Object({ kind: Type.Literal('round') }),
  /** A side's victory points changed. */
  Type.Object({
    kind: Type.Literal('score'),
    side: Type.Enum(['player', 'opponent']),
    change: Type.Integer({ minimum: -1000, maximum: 1000 }),
  }),
]);
/** Something that happened in a game. */
export type GameEvent = Static<typeof GameEvent>;

/** A game's result, from its player's side. */
export const GameResult = Type.Enum(['win', 'loss', 'draw']);
/** A game's result, from its player's side. */
export type GameResult = Static<typeof GameResult>;

/** How a game ended. */
export const GameEnd = Type.Object({
  /** When it ended, milliseconds since the epoch. */
  at: Type.Number(),
  result: GameResult,
  /** The opponent's faction: a faction's title or the player's own words ('' when not told). */
  opponent: LimitedText(LIMITS.game.opponent, { default: '' }),
  /** The points the opponent lost, as the player counted them. */
  opponent_lost: LimitedNumber(LIMITS.game.opponentLost, { default: 0 }),
  note: LimitedText(LIMITS.game.note, { default: '' }),
});
/** How a game ended. */
export type GameEnd = Static<typeof GameEnd>;

/** One game played with a roster. */
export const Game = Type.Object({
  /** `game_{started}`: unique within its roster. */
  id: Type.String({ pattern: '^game_[0-9]{1,16}$' }),
  /** When it started, milliseconds since the epoch. */
  started: Type.Number(),
  /** The faction version its roster was built on, when it had one. */
  faction_version: Type.Optional(FactionVersionNumber),
  cards: Type.Array(GameCard, { maxItems: 1000 }),
  tactics: Type.Array(Ante, { maxItems: 200, default: [] }),
  environments: Type.Array(EnvironmentEffect, { maxItems: 200, default: [] }),
  events: Type.Array(GameEvent, { maxItems: MAX_GAME_EVENTS, default: [] }),
  /** Absent while the game is in progress. */
  finished: Type.Optional(GameEnd),
});
/** One game played with a roster. */
export type Game = Static<typeof Game>;

/** A roster's games, oldest first; at most one is in progress. */
export const Games = Type.Array(Game, { maxItems: MAX_GAMES });
