/** A community page (SPEC §3), its list card and what a save sends. */
import { Type, type Static } from 'typebox';
import { Acl, AclPayload, AnyText, ImageUrl, LimitedText, optional, pick } from './fields.js';
import { LIMITS } from './limits.js';

/** Page categories of SPEC §3: batrep (Battle Report), scenario, terrain, lore, random. */
export const PageType = Type.Union([
  Type.Literal('batrep'),
  Type.Literal('scenario'),
  Type.Literal('terrain'),
  Type.Literal('lore'),
  Type.Literal('random'),
]);
/** Page categories of SPEC §3: batrep (Battle Report), scenario, terrain, lore, random. */
export type PageType = Static<typeof PageType>;

/** Every page type with its label, in menu order. */
export const PAGE_TYPES: ReadonlyArray<{ readonly type: PageType; readonly label: string }> = [
  { type: 'batrep', label: 'Battle Report' },
  { type: 'scenario', label: 'Scenario' },
  { type: 'terrain', label: 'Terrain' },
  { type: 'lore', label: 'Lore' },
  { type: 'random', label: 'RandomStuff' },
];

/** A page tag: letters, digits, spaces, '_' and '-'. */
export const PageTag = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9 _-]+$' });

/** A community page (terrain, lore, battle report...). */
export const Page = Type.Object({
  _id: AnyText(),
  title: LimitedText(LIMITS.page.title),
  type: PageType,
  /** Markdown. */
  markdown: LimitedText(LIMITS.page.markdown),
  thumbnailURL: ImageUrl,
  /** Only moderators change tags; a lore item tagged 'story' comes first. */
  tags: Type.Array(PageTag, { maxItems: 20, uniqueItems: true }),
  reviewed: Type.Boolean(),
  acl: Acl,
});
/** A community page (terrain, lore, battle report...). */
export type Page = Static<typeof Page>;

/** What page lists answer: the card fields only. */
export const PageCard = Type.Object(
  pick(Page.properties, ['_id', 'title', 'type', 'thumbnailURL', 'tags', 'reviewed', 'acl']),
);
/** What page lists answer: the card fields only. */
export type PageCard = Static<typeof PageCard>;

/**
 * POST /api/pages/ or /api/pages/{id}; only moderators change the tags, or the type of another's
 * page; the server sets the reviewed flag and the author.
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
