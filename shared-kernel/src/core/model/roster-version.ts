/** The current roster export format version, apart from the schemas so pages can read it. */
export const ROSTER_FILE_VERSION = 1;

/**
 * The most of one unit a roster line may hold: far above any game's army, and small enough that
 * a roster's points stay exact whole numbers. The builder's + stops there; a stored roster, an
 * imported file or a share link with a count that is not a whole number from 1 to this is refused.
 */
export const MAX_ROSTER_COUNT = 999;

/** The most formations a roster may hold: far more than any table has room for. */
export const MAX_FORMATIONS = 100;
