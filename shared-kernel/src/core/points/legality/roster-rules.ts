/**
 * The roster rules engine: what a roster breaks, each problem in the rule's own words with the
 * fix. The builder runs it on every change and the server runs it to verify a shared roster, so
 * both give the same verdict. It never refuses a roster: it only explains.
 */
import type {
  RequiredSubject,
  RosterEntry,
  RosterProblem,
  RosterRule,
  RuleSubject,
  Unit,
} from '../../model/index.js';
import { hasPointLimit, trainingName } from '@muster/shared-kernel/core';
import { formationGroups, type FormationRoster } from './formations.js';
import { pointLimitProblem } from './point-limit.js';

/** What the rules read besides the roster. */
export interface RuleContext {
  /** The points of each line of `unit_list` (count × the unit's cost), in order. */
  readonly linePoints: readonly number[];
  /**
   * The faction's unit names by `_id`: rules name units the roster may not hold, and a rule
   * about each unit ('at least 1 of each unit') reads the faction's whole list.
   */
  readonly unitNames: ReadonlyMap<string, string>;
}

/** A roster as the rules read it. */
export interface RuleRoster extends FormationRoster {
  readonly point_limit?: number | null;
}

const SUPPORT = 3;
const LEADER = 6;

/** A unit's keywords for the rules: its own, and its training type's name. */
export function unitKeywords(unit: Pick<Unit, 'keywords' | 'trainingType'>): string[] {
  return [...(unit.keywords ?? []), trainingName(unit.trainingType)];
}

const unitLabel = (id: string, names: ReadonlyMap<string, string>) =>
  names.get(id) ?? 'a unit no longer in the faction';

function subjectLabel(subject: RuleSubject | RequiredSubject, names: ReadonlyMap<string, string>) {
  if ('unit' in subject) return unitLabel(subject.unit, names);
  if ('keyword' in subject) return subject.keyword;
  return 'any one unit';
}

/** The rule as the player reads it: 'Take at least 1 Leader'. */
export function ruleSentence(rule: RosterRule, unitNames: ReadonlyMap<string, string>): string {
  const counted = (subject: RuleSubject) =>
    'each' in subject ? 'of any one unit' : subjectLabel(subject, unitNames);
  switch (rule.kind) {
    case 'min':
      return 'each' in rule.subject
        ? `Take at least ${rule.count} of each unit`
        : `Take at least ${rule.count} ${subjectLabel(rule.subject, unitNames)}`;
    case 'max':
      return `Take at most ${rule.count} ${counted(rule.subject)}`;
    case 'perPoints':
      return `Take at most ${rule.count} ${counted(rule.subject)} per ${rule.points} points`;
    case 'percent':
      return `Spend at most ${rule.percent}% of the points on ${subjectLabel(rule.subject, unitNames)}`;
    case 'minFormations':
      return `Field at least ${rule.count} ${rule.count === 1 ? 'formation' : 'formations'}`;
    case 'formationSize':
      return `Put at most ${rule.count} units in each formation`;
    case 'requires':
      return `Take at least 1 ${subjectLabel(rule.needs, unitNames)} to field ${subjectLabel(rule.subject, unitNames)}`;
  }
}

/** One line as the rules read it. */
interface Line {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly count: number;
  readonly points: number;
  readonly keywords: ReadonlySet<string>;
  readonly trainingType: number;
}

/** The lines of the roster, each unit's id, name, keywords and points. */
function readLines(unitList: readonly RosterEntry[], context: RuleContext): Line[] {
  return unitList.map((entry, index) => ({
    index,
    id: entry.obj._id || `line-${index}`,
    name: context.unitNames.get(entry.obj._id) ?? entry.obj.unitName,
    count: entry.count,
    points: context.linePoints[index] ?? 0,
    keywords: new Set(unitKeywords(entry.obj).map((keyword) => keyword.toLowerCase())),
    trainingType: entry.obj.trainingType,
  }));
}

/** Whether a line counts for a subject naming one unit or a keyword. */
const matches = (line: Line, subject: RequiredSubject) =>
  'unit' in subject ? line.id === subject.unit : line.keywords.has(subject.keyword.toLowerCase());

const sum = (lines: readonly Line[], of: (line: Line) => number) =>
  lines.reduce((total, line) => total + of(line), 0);

const copies = (line: Line) => line.count;
const points = (line: Line) => line.points;

/** A number as a problem shows it: whole, or with at most one decimal. */
const shown = (value: number) => String(Math.round(value * 10) / 10);

/** The lines of each unit, for a rule about each unit on its own. */
function byUnit(lines: readonly Line[]): Map<string, Line[]> {
  const units = new Map<string, Line[]>();
  for (const line of lines) units.set(line.id, [...(units.get(line.id) ?? []), line]);
  return units;
}

const unitsOf = (lines: readonly Line[]) => [...new Set(lines.map((line) => line.id))];

/** Each group a subject counts: one per unit for `each`, else the lines it matches. */
function subjectGroups(lines: readonly Line[], subject: RuleSubject): Line[][] {
  if ('each' in subject) return [...byUnit(lines).values()];
  return [lines.filter((line) => matches(line, subject))];
}

