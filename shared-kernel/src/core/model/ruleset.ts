/** The ruleset and what a save sends. */
import { Type, type Static } from 'typebox';
import { AnyText, LimitedText, RenderedHtml, Uuid, Version, optional } from './fields.js';
import { LIMITS } from './limits.js';
import { RosterRules } from './roster-rule.js';

/**
 * The ruleset: one markdown text (and its HTML, rendered by the server) and the id of the official
 * formula in force.
 */
export const Ruleset = Type.Object({
  version: Version,
  markdown: LimitedText(LIMITS.ruleset.markdown),
  /** The `_id` of the active point formula, null when none is chosen. */
  activePointFormula: Type.Union([AnyText(), Type.Null()]),
  /** The markdown rendered to HTML by the server. */
  html: RenderedHtml,
  /**
   * Roster rules every faction's rosters follow besides their own (a site-wide cap on copies of
   * any unit). Always answered; optional so that older fixtures stay valid.
   */
  rosterRules: Type.Optional(RosterRules),
});
/** The ruleset: one markdown text and the id of the official formula in force. */
export type Ruleset = Static<typeof Ruleset>;

/**
 * POST /api/ruleset/ (administrator only): every field of the ruleset's read, so a read can be
 * sent back unchanged (its HTML is ignored: the server renders it); '' or null clears the active
 * formula. Anything else is refused.
 */
export const RulesetPayload = Type.Object(
  {
    ...optional(Ruleset.properties),
    markdown: Ruleset.properties.markdown,
    activePointFormula: Type.Optional(
      Type.Union([Uuid, Type.Null(), Type.Literal('')], {
        description: "The _id of an existing point formula (else 400); null or '' for none",
      }),
    ),
  },
  { additionalProperties: false },
);
/** POST /api/ruleset/ (administrator only). */
export type RulesetPayload = Static<typeof RulesetPayload>;
