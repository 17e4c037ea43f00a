/**
 * What a read of the roster store trusts without the schema checker. The store checks every
 * roster against the core schema when it writes it (roster-check.ts, downloaded on the first
 * write) and stamps what it wrote; a stamped entry that still has a roster's shape is read as it
 * is, so a page that only shows rosters never downloads TypeBox. An entry without the stamp
 * (written by an older version of the site, or edited by hand) is checked in full before it is
 * read.
 */
import { MAX_ROSTER_COUNT, type Roster } from '@muster/shared-kernel/core';

/** The field the store adds to each roster it writes, and its value. */
const CHECKED_FIELD = 'checked';
const CHECKED_STAMP = 1;

/** The stored text of a checked roster. */
export function storedRosterText(roster: Roster): string {
  return JSON.stringify({ ...roster, [CHECKED_FIELD]: CHECKED_STAMP });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Absent, or a faction version's number. */
const isVersionOrAbsent = (value: unknown): boolean =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 1);

const UNIT_NUMBERS = ['trainingType', 'health', 'protectionValue', 'movement', 'size'];
const UNIT_LISTS = ['protectionTypes', 'equippedWeapons', 'abilities', 'structuredAbilities'];

/** A roster line as the builder and the points engine read it. */
function isRosterEntry(entry: unknown): boolean {
  const count = isRecord(entry) ? entry.count : undefined;
  if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_ROSTER_COUNT) {
    return false;
  }
  const unit = (entry as Record<string, unknown>).obj;
  return (
    isRecord(unit) &&
    typeof unit.unitName === 'string' &&
    UNIT_NUMBERS.every((field) => isNumber(unit[field])) &&
    UNIT_LISTS.every((field) => Array.isArray(unit[field]))
  );
}

/**
 * The roster a stored entry holds when the store wrote it (stamped, and still shaped like a
 * roster), without its stamp; null when it must be checked in full.
 */
export function checkedRoster(json: Record<string, unknown>, key: string): Roster | null {
  const { [CHECKED_FIELD]: stamp, ...roster } = json;
  const pointLimit = roster.point_limit;
  const shaped =
    stamp === CHECKED_STAMP &&
    roster.key === key &&
    isNumber(roster.created) &&
    typeof roster.name === 'string' &&
    typeof roster.faction_slug === 'string' &&
    typeof roster.faction_title === 'string' &&
    (pointLimit === undefined || pointLimit === null || isNumber(pointLimit)) &&
    isVersionOrAbsent(roster.faction_version) &&
    isVersionOrAbsent(roster.declined_version) &&
    (roster.games === undefined || Array.isArray(roster.games)) &&
    Array.isArray(roster.unit_list) &&
    roster.unit_list.every(isRosterEntry);
  return shaped ? (roster as unknown as Roster) : null;
}