/** The points a share of the points or a count per points is measured against. */
const pointBase = (roster: RuleRoster, total: number) =>
  hasPointLimit(roster.point_limit) ? roster.point_limit : total;

function checkRule(
  rule: RosterRule,
  roster: RuleRoster,
  lines: readonly Line[],
  context: RuleContext,
  total: number,
): RosterProblem[] {
  const sentence = ruleSentence(rule, context.unitNames);
  const problem = (detail: string, concerned: readonly Line[], formation?: number) => ({
    message: `${sentence}: ${detail}`,
    units: unitsOf(concerned),
    ...(formation === undefined ? {} : { formation }),
  });
  // For a rule about each unit, a problem names the unit: 'you have 4 Warboss'.
  const named = (group: readonly Line[]) =>
    'subject' in rule && 'each' in rule.subject ? ` ${group[0]?.name ?? ''}` : '';
  const atMost = (subject: RuleSubject, limit: number, detail = '') =>
    subjectGroups(lines, subject).flatMap((group) => {
      const have = sum(group, copies);
      return have > limit ? [problem(`${detail}you have ${have}${named(group)}`, group)] : [];
    });
  switch (rule.kind) {
    case 'min': {
      const { subject } = rule;
      if (!('each' in subject)) {
        const group = lines.filter((line) => matches(line, subject));
        const have = sum(group, copies);
        return have < rule.count ? [problem(`you have ${have}`, group)] : [];
      }
      const held = byUnit(lines);
      return [...context.unitNames].flatMap(([id, name]) => {
        const group = held.get(id) ?? [];
        const have = sum(group, copies);
        return have < rule.count ? [problem(`you have ${have} ${name}`, group)] : [];
      });
    }
    case 'max':
      return atMost(rule.subject, rule.count);
    case 'perPoints': {
      const base = pointBase(roster, total);
      const allowed = rule.count * Math.floor(base / rule.points);
      return atMost(rule.subject, allowed, `${allowed} at ${shown(base)} points, `);
    }
    case 'percent': {
      const base = pointBase(roster, total);
      if (base <= 0) return [];
      const cap = (base * rule.percent) / 100;
      return subjectGroups(lines, rule.subject).flatMap((group) => {
        const spent = sum(group, points);
        const detail = `${shown(cap)} of ${shown(base)}, you spend ${shown(spent)}${named(group)}`;
        return spent > cap ? [problem(detail, group)] : [];
      });
    }
    case 'minFormations': {
      const fielded = formationGroups(roster).filter((group) => group.lines.length > 0).length;
      return fielded < rule.count ? [problem(`you have ${fielded}`, [])] : [];
    }
    case 'formationSize':
      return formationGroups(roster).flatMap((group) => {
        const members = group.lines.map((index) => lines[index] as Line);
        const have = sum(members, copies);
        return have > rule.count
          ? [problem(`${group.name} has ${have}`, members, group.index)]
          : [];
      });
    case 'requires': {
      const fielding = lines.filter((line) => matches(line, rule.subject));
      if (fielding.length === 0 || lines.some((line) => matches(line, rule.needs))) return [];
      return [problem('you have 0', fielding)];
    }
  }
}

/** 'A', 'A and B', 'A, B and C'. */
function listed(words: readonly string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The game's own formation rule: a formation's units share one training type, unless it holds a
 * Leader (then any types combine); Support units join any formation.
 */
function checkFormations(roster: RuleRoster, lines: readonly Line[]): RosterProblem[] {
  return formationGroups(roster).flatMap((group) => {
    const members = group.lines.map((index) => lines[index] as Line);
    if (members.some((line) => line.trainingType === LEADER)) return [];
    const copiesByType = new Map<number, number>();
    for (const line of members) {
      if (line.trainingType === SUPPORT) continue;
      copiesByType.set(line.trainingType, (copiesByType.get(line.trainingType) ?? 0) + line.count);
    }
    if (copiesByType.size < 2) return [];
    const types = [...copiesByType.keys()];
    // The type with the most copies stays (the first of equals); the others are asked to move.
    const kept = types.reduce((best, type) =>
      (copiesByType.get(type) as number) > (copiesByType.get(best) as number) ? type : best,
    );
    const moved = types.filter((type) => type !== kept);
    return [
      {
        message:
          `${group.name} mixes ${listed(types.map(trainingName))}: ` +
          `add a Leader or move the ${listed(moved.map(trainingName))}`,
        units: unitsOf(members.filter((line) => moved.includes(line.trainingType))),
        formation: group.index,
      },
    ];
  });
}

/**
 * Every problem of a roster: going over its point limit first (the total is the sum of
 * `linePoints`), then the problems under `rules` (site-wide rules first, then the faction's), in
 * rule order, then the formation rule's, formation by formation. An empty list: the roster is
 * legal.
 */
export function checkRoster(
  roster: RuleRoster,
  rules: readonly RosterRule[],
  context: RuleContext,
): RosterProblem[] {
  const lines = readLines(roster.unit_list, context);
  const total = sum(lines, points);
  const overLimit = pointLimitProblem(total, roster.point_limit);
  return [
    ...(overLimit ? [overLimit] : []),
    ...rules.flatMap((rule) => checkRule(rule, roster, lines, context, total)),
    ...checkFormations(roster, lines),
  ];
}
