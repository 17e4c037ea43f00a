import { Type, type Static } from 'typebox';
import { Acl, ImageUrl } from './common.schemas.js';

export const Scenario = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  markdown: Type.String(),
  public: Type.Boolean(),
  reviewed: Type.Boolean(),
  thumbnailURL: Type.String(),
  author: Type.String(),
});
export type Scenario = Static<typeof Scenario>;

export const ScenarioCard = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  public: Type.Boolean(),
  reviewed: Type.Boolean(),
  thumbnailURL: Type.String(),
  author: Type.String(),
});
export type ScenarioCard = Static<typeof ScenarioCard>;

export const ScenarioInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    markdown: Type.Optional(Type.String({ maxLength: 200_000 })),
    public: Type.Optional(Type.Boolean()),
    thumbnailURL: Type.Optional(ImageUrl),
    _id: Type.Optional(Type.String()),
    slug: Type.Optional(Type.String()),
    reviewed: Type.Optional(Type.Boolean()),
    author: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type ScenarioInput = Static<typeof ScenarioInput>;

export const PageType = Type.Union([
  Type.Literal('batrep'),
  Type.Literal('scenario'),
  Type.Literal('terrain'),
  Type.Literal('lore'),
  Type.Literal('random'),
]);

export const Page = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  type: PageType,
  markdown: Type.String(),
  thumbnailURL: Type.String(),
  tags: Type.Array(Type.String()),
  reviewed: Type.Boolean(),
  acl: Acl,
});
export type Page = Static<typeof Page>;

export const PageCard = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  type: PageType,
  thumbnailURL: Type.String(),
  tags: Type.Array(Type.String()),
  reviewed: Type.Boolean(),
  acl: Acl,
});
export type PageCard = Static<typeof PageCard>;

const Tag = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9 _-]+$' });

export const PageInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    type: PageType,
    markdown: Type.Optional(Type.String({ maxLength: 200_000 })),
    tags: Type.Optional(Type.Array(Tag, { maxItems: 20, uniqueItems: true })),
    thumbnailURL: Type.Optional(ImageUrl),
    acl: Type.Optional(
      Type.Object(
        {
          author: Type.Optional(Type.String({ maxLength: 64 })),
          editors: Type.Optional(
            Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    _id: Type.Optional(Type.String()),
    reviewed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PageInput = Static<typeof PageInput>;

export const PageListParams = Type.Object({ type: PageType });
export const PageListQuery = Type.Object({ tag: Type.Optional(Type.String({ maxLength: 40 })) });
