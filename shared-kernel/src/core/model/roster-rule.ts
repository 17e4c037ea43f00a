/**
 * Roster rules: what a legal roster of a faction must hold, declared by the faction's authors as
 * data (and by the administrator for every faction, in the ruleset). Each rule is built from
 * choices, never from an expression: a kind, what it counts, and its numbers. The engine that
 * applies them is in /core/points (legality/), the same on the page and on the server.
 */
import { Type, type Static } from 'typebox';
import { AnyText, LimitedNumber, LimitedText } from './fields.js';
import { LIMITS } from './limits.js';

/** A unit keyword ('Leader', 'Elite'): a unit's training type's name counts as one too. */
export const Keyword = LimitedText(LIMITS.unit.keyword);

/** A unit's keywords: distinct, at most 20. */
export const Keywords = Type.Array(Keyword, { maxItems: 20, uniqueItems: true, default: [] });

const closed = { additionalProperties: false } as const;

/**
 * What a rule counts: the copies of one unit of the faction (by its `_id`), of every unit with a
 * keyword, or of each unit on its own (`each`: 'at most 3 copies of any unit').
 */
export const RuleSubject = Type.Union([
  Type.Object({ unit: AnyText() }, closed),
  Type.Object({ keyword: Keyword }, closed),
  Type.Object({ each: Type.Literal(true) }, closed),
]);
/** What a rule counts. */
export type RuleSubject = Static<typeof RuleSubject>;

/** What a unit requires: a unit of the faction, or any unit with a keyword. */
export const RequiredSubject = Type.Union([
  Type.Object({ unit: AnyText() }, closed),
  Type.Object({ keyword: Keyword }, closed),
]);
/** What a unit requires. */
export type RequiredSubject = Static<typeof RequiredSubject>;

const count = LimitedNumber(LIMITS.rosterRule.count);
const positive = LimitedNumber({ ...LIMITS.rosterRule.count, minimum: 1 });

/** The kinds of rule, each with its own numbers. */
export const RosterRule = Type.Union([
  /** Take at least `count` copies of the subject. */
  Type.Object({ kind: Type.Literal('min'), subject: RuleSubject, count: positive }, closed),
  /** Take at most `count` copies of the subject. */
  Type.Object({ kind: Type.Literal('max'), subject: RuleSubject, count }, closed),
  /** At most `count` copies per full `points` of the point limit ('0-1 per 1000 points'). */
  Type.Object(
    {
      kind: Type.Literal('perPoints'),
      subject: RuleSubject,
      count: positive,
      points: LimitedNumber(LIMITS.rosterRule.points),
    },
    closed,
  ),
  /** Spend at most `percent` % of the point limit on the subject. */
  Type.Object(
    {
      kind: Type.Literal('percent'),
      subject: RuleSubject,
      percent: LimitedNumber(LIMITS.rosterRule.percent),
    },
    closed,
  ),
  /** Field at least `count` formations. */
  Type.Object({ kind: Type.Literal('minFormations'), count: positive }, closed),
  /** At most `count` units in any one formation. */
  Type.Object({ kind: Type.Literal('formationSize'), count: positive }, closed),
  /** A roster with the subject must also hold what it needs. */
  Type.Object(
    { kind: Type.Literal('requires'), subject: RequiredSubject, needs: RequiredSubject },
    closed,
  ),
]);
/** A roster rule. */
export type RosterRule = Static<typeof RosterRule>;
/** The kind of a roster rule. */
export type RosterRuleKind = RosterRule['kind'];

/**
 * A faction's (or the ruleset's) roster rules: at most 50. No default: a save that leaves them
 * out keeps the stored ones, as it does a faction's tactics.
 */
export const RosterRules = Type.Array(RosterRule, { maxItems: 50 });
