/** A community page, its list card and what a save sends. */
import { Type, type Static, type TLiteral } from 'typebox';
import {
  Acl,
  AclPayload,
  AnyText,
  ImageUrl,
  LimitedText,
  RenderedHtml,
  Version,
  optional,
  pick,
} from './fields.js';
import { LIMITS, TAG_PATTERN } from './limits.js';
import { PAGE_TYPES } from '../words/game-words.js';

/** One literal schema for each entry's `type`, as a tuple (`map` keeps order and length). */
type Literals<T extends readonly { readonly type: string }[]> = {
  -readonly [K in keyof T]: T[K] extends { readonly type: infer V extends string }
    ? TLiteral<V>
    : never;
};
const literals = <T extends readonly { readonly type: string }[]>(entries: T) =>
  entries.map(({ type }) => Type.Literal(type)) as Literals<T>;

/** Page categories: batrep (Battle Report), scenario, terrain, lore, random. */
export const PageType = Type.Union(literals(PAGE_TYPES));
/** Page categories: batrep (Battle Report), scenario, terrain, lore, random. */
export type PageType = Static<typeof PageType>;

/** A page tag: 1 to 40 letters, digits, spaces, '_' and '-', not only spaces. */
export const PageTag = Type.String({
  minLength: LIMITS.page.tag.minLength,
  maxLength: LIMITS.page.tag.maxLength,
  pattern: TAG_PATTERN,
});

/** What a page holds (what its answer holds besides the HTML the server renders). */
const PageFields = {
  _id: AnyText(),
  version: Version,
  title: LimitedText(LIMITS.page.title),
  type: PageType,
  /** Markdown. */
  markdown: LimitedText(LIMITS.page.markdown),
  thumbnailURL: ImageUrl,
  /** Only moderators change tags; a lore item tagged 'story' comes first. */
  tags: Type.Array(PageTag, { maxItems: 20, uniqueItems: true }),
  reviewed: Type.Boolean(),
  /**
   * Why a moderator last disapproved or banished it ('' when none, and after an approval). The
   * API answers it only to the author, listed editors and moderators ('' for anyone else); it
   * is always sent, optional here only so that older fixtures stay valid.
   */
  reviewNote: Type.Optional(LimitedText(LIMITS.moderation.reason)),
  acl: Acl,
};

/** A community page (terrain, lore, battle report...), as the API answers one (lists: cards). */
export const Page = Type.Object({
  ...PageFields,
  /** The markdown rendered to HTML by the server: the page and the lore tabs show it. */
  html: RenderedHtml,
});
/** A community page (terrain, lore, battle report...). */
export type Page = Static<typeof Page>;

/** What page lists answer: the card fields only. */
export const PageCard = Type.Object(
  pick(Page.properties, [
    '_id',
    'title',
    'type',
    'thumbnailURL',
    'tags',
    'reviewed',
    'reviewNote',
    'acl',
  ]),
);
/** What page lists answer: the card fields only. */
export type PageCard = Static<typeof PageCard>;

/**
 * POST /api/pages/ or /api/pages/{id}: every field of the page's read, so a read can be sent back
 * unchanged; only moderators change the tags, or the type of another's page; the server sets
 * `_id`, the reviewed flag, the review note, the author and the HTML (sent ones are ignored).
 * Anything else is refused.
 */
export const PagePayload = Type.Object(
  {
    ...optional(Page.properties),
    title: Page.properties.title,
    type: PageType,
    acl: Type.Optional(AclPayload),
  },
  { additionalProperties: false },
);
/** POST /api/pages/ or /api/pages/{id}. */
export type PagePayload = Static<typeof PagePayload>;
