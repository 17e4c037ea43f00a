/**
 * The most a roster sent for verification may hold. Checking a roster against its schema,
 * rebuilding its lines and costing them take time in proportion to its size, so the API (and
 * the mock API) refuse a roster beyond these at once, before that work.
 */
import { MAX_GAME_EVENTS, MAX_GAMES } from './game.js';
import { MAX_FORMATIONS } from './roster-version.js';

/**
 * The most lines a roster may hold to be verified: far beyond any army on a table, and few enough
 * that its verdict stays within what the server keeps of one.
 */
export const MAX_VERIFIED_LINES = 300;

const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether a roster file (parsed, not yet checked) has more lines, formations, games or events in
 * a game than a verified roster may: array lengths only, so it costs nothing in proportion to the
 * roster. Anything else wrong with it is left to the file schema, which says which field.
 */
export function tooLargeToVerify(candidate: unknown): boolean {
  if (!isRecord(candidate)) return false;
  const games = Array.isArray(candidate.games) ? candidate.games : [];
  return (
    lengthOf(candidate.unit_list) > MAX_VERIFIED_LINES ||
    lengthOf(candidate.formations) > MAX_FORMATIONS ||
    games.length > MAX_GAMES ||
    games.some((game) => isRecord(game) && lengthOf(game.events) > MAX_GAME_EVENTS)
  );
}
