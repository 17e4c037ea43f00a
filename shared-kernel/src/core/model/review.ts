/**
 * What a moderator means by a review call: every screen names the result it wants, so a stale
 * queue or two moderators clicking together cannot undo what the first one did.
 */
import { Type, type Static } from 'typebox';
import { ModerationPayload } from './moderation.js';

/** The result a review call asks for: the item approved, or not approved. */
export const ReviewIntent = Type.Union([Type.Literal('approve'), Type.Literal('disapprove')]);
/** The result a review call asks for. */
export type ReviewIntent = Static<typeof ReviewIntent>;

/**
 * The optional body of POST /api/factions/toggleapproval/{id}, /api/scenarios/toggleapproval/{id}
 * and /api/pages/togglereviewed/{id}: a disapproval's reason ({@link ModerationPayload}) and
 * `action`, the result wanted. With an action, a call whose result already holds changes nothing
 * (`alreadyDone` in the answer); without one, the call toggles, as the first clients expect.
 */
export const ReviewPayload = Type.Object(
  { ...ModerationPayload.properties, action: Type.Optional(ReviewIntent) },
  { additionalProperties: false },
);
/** The optional body of a review call. */
export type ReviewPayload = Static<typeof ReviewPayload>;

/**
 * What every moderation call (review and banish) answers beside the item as it now is: whether
 * the result asked for already held, so nothing changed (no version, no log entry).
 */
export const ModerationOutcome = Type.Object({ alreadyDone: Type.Boolean() });
/** What every moderation call answers beside the item. */
export type ModerationOutcome = Static<typeof ModerationOutcome>;
