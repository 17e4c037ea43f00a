/**
 * The rule builder's model: what each kind of roster rule asks for, a new rule of a kind made from
 * the one it replaces, and what is wrong with a rule as typed. No React and nothing from the
 * points engine, so an editor can check its rules before saving without downloading the builder.
 */
import {
  LIMITS,
  numberProblem,
  textProblem,
  type NumberLimit,
  type RequiredSubject,
  type RosterRule,
  type RosterRuleKind,
  type RuleSubject,
} from '@muster/shared-kernel/core';

/** The most roster rules a faction or the ruleset holds (the schema's `maxItems`). */
export const MAX_ROSTER_RULES = 50;

/** The kinds of rule in the order the kind select offers them, with their words. */
export const RULE_KINDS: ReadonlyArray<{ kind: RosterRuleKind; label: string }> = [
  { kind: 'min', label: 'Take at least' },
  { kind: 'max', label: 'Take at most' },
  { kind: 'perPoints', label: 'At most N per P points' },
  { kind: 'percent', label: 'At most X % of the points' },
  { kind: 'minFormations', label: 'At least N formations' },
  { kind: 'formationSize', label: 'At most N units per formation' },
  { kind: 'requires', label: 'Requires' },
];

/** The numbers a rule holds, each with its field's label and limit. */
export type RuleNumberKey = 'count' | 'points' | 'percent';

/** One of a kind's number fields: the number it holds, its label and its limit. */
export interface RuleNumberField {
  key: RuleNumberKey;
  label: string;
  limit: NumberLimit;
}

const COUNT = LIMITS.rosterRule.count;
const POSITIVE: NumberLimit = { ...COUNT, minimum: 1 };

/** Each kind's number fields, in the order they are shown. */
export const RULE_NUMBERS: Readonly<Record<RosterRuleKind, readonly RuleNumberField[]>> = {
  min: [{ key: 'count', label: 'Copies', limit: POSITIVE }],
  max: [{ key: 'count', label: 'Copies', limit: COUNT }],
  perPoints: [
    { key: 'count', label: 'Copies', limit: POSITIVE },
    { key: 'points', label: 'Per points', limit: LIMITS.rosterRule.points },
  ],
  percent: [{ key: 'percent', label: 'Percent', limit: LIMITS.rosterRule.percent }],
  minFormations: [{ key: 'count', label: 'Formations', limit: POSITIVE }],
  formationSize: [{ key: 'count', label: 'Units', limit: POSITIVE }],
  requires: [],
};

/** Whether a kind counts a subject that may be 'each unit on its own'. */
export const takesEach = (kind: RosterRuleKind): boolean =>
  kind === 'min' || kind === 'max' || kind === 'perPoints' || kind === 'percent';

/** Whether a kind counts a subject at all (the formation rules do not). */
export const hasSubject = (kind: RosterRuleKind): boolean =>
  kind !== 'minFormations' && kind !== 'formationSize';

const LEADER: RequiredSubject = { keyword: 'Leader' };

/** A rule a new row starts with: 'Take at least 1 Leader', which any faction can use. */
export const NEW_RULE: RosterRule = { kind: 'min', subject: LEADER, count: 1 };

/** The numbers a rule of another kind starts with when a rule has none to give. */
const DEFAULTS = { count: 1, points: 1000, percent: 25, formations: 2, formationSize: 6 };

/** A number of a rule, if its kind has that one. */
export function ruleNumber(rule: RosterRule, key: RuleNumberKey): number | undefined {
  const fields: Readonly<Record<string, unknown>> = rule;
  const value = fields[key];
  return typeof value === 'number' ? value : undefined;
}

/** What counts for a subject that may not be 'each': a keyword instead. */
const required = (subject: RuleSubject): RequiredSubject =>
  'each' in subject ? { keyword: '' } : subject;

/**
 * The rule of `kind` that takes the place of `rule`: the subject and copies carry over where the
 * new kind has them (a count of 0 becomes 1 where a kind needs at least one), the rest starts
 * from the usual numbers (per 1000 points, 25 %, 2 formations, 6 units).
 */
export function changeKind(rule: RosterRule, kind: RosterRuleKind): RosterRule {
  if (rule.kind === kind) return rule;
  const subject: RuleSubject = 'subject' in rule ? rule.subject : LEADER;
  const copies = ruleNumber(rule, 'count');
  const atLeastOne = copies === undefined || !(copies >= 1) ? DEFAULTS.count : copies;
  const sameCount = rule.kind !== 'minFormations' && rule.kind !== 'formationSize';
  switch (kind) {
    case 'min':
      return { kind, subject, count: sameCount ? atLeastOne : DEFAULTS.count };
    case 'max':
      return { kind, subject, count: sameCount && copies !== undefined ? copies : DEFAULTS.count };
    case 'perPoints':
      return {
        kind,
        subject,
        count: sameCount ? atLeastOne : DEFAULTS.count,
        points: DEFAULTS.points,
      };
    case 'percent':
      return { kind, subject, percent: DEFAULTS.percent };
    case 'minFormations':
      return { kind, count: DEFAULTS.formations };
    case 'formationSize':
      return { kind, count: DEFAULTS.formationSize };
    case 'requires':
      return { kind, subject: required(subject), needs: LEADER };
  }
}

/** A rule with one of its numbers set (a number the kind does not hold is left alone). */
export function withNumber(rule: RosterRule, key: RuleNumberKey, value: number): RosterRule {
  return key in rule ? { ...rule, [key]: value } : rule;
}

/** What is wrong with each field of a rule, by field: its numbers, `keyword`, `needsKeyword`. */
export type RuleFieldProblems = Partial<Record<RuleNumberKey | 'keyword' | 'needsKeyword', string>>;

/** A number as typed: blank (NaN) is read as nothing typed. */
const typed = (value: number) => (Number.isNaN(value) ? '' : String(value));

const keywordProblem = (subject: RuleSubject, label: string) =>
  'keyword' in subject ? textProblem(subject.keyword, LIMITS.unit.keyword, label) : undefined;

/**
 * The problems of a rule's fields as typed (a number left blank is NaN): each number within its
 * limit, each keyword named with the characters a keyword may hold.
 */
export function ruleFieldProblems(rule: RosterRule): RuleFieldProblems {
  const problems: RuleFieldProblems = {};
  for (const { key, label, limit } of RULE_NUMBERS[rule.kind]) {
    const problem = numberProblem(typed(ruleNumber(rule, key) ?? NaN), limit, label);
    if (problem) problems[key] = problem;
  }
  if ('subject' in rule) {
    const keyword = keywordProblem(rule.subject, 'Keyword');
    if (keyword) problems.keyword = keyword;
  }
  if (rule.kind === 'requires') {
    const needs = keywordProblem(rule.needs, 'Needed keyword');
    if (needs) problems.needsKeyword = needs;
  }
  return problems;
}

/**
 * The first problem of a list of rules ('Rule 2: Keyword is required'), or undefined when every
 * rule can be saved: an editor's form rule, so Save stops where the server would refuse.
 */
export function rosterRulesProblem(rules: readonly RosterRule[]): string | undefined {
  if (rules.length > MAX_ROSTER_RULES) return `At most ${MAX_ROSTER_RULES} roster rules`;
  for (const [index, rule] of rules.entries()) {
    const first = Object.values(ruleFieldProblems(rule))[0];
    if (first) return `Rule ${index + 1}: ${first}`;
  }
  return undefined;
}
