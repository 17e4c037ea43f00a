/** Rosters kept in a signed-in user's account, as the server stores and answers them. */
import { Type, type Static } from 'typebox';
import { RosterFile } from './roster.js';

/** A roster's storage key as the browser's store makes it: `roster_{slug}_{timestamp}`. */
export const ROSTER_KEY_PATTERN = '^roster_[^\\u0000]{1,200}_[0-9]{1,16}$';

/** One roster of the account: the export file, with what syncing needs beside it. */
export const AccountRoster = Type.Object({
  key: Type.String(),
  /** When it was made (ms since the epoch), as the browser's roster says. */
  created: Type.Number(),
  /** Raised by one on every change the server keeps; 0 never exists. */
  revision: Type.Integer({ minimum: 1 }),
  /** When the device that made the change made it (ISO 8601): the later of two changes wins. */
  changedAt: Type.String(),
  /** Deleted on some device: the others delete it too. */
  deleted: Type.Boolean(),
  /** The roster as the export file holds it; absent once deleted. */
  file: Type.Optional(RosterFile),
});
/** One roster of the account. */
export type AccountRoster = Static<typeof AccountRoster>;

/** POST /api/rosters/mine/{key}: a roster made or changed on a device. */
export const SaveAccountRosterPayload = Type.Object(
  {
    /** The revision the device last had of it; 0 when it has never been kept in the account. */
    baseRevision: Type.Integer({ minimum: 0 }),
    created: Type.Number({ minimum: 0 }),
    /** When the device changed it (ISO 8601). */
    changedAt: Type.String({ format: 'date-time' }),
    file: RosterFile,
  },
  { additionalProperties: false },
);
/**
 * When a device's change counts as made: the time it says (`changedAt`), but never later than
 * `now`, the server's clock. The later of two changes keeps a roster, so a device whose clock runs
 * ahead, or a forged '9999-12-31', would otherwise win every conflict to come.
 */
export function changeTime(claimed: string, now: number): Date {
  const time = Date.parse(claimed);
  return new Date(Number.isNaN(time) ? now : Math.min(time, now));
}

/** POST /api/rosters/mine/{key}. */
export type SaveAccountRosterPayload = Static<typeof SaveAccountRosterPayload>;

/**
 * What a save kept: the roster under its key, and, when another device had changed it since
 * `baseRevision`, the change that lost, kept as a new roster named '… (conflict copy)'.
 */
export const AccountRosterSaved = Type.Object({
  saved: AccountRoster,
  conflictCopy: Type.Optional(AccountRoster),
});
/** What a save kept. */
export type AccountRosterSaved = Static<typeof AccountRosterSaved>;
