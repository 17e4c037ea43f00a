/**
 * The field rules the entity schemas share. Every text refuses NUL (U+0000): PostgreSQL's text
 * and jsonb cannot store it, so it is refused where input is checked, never met as a 500.
 */
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { LIMITS, type NumberLimit, type TextLimit } from './limits.js';

/** Any text without NUL. */
export const NO_NUL = '^[^\\u0000]*$';

/**
 * A text with at least one visible character and no NUL. Written so that a regular expression
 * engine never backtracks over it more than once (the leading spaces and the first visible
 * character cannot overlap).
 */
export const NOT_BLANK = '^\\s*[^\\s\\u0000][^\\u0000]*$';

/** A text of at most `maxLength` characters, without NUL. */
export const Text = (maxLength: number, options: { default?: string } = {}) =>
  Type.String({ maxLength, pattern: NO_NUL, ...options });

/**
 * Any text without NUL, of any length: the ids, slugs and dates the server sets and a client may
 * echo back.
 */
export const AnyText = (options: { default?: string } = {}) =>
  Type.String({ pattern: NO_NUL, ...options });

/**
 * A typed text within its limit (the editors check the same limit before saving); a limit
 * that says which characters it allows gives its pattern.
 */
export const LimitedText = (
  limit: TextLimit,
  options: { default?: string; description?: string } = {},
) =>
  limit.required
    ? Type.String({
        minLength: Math.max(1, limit.minLength ?? 1),
        maxLength: limit.maxLength,
        pattern: limit.allowed?.pattern ?? NOT_BLANK,
        ...options,
      })
    : Type.String({
        ...(limit.minLength === undefined ? {} : { minLength: limit.minLength }),
        maxLength: limit.maxLength,
        pattern: NO_NUL,
        ...options,
      });

/** A typed number within its limit. */
export const LimitedNumber = (limit: NumberLimit, options: { default?: number } = {}) => {
  const bounds = {
    minimum: limit.minimum,
    ...(limit.maximum === undefined ? {} : { maximum: limit.maximum }),
    ...options,
  };
  return limit.integer ? Type.Integer(bounds) : Type.Number(bounds);
};

/**
 * An editable entity's version, so that two saves never silently overwrite each other: 1 when
 * created, +1 on every save, also sent as a strong `ETag`. A save that names another one (here or
 * in `If-Match`) answers 409 and stores nothing. Optional so that older clients and fixtures stay
 * valid. No upper bound: a version beyond any the server can store is not malformed but stale, and
 * answered as such.
 */
export const Version = Type.Optional(Type.Integer({ minimum: 1 }));

/**
 * A text's markdown rendered to HTML by the server with the site's one renderer and its policy
 * (raw HTML skipped; javascript:, vbscript: and data: links dropped): a read-only page shows it as
 * it is, without downloading the renderer. Answered only, never sent.
 */
export const RenderedHtml = Type.String({
  description:
    'The markdown rendered to HTML by the server (raw HTML skipped; javascript:, vbscript: and data: links dropped)',
});

/** A uuid: what the server gives every stored thing as its `_id`. */
export const Uuid = Type.String({ format: 'uuid' });

/** A username as typed at login or named as an editor (the server trims it). */
export const UsernameText = LimitedText(LIMITS.user.username);

/**
 * A thumbnail's address: '' for none, an image this site stores (`/api/image/{name}`, the
 * `file_url` an upload answers: one path segment, so never `..` nor another API path), or an
 * absolute `https:` URL with a host. Nothing else: not `http:` (mixed content), not `//host`
 * (another site, wearing a site path's look), not `javascript:` or `data:`, not other API paths
 * (every reader's browser would call them, as an image, on opening the page).
 */
export const ImageUrl = Type.String({
  maxLength: 2000,
  pattern:
    '^(|/api/image/[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*|https://[^\\s\\u0000/?#\\\\@]+([/?#][^\\s\\u0000]*)?)$',
  description:
    "'' for none, an uploaded image's file_url (/api/image/…), or an absolute https: URL",
});

/** An external link of a faction: http(s) only. */
export const WebLink = Type.String({ maxLength: 2000, pattern: '^https?://[^\\s\\u0000]+$' });

/** Who may edit a faction or a page: its author and a list of editors (usernames). */
export const Acl = Type.Object({
  /** Username of the author. */
  author: AnyText(),
  /** Usernames of the listed editors. */
  editors: Type.Array(AnyText()),
});
/** Who may edit a faction or a page: its author and a list of editors (usernames). */
export type Acl = Static<typeof Acl>;

/** The acl a save may send: the author is ignored (the server knows it), editors replace. */
export const AclPayload = Type.Object(
  {
    author: Type.Optional(Text(64)),
    editors: Type.Optional(Type.Array(UsernameText, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
/** The acl a save may send. */
export type AclPayload = Static<typeof AclPayload>;

/**
 * The same properties, each made optional: what a save may leave out. (TypeBox's `Type.Partial`
 * does the same through its type engine, which would weigh on every page that loads /core.)
 */
export function optional<P extends TProperties>(
  properties: P,
): { [K in keyof P]: ReturnType<typeof Type.Optional<P[K]>> } {
  const result: Record<string, TSchema> = {};
  for (const [key, schema] of Object.entries(properties)) result[key] = Type.Optional(schema);
  return result as { [K in keyof P]: ReturnType<typeof Type.Optional<P[K]>> };
}

/** Some of the properties, by name (as `Type.Pick`, without its type engine). */
export function pick<P extends TProperties, const K extends keyof P & string>(
  properties: P,
  keys: readonly K[],
): Pick<P, K> {
  const result: Partial<Pick<P, K>> = {};
  for (const key of keys) result[key] = properties[key];
  return result as Pick<P, K>;
}

/** The first fields of a reviewed, slugged item's card (factions, scenarios), in their order. */
export const SLUGGED_CARD_KEYS = [
  '_id',
  'slug',
  'title',
  'public',
  'reviewed',
  'reviewNote',
] as const;
