/** A scenario, its list card and what a save sends. */
import { Type, type Static } from 'typebox';
import { AnyText, ImageUrl, LimitedText, RenderedHtml, Version } from './fields.js';
import { optional, pick, SLUGGED_CARD_KEYS } from './fields.js';
import { LIMITS } from './limits.js';

/** What a scenario holds (what its answer holds besides the HTML the server renders). */
const ScenarioFields = {
  _id: AnyText(),
  version: Version,
  slug: AnyText(),
  title: LimitedText(LIMITS.scenario.title),
  /** Markdown. */
  markdown: LimitedText(LIMITS.scenario.markdown),
  public: Type.Boolean(),
  reviewed: Type.Boolean(),
  /**
   * Why a moderator last disapproved or banished it ('' when none, and after an approval). The
   * API answers it only to the author, listed editors and moderators ('' for anyone else); it
   * is always sent, optional here only so that older fixtures stay valid.
   */
  reviewNote: Type.Optional(LimitedText(LIMITS.moderation.reason)),
  thumbnailURL: ImageUrl,
  /** Username of the author. */
  author: AnyText(),
};

/** A scenario, as the API answers one (never in lists: {@link ScenarioCard}). */
export const Scenario = Type.Object({
  ...ScenarioFields,
  /** The markdown rendered to HTML by the server: the scenario page shows it. */
  html: RenderedHtml,
});
/** A scenario. */
export type Scenario = Static<typeof Scenario>;

/** What scenario lists answer: the card fields only. */
export const ScenarioCard = Type.Object(
  pick(Scenario.properties, [...SLUGGED_CARD_KEYS, 'thumbnailURL', 'author']),
);
/** What scenario lists answer: the card fields only. */
export type ScenarioCard = Static<typeof ScenarioCard>;

/**
 * POST /api/scenarios/ or /api/scenarios/{id}: every field of the scenario's read, so a read can
 * be sent back unchanged; the server sets `_id`, slug, reviewed, review note, author and HTML
 * (sent ones are ignored). Anything else is refused.
 */
export const ScenarioPayload = Type.Object(
  { ...optional(Scenario.properties), title: Scenario.properties.title },
  { additionalProperties: false },
);
/** POST /api/scenarios/ or /api/scenarios/{id}. */
export type ScenarioPayload = Static<typeof ScenarioPayload>;
