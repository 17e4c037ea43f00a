/**
 * Rosters: kept only in the browser, exported to and imported from a versioned file.
 * A roster line holds a copy of its unit, so an import checks that copy against the unit schema.
 */
import { Type, type Static } from 'typebox';
import { AnyText, LimitedNumber, LimitedText, NO_NUL, NOT_BLANK } from './fields.js';
import { FactionVersionNumber } from './faction.js';
import { Games } from './game.js';
import { LIMITS } from './limits.js';
import { MAX_FORMATIONS, MAX_ROSTER_COUNT, ROSTER_FILE_VERSION } from './roster-version.js';
import { Unit } from './unit.js';

export { MAX_FORMATIONS, MAX_ROSTER_COUNT, ROSTER_FILE_VERSION };

/**
 * One line of a roster: how many of a unit, the copy of the unit it was built with, and the
 * formation it stands in.
 */
export const RosterEntry = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: MAX_ROSTER_COUNT }),
  obj: Unit,
  /**
   * The index of its formation in the roster's `formations`. Absent on rosters made before
   * formations: those are arranged one formation per training type when they are read.
   */
  formation: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_FORMATIONS - 1 })),
});
/** One line of a roster. */
export type RosterEntry = Static<typeof RosterEntry>;

/** A group of roster lines fielded together; its name is the player's ('Formation 1'). */
export const Formation = Type.Object({ name: LimitedText(LIMITS.roster.formationName) });
/** A group of roster lines fielded together. */
export type Formation = Static<typeof Formation>;

const PointLimit = Type.Union([LimitedNumber(LIMITS.roster.pointLimit), Type.Null()], {
  default: null,
});

/** What a stored roster and its export file share. */
const rosterContent = {
  faction_title: Type.String({ pattern: NO_NUL }),
  faction_slug: Type.String({ minLength: 1, pattern: NOT_BLANK }),
  name: LimitedText(LIMITS.roster.name),
  unit_list: Type.Array(RosterEntry),
  /** The roster's formations, in order; its lines name them by index. */
  formations: Type.Optional(Type.Array(Formation, { maxItems: MAX_FORMATIONS })),
  /**
   * The approved version of the faction the roster was built on: its units' copies,
   * weapons and ability templates are read from that version, so its costs stay as they were
   * until its owner updates it. Absent on rosters built before versions, or on a faction never
   * approved: those read the faction as it is now.
   */
  faction_version: Type.Optional(FactionVersionNumber),
  /** The games played with it, oldest first (absent: none yet). */
  games: Type.Optional(Games),
};

/** A roster, kept only in the browser under its `key` (`roster_{slug}_{timestamp}`). */
export const Roster = Type.Object({
  /** The storage key, also the route id: `/roster/{key}`. */
  key: AnyText(),
  /** Creation time, milliseconds since the epoch. */
  created: Type.Number(),
  ...rosterContent,
  /** Optional point limit; absent or null means none. */
  point_limit: Type.Optional(PointLimit),
  /**
   * The newest version of the faction its owner chose not to update to ('Keep version M'): the
   * roster asks again only about a version newer than this one.
   */
  declined_version: Type.Optional(FactionVersionNumber),
});
/** A roster, kept only in the browser. */
export type Roster = Static<typeof Roster>;

/** The roster export file with a format version. */
export const RosterFile = Type.Object({
  /** The export format version ({@link ROSTER_FILE_VERSION}); files from before it are 1. */
  version: Type.Integer({ minimum: 1, default: ROSTER_FILE_VERSION }),
  ...rosterContent,
  point_limit: PointLimit,
});
/** The roster export file with a format version. */
export type RosterFile = Static<typeof RosterFile>;
