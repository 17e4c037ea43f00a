/**
 * The limits of every field a person types: how long a text may be, whether it may be blank,
 * which numbers are allowed. The entity schemas beside this file and the editors' form rules
 * both read them, so a form refuses what the API would refuse, with the same bounds. This file
 * imports nothing (no TypeBox), so a page that checks a form does not download the schemas.
 */

/** A typed text: at most `maxLength` characters (at least `minLength`); `required`: not blank. */
export interface TextLimit {
  readonly maxLength: number;
  readonly minLength?: number;
  readonly required: boolean;
  /**
   * The characters it may hold: a regular expression (with the `v` flag, as an input's `pattern`
   * attribute reads it) and the same in words, for the message.
   */
  readonly allowed?: { readonly pattern: string; readonly words: string };
}

/** A typed number from `minimum` to `maximum` (no upper bound when absent). */
export interface NumberLimit {
  readonly minimum: number;
  readonly maximum?: number;
  readonly integer: boolean;
}

const text = (maxLength: number): TextLimit => ({ maxLength, required: false });
const name = (maxLength: number): TextLimit => ({ maxLength, required: true });
const whole = (minimum: number, maximum?: number): NumberLimit => ({
  minimum,
  maximum,
  integer: true,
});
const number = (minimum: number, maximum?: number): NumberLimit => ({
  minimum,
  maximum,
  integer: false,
});

/** The longest description of anything that has one. */
const DESCRIPTION = text(5000);
/** The longest markdown body of a faction's lore, a scenario or a page. */
const MARKDOWN = text(200_000);

/**
 * A username as registered: 2 to 32 letters, digits, `_`, `.` or `-`. The `-` is escaped so that
 * the pattern also reads in an input's `pattern` attribute (a `v`-flag regular expression).
 */
export const USERNAME_PATTERN = '^[A-Za-z0-9_.\\-]{2,32}$';

/**
 * A page tag: letters, digits, spaces, `_` and `-`, not only spaces. The leading spaces and the
 * first other character cannot overlap, so matching never backtracks.
 */
/** An ability value's key: a name the formula language reads as a variable. */
const VALUE_KEY_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';

export const TAG_PATTERN = '^ *[A-Za-z0-9_\\-][A-Za-z0-9 _\\-]*$';

/** A unit keyword: letters, digits, spaces and -, starting with a letter or digit. */
export const KEYWORD_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 \\-]*$';

/** Every typed field's limits, by entity. */
export const LIMITS = {
  faction: { title: name(120), description: DESCRIPTION, lore: MARKDOWN },
  /** A faction's tactic ('ante'). */
  tactic: { name: text(200), knack: number(0, 100), description: DESCRIPTION },
  /** A faction's environment effect. */
  effect: { name: text(200), description: DESCRIPTION, antePenalty: number(-100, 100) },
  unit: {
    unitName: name(120),
    description: DESCRIPTION,
    health: whole(1, 1000),
    protectionValue: whole(0, 100),
    movement: whole(0, 100),
    size: whole(1, 5),
    /** The knack a unit uses a weapon at. */
    knack: whole(2, 20),
    /**
     * One of a unit's keywords ('Leader', 'Elite', 'Artillery'), chosen by its author and named
     * by roster rules: letters, digits, spaces and -, not only spaces.
     */
    keyword: {
      maxLength: 40,
      minLength: 1,
      required: true,
      allowed: { pattern: KEYWORD_PATTERN, words: 'letters, digits, spaces and -' },
    } satisfies TextLimit,
  },
  /** A roster rule's numbers: copies, points, a share of the points, formations. */
  rosterRule: {
    count: whole(0, 999),
    points: whole(1, 1_000_000),
    percent: whole(1, 100),
  },
  /** A unit's custom ability (a saved one is named; an old roster file's may not be). */
  unitAbility: { name: name(200), description: DESCRIPTION, pointCost: number(-1000, 10_000) },
  /** A unit's ability from a template, and the values it overrides. */
  structuredAbility: {
    customName: text(200),
    valueKey: {
      maxLength: 64,
      minLength: 1,
      required: true,
      allowed: { pattern: VALUE_KEY_PATTERN, words: 'letters, digits and _, not first a digit' },
    } satisfies TextLimit,
  },
  weapon: {
    name: name(120),
    description: DESCRIPTION,
    attacks: whole(0, 100),
    damage: whole(0, 100),
  },
  abilityTemplate: { name: name(200), description: DESCRIPTION, formula: name(5000) },
  pointFormula: { name: name(200), formula: name(20_000) },
  scenario: { title: name(120), markdown: MARKDOWN },
  page: {
    title: name(120),
    markdown: MARKDOWN,
    /** One of a page's tags (moderators set them; a lore item tagged 'story' comes first). */
    tag: {
      maxLength: 40,
      minLength: 1,
      required: true,
      allowed: { pattern: TAG_PATTERN, words: 'letters, digits, spaces, _ and -' },
    } satisfies TextLimit,
  },
  ruleset: { markdown: text(1_000_000) },
  /** A moderator's reason for disapproving or banishing an item (optional). */
  moderation: { reason: text(1000) },
  /** A roster: its name, and a point limit where 0 means none. */
  roster: { name: name(200), pointLimit: number(0), formationName: name(80) },
  /** A game played with a roster: the opponent's faction, their points lost, a note. */
  game: { opponent: text(200), opponentLost: number(0, 1_000_000), note: text(2000) },
  user: {
    /** A username as typed at login or named as an editor (the server trims it). */
    username: { maxLength: 64, minLength: 1, required: false } satisfies TextLimit,
    display: text(64),
    email: text(254),
    /** A password as typed at login (any characters, spaces too). */
    password: { maxLength: 200, minLength: 1, required: false } satisfies TextLimit,
    /** A new account's password. */
    newPassword: { maxLength: 200, minLength: 8, required: false } satisfies TextLimit,
    /** Whose password to reset: a username or a recovery email, as typed. */
    resetWho: { maxLength: 254, minLength: 1, required: true } satisfies TextLimit,
    /** Whom an invitation is for, as its maker notes it. */
    invitationNote: text(200),
  },
} as const;

/**
 * What is wrong with a typed text, in words that start with the field's label, or undefined
 * when the limit allows it.
 */
export function textProblem(value: string, limit: TextLimit, label: string): string | undefined {
  if (limit.required && value.trim() === '') return `${label} is required`;
  if (value.length > limit.maxLength)
    return `${label} must be at most ${limit.maxLength} characters`;
  if (limit.minLength !== undefined && value.length < limit.minLength)
    return `${label} must be at least ${limit.minLength} characters`;
  if (limit.allowed && !new RegExp(limit.allowed.pattern, 'u').test(value))
    return `${label} may hold only ${limit.allowed.words}`;
  return undefined;
}

/**
 * What is wrong with a number typed as text (forms keep numbers as text while typing), or
 * undefined when the limit allows it. A blank text is refused.
 */
export function numberProblem(
  value: string,
  limit: NumberLimit,
  label: string,
): string | undefined {
  if (value.trim() === '') return `${label} is required`;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) return `${label} must be a number`;
  if (limit.integer && !Number.isInteger(parsed)) return `${label} must be a whole number`;
  const { minimum, maximum } = limit;
  if (parsed < minimum || (maximum !== undefined && parsed > maximum)) {
    return maximum === undefined
      ? `${label} must be at least ${minimum}`
      : `${label} must be from ${minimum} to ${maximum}`;
  }
  return undefined;
}
