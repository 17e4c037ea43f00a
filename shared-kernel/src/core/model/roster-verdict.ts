/**
 * The server's verdict on a roster: the list as the server rebuilt it from the faction version's
 * own units, its total as the server computes it, and each broken rule. What
 * `POST /api/rosters/verify` answers and `/verify` shows an organiser.
 */
import { Type, type Static } from 'typebox';
import { AnyText } from './fields.js';
import { FactionVersionNumber } from './faction.js';
import { RosterFile } from './roster.js';

/** One broken rule, in its own words with the fix, and the roster lines it concerns. */
export const RosterProblem = Type.Object({
  /** 'Take at least 1 Leader: you have 0'. */
  message: AnyText(),
  /** The `_id`s of the units whose lines it concerns (none for a rule about the whole list). */
  units: Type.Array(AnyText()),
  /** The index of the formation it concerns, for a rule about one formation. */
  formation: Type.Optional(Type.Integer({ minimum: 0 })),
});
/** One broken rule. */
export type RosterProblem = Static<typeof RosterProblem>;

/** A verification code: eight letters and digits in two groups ('K7QX-M2PD'). */
export const VERIFICATION_CODE_PATTERN = '^[0-9A-Z]{4}-[0-9A-Z]{4}$';

/** A roster line as the server rebuilt it. */
export const VerifiedLine = Type.Object({
  /** The unit's `_id` in the faction version. */
  unit: AnyText(),
  unitName: AnyText(),
  count: Type.Integer({ minimum: 1 }),
  /** Points of the whole line (count × the unit's cost), as the server computes them. */
  points: Type.Number(),
  /** False when the faction version has no such unit: it counts no points. */
  known: Type.Boolean(),
});
/** A roster line as the server rebuilt it. */
export type VerifiedLine = Static<typeof VerifiedLine>;

/** The server's verdict on a roster. */
export const RosterVerdict = Type.Object({
  /** The short code `/verify` accepts, the same for the same list and verdict. */
  code: Type.String({ pattern: VERIFICATION_CODE_PATTERN }),
  /** When the server first gave this verdict (ISO 8601). */
  checkedAt: AnyText(),
  faction: Type.Object({ slug: AnyText(), title: AnyText() }),
  /** The approved version of the faction the roster was checked against. */
  version: FactionVersionNumber,
  name: AnyText(),
  pointLimit: Type.Union([Type.Number(), Type.Null()]),
  /** The total the server computed from the version's units (never the file's own copies). */
  total: Type.Number(),
  formations: Type.Array(Type.Object({ name: AnyText(), lines: Type.Array(VerifiedLine) })),
  legal: Type.Boolean(),
  problems: Type.Array(RosterProblem),
});
/** The server's verdict on a roster. */
export type RosterVerdict = Static<typeof RosterVerdict>;

/**
 * POST /api/rosters/verify: a share link (the whole address, or the code after `#share=`), or a
 * roster file, exactly one of them.
 */
export const VerifyRosterPayload = Type.Union([
  Type.Object(
    { link: Type.String({ minLength: 1, maxLength: 20_000 }) },
    { additionalProperties: false },
  ),
  Type.Object({ file: RosterFile }, { additionalProperties: false }),
]);
/** POST /api/rosters/verify. */
export type VerifyRosterPayload = Static<typeof VerifyRosterPayload>;
