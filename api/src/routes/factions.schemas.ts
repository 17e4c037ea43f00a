import { Type, type Static } from 'typebox';
import { Acl, ImageUrl } from './common.schemas.js';

const Text = (maxLength: number) => Type.String({ maxLength });

export const Ante = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    knack: Type.Number({ minimum: 0, maximum: 100 }),
    description: Text(5000),
  },
  { additionalProperties: false },
);
export const Environment = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    description: Text(5000),
    antePenalty: Type.Number({ minimum: -100, maximum: 100 }),
  },
  { additionalProperties: false },
);

/** A faction as every non-list answer shows it. */
export const Faction = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  lore: Type.String(),
  public: Type.Boolean(),
  reviewed: Type.Boolean(),
  likes: Type.Number(),
  thumbnailURL: Type.String(),
  links: Type.Array(Type.String()),
  acl: Acl,
  anteList: Type.Array(Ante),
  environmentList: Type.Array(Environment),
  createdAt: Type.Optional(Type.String()),
  updatedAt: Type.Optional(Type.String()),
});
export type Faction = Static<typeof Faction>;

/** A faction in a list: card fields only. */
export const FactionCard = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  public: Type.Boolean(),
  reviewed: Type.Boolean(),
  likes: Type.Number(),
  thumbnailURL: Type.String(),
  acl: Acl,
});
export type FactionCard = Static<typeof FactionCard>;

/**
 * What a save sends: the editable fields, plus the read-only ones a client echoes back from a
 * faction it loaded (ignored). Anything else is refused.
 */
export const FactionInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    description: Type.Optional(Text(5000)),
    lore: Type.Optional(Text(200_000)),
    public: Type.Optional(Type.Boolean()),
    thumbnailURL: Type.Optional(ImageUrl),
    links: Type.Optional(
      Type.Array(Type.String({ maxLength: 2000, pattern: '^https?://\\S+$' }), { maxItems: 50 }),
    ),
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
    anteList: Type.Optional(Type.Array(Ante, { maxItems: 200 })),
    environmentList: Type.Optional(Type.Array(Environment, { maxItems: 200 })),
    _id: Type.Optional(Type.String()),
    slug: Type.Optional(Type.String()),
    reviewed: Type.Optional(Type.Boolean()),
    likes: Type.Optional(Type.Number()),
    createdAt: Type.Optional(Type.String()),
    updatedAt: Type.Optional(Type.String()),
    units: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 0 })),
  },
  { additionalProperties: false },
);
export type FactionInput = Static<typeof FactionInput>;

export const LikeAnswer = Type.Object({
  _id: Type.String(),
  likes: Type.Number(),
  userLikes: Type.Array(Type.String()),
});
