/** A community faction, its list card and what a save sends. */
import { Type, type Static } from 'typebox';
import {
  Acl,
  AclPayload,
  AnyText,
  ImageUrl,
  LimitedNumber,
  LimitedText,
  Version,
  WebLink,
  optional,
  pick,
  SLUGGED_CARD_KEYS,
} from './fields.js';
import { LIMITS } from './limits.js';
import { RosterRules } from './roster-rule.js';

/** A tactic of a faction (the list is called `anteList`; screens say 'Tactics'). */
export const Ante = Type.Object({
  name: LimitedText(LIMITS.tactic.name),
  /** The knack needed to use the tactic (2 to 7 in practice). */
  knack: LimitedNumber(LIMITS.tactic.knack),
  description: LimitedText(LIMITS.tactic.description),
});
/** A tactic of a faction (the list is called `anteList`; screens say 'Tactics'). */
export type Ante = Static<typeof Ante>;

/** An environment effect of a faction. */
export const EnvironmentEffect = Type.Object({
  name: LimitedText(LIMITS.effect.name),
  /** What happens each round ('Round Effect' on screen). */
  description: LimitedText(LIMITS.effect.description),
  /** Shown as 'Tactic Penalty'. */
  antePenalty: LimitedNumber(LIMITS.effect.antePenalty),
});
/** An environment effect of a faction. */
export type EnvironmentEffect = Static<typeof EnvironmentEffect>;

/**
 * The number of an approved version of a faction: 1 for its first approval, then +1
 * for each.
 */
export const FactionVersionNumber = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** A community faction. Its units and weapons are loaded separately (by faction id). */
export const Faction = Type.Object({
  _id: AnyText(),
  version: Version,
  /** Unique, stable, URL-safe name: `/factions/{slug}`. */
  slug: AnyText(),
  title: LimitedText(LIMITS.faction.title),
  description: LimitedText(LIMITS.faction.description),
  /** Markdown. */
  lore: LimitedText(LIMITS.faction.lore),
  /** False means draft: visible only by direct link. */
  public: Type.Boolean(),
  /** Set by a moderator; public lists show only `public && reviewed`. */
  reviewed: Type.Boolean(),
  /**
   * Why a moderator last disapproved or banished it ('' when none, and after an approval). The
   * API answers it only to the author, listed editors and moderators ('' for anyone else); it
   * is always sent, optional here only so that older fixtures stay valid.
   */
  reviewNote: Type.Optional(LimitedText(LIMITS.moderation.reason)),
  /** Number of users who like the faction. */
  likes: Type.Integer({ minimum: 0 }),
  /** Splash / card image URL, '' for none. */
  thumbnailURL: ImageUrl,
  /** External links, as plain URLs. */
  links: Type.Array(WebLink, { maxItems: 50 }),
  acl: Acl,
  /** Tactics. */
  anteList: Type.Array(Ante, { maxItems: 200 }),
  environmentList: Type.Array(EnvironmentEffect, { maxItems: 200 }),
  /**
   * What a legal roster of the faction holds ('Roster Rules' on screen); an approved version
   * keeps the rules it had. Always answered; optional so that older fixtures stay valid.
   */
  rosterRules: Type.Optional(RosterRules),
  /** When the faction was created (ISO 8601), when the server knows it. */
  createdAt: Type.Optional(AnyText()),
  /** When the faction was last saved (ISO 8601), when the server knows it. */
  updatedAt: Type.Optional(AnyText()),
  /**
   * Which approved version of the faction this answer is: its number, or null when
   * it is the working copy, what the faction's author, listed editors and moderators see and
   * edit. Everyone else sees the latest approved version, listed or not, or nothing (a 404).
   * Always answered; optional so that older fixtures stay valid.
   */
  factionVersion: Type.Optional(Type.Union([FactionVersionNumber, Type.Null()])),
  /** The latest approved version, the one the public sees; null when there is none. */
  latestVersion: Type.Optional(Type.Union([FactionVersionNumber, Type.Null()])),
});
/** A community faction. */
export type Faction = Static<typeof Faction>;

/** What faction lists answer: the card fields only (no lore). */
export const FactionCard = Type.Object(
  pick(Faction.properties, [...SLUGGED_CARD_KEYS, 'likes', 'thumbnailURL', 'acl']),
);
/** What faction lists answer: the card fields only (no lore). */
export type FactionCard = Static<typeof FactionCard>;

/**
 * POST /api/factions/ (create) or /api/factions/{id} (save): the editable fields, plus the
 * read-only ones a client echoes back from a faction it loaded (ignored: the server sets the
 * slug, likes, reviewed flag and author). Anything else is refused.
 */
export const FactionPayload = Type.Object(
  {
    ...optional(Faction.properties),
    title: Faction.properties.title,
    acl: Type.Optional(AclPayload),
    anteList: Type.Optional(
      Type.Array(Type.Object(Ante.properties, { additionalProperties: false }), { maxItems: 200 }),
    ),
    environmentList: Type.Optional(
      Type.Array(Type.Object(EnvironmentEffect.properties, { additionalProperties: false }), {
        maxItems: 200,
      }),
    ),
    /** Units are saved one by one; a client that echoes the list sends it empty. */
    units: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 0 })),
  },
  { additionalProperties: false },
);
/** POST /api/factions/ or /api/factions/{id}. */
export type FactionPayload = Static<typeof FactionPayload>;

/** The answer of a like or an unlike: the faction's count and the user's liked faction ids. */
export const LikeAnswer = Type.Object({
  _id: Type.String(),
  likes: Type.Number(),
  userLikes: Type.Array(Type.String()),
});
/** The answer of a like or an unlike. */
export type LikeAnswer = Static<typeof LikeAnswer>;
