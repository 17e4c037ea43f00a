/** @jest-environment node */
/**
 * The rules engine against a small reference written another way (plain loops over the lines,
 * no shared helper): on random rosters and rules, every rule breaks as often in both, both find
 * the same rosters over their point limit, and the formation rule names the same formations and
 * units.
 */
import fc from 'fast-check';
import type {
  RequiredSubject,
  RosterEntry,
  RosterRule,
  RuleSubject,
  TrainingType,
} from '../../model/index.js';
import { checkRoster } from './roster-rules.js';
import { ruleUnit } from './legality-fixtures.js';

const TYPE_NAMES = ['', 'Infantry', 'Shock', 'Support', 'Scout', 'Specialist', 'Leader'];
const KEYWORDS = ['Elite', 'Heavy', 'Leader', 'Artillery'];
const UNIT_IDS = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5'];

interface Case {
  types: TrainingType[];
  keywords: string[][];
  formations: number;
  lines: { unit: number; count: number; formation: number; points: number }[];
  limit: number | null;
  rules: RosterRule[];
}

const keywordArb = fc.constantFrom(...KEYWORDS, 'infantry', 'SCOUT', 'Leader', 'Nothing');
const requiredArb: fc.Arbitrary<RequiredSubject> = fc.oneof(
  fc.constantFrom(...UNIT_IDS, 'gone').map((unit) => ({ unit })),
  keywordArb.map((keyword) => ({ keyword })),
);
const subjectArb: fc.Arbitrary<RuleSubject> = fc.oneof(
  requiredArb,
  fc.constant({ each: true as const }),
);
const n = (min: number, max: number) => fc.integer({ min, max });
const ruleArb: fc.Arbitrary<RosterRule> = fc.oneof(
  fc.record({ kind: fc.constant('min' as const), subject: subjectArb, count: n(1, 6) }),
  fc.record({ kind: fc.constant('max' as const), subject: subjectArb, count: n(0, 6) }),
  fc.record({
    kind: fc.constant('perPoints' as const),
    subject: subjectArb,
    count: n(1, 3),
    points: n(1, 1500),
  }),
  fc.record({ kind: fc.constant('percent' as const), subject: subjectArb, percent: n(1, 100) }),
  fc.record({ kind: fc.constant('minFormations' as const), count: n(1, 4) }),
  fc.record({ kind: fc.constant('formationSize' as const), count: n(1, 8) }),
  fc.record({ kind: fc.constant('requires' as const), subject: requiredArb, needs: requiredArb }),
);

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    types: fc.array(fc.constantFrom<TrainingType>(1, 2, 3, 4, 5, 6), {
      minLength: 6,
      maxLength: 6,
    }),
    keywords: fc.array(fc.subarray(KEYWORDS), { minLength: 6, maxLength: 6 }),
    formations: n(1, 4),
    limit: fc.option(n(100, 3000), { nil: null }),
    rules: fc.array(ruleArb, { maxLength: 10 }),
    picked: fc.uniqueArray(n(0, 5), { maxLength: 6 }),
    seeds: fc.array(fc.tuple(n(1, 5), n(0, 3), n(0, 400)), { minLength: 6, maxLength: 6 }),
  })
  .map(({ picked, seeds, ...rest }) => ({
    ...rest,
    lines: picked.map((unit, i) => {
      const [count, formation, points] = seeds[i] as [number, number, number];
      return { unit, count, formation: formation % rest.formations, points: points * count };
    }),
  }));

/** How many problems each rule gives, and the formation rule's formations and units, plainly. */
function reference(c: Case) {
  const idOf = (line: Case['lines'][number]) => UNIT_IDS[line.unit] as string;
  const has = (line: Case['lines'][number], subject: RequiredSubject) => {
    if ('unit' in subject) return idOf(line) === subject.unit;
    const own = [...(c.keywords[line.unit] ?? []), TYPE_NAMES[c.types[line.unit] as number]];
    return own.some((word) => word?.toLowerCase() === subject.keyword.toLowerCase());
  };
  let total = 0;
  for (const line of c.lines) total += line.points;
  const base = c.limit !== null && c.limit > 0 ? c.limit : total;
  // Each group of lines a subject counts, with its copies and points.
  const groups = (subject: RuleSubject) => {
    const found: { copies: number; points: number }[] = [];
    if ('each' in subject) {
      for (const line of c.lines) found.push({ copies: line.count, points: line.points });
    } else {
      let copies = 0;
      let points = 0;
      for (const line of c.lines) {
        if (has(line, subject)) {
          copies += line.count;
          points += line.points;
        }
      }
      found.push({ copies, points });
    }
    return found;
  };
  const perRule = c.rules.map((rule) => {
    switch (rule.kind) {
      case 'min':
        if ('each' in rule.subject) {
          return UNIT_IDS.filter((id) => {
            const line = c.lines.find((l) => idOf(l) === id);
            return (line?.count ?? 0) < rule.count;
          }).length;
        }
        return groups(rule.subject)[0]!.copies < rule.count ? 1 : 0;
      case 'max':
        return groups(rule.subject).filter((g) => g.copies > rule.count).length;
      case 'perPoints': {
        const allowed = rule.count * Math.floor(base / rule.points);
        return groups(rule.subject).filter((g) => g.copies > allowed).length;
      }
      case 'percent':
        if (base <= 0) return 0;
        return groups(rule.subject).filter((g) => g.points * 100 > base * rule.percent).length;
      case 'minFormations': {
        const used = new Set(c.lines.map((line) => line.formation));
        return used.size < rule.count ? 1 : 0;
      }
      case 'formationSize': {
        let broken = 0;
        for (let f = 0; f < c.formations; f += 1) {
          let copies = 0;
          for (const line of c.lines) if (line.formation === f) copies += line.count;
          if (copies > rule.count) broken += 1;
        }
        return broken;
      }
      case 'requires': {
        const fields = c.lines.some((line) => has(line, rule.subject));
        const needed = c.lines.some((line) => has(line, rule.needs));
        return fields && !needed ? 1 : 0;
      }
    }
  });
  const mixed: number[] = [];
  for (let f = 0; f < c.formations; f += 1) {
    const members = c.lines.filter((line) => line.formation === f);
    if (members.some((line) => c.types[line.unit] === 6)) continue;
    const kinds = new Set(members.map((line) => c.types[line.unit]).filter((type) => type !== 3));
    if (kinds.size > 1) mixed.push(f);
  }
  const overLimit = c.limit !== null && c.limit > 0 && total > c.limit;
  return { perRule, mixed, overLimit };
}

function engine(c: Case) {
  const units = UNIT_IDS.map((id, i) => ruleUnit(id, c.types[i] as TrainingType, c.keywords[i]));
  const roster = {
    formations: Array.from({ length: c.formations }, (_, i) => ({ name: `F${i}` })),
    unit_list: c.lines.map((line): RosterEntry => ({
      count: line.count,
      obj: units[line.unit]!,
      formation: line.formation,
    })),
    point_limit: c.limit,
  };
  const context = {
    linePoints: c.lines.map((line) => line.points),
    unitNames: new Map(UNIT_IDS.map((id) => [id, id.toUpperCase()])),
  };
  const base = checkRoster(roster, [], context);
  const perRule = c.rules.map((rule) => checkRoster(roster, [rule], context).length - base.length);
  // Without rules: the point limit's problem (about no formation), then the formation rule's.
  return {
    perRule,
    mixed: base.flatMap((problem) => (problem.formation === undefined ? [] : [problem.formation])),
    overLimit: base.some((problem) => problem.formation === undefined),
    all: checkRoster(roster, c.rules, context),
  };
}

describe('the roster rules engine against a reference', () => {
  it('breaks the same rules, as often, finds the same rosters over their limit, and names the same mixed formations', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const want = reference(c);
        const got = engine(c);
        expect(got.perRule).toEqual(want.perRule);
        expect(got.mixed).toEqual(want.mixed);
        expect(got.overLimit).toBe(want.overLimit);
        const broken =
          want.perRule.reduce((a, b) => a + b, 0) + want.mixed.length + Number(want.overLimit);
        expect(got.all).toHaveLength(broken);
      }),
      { numRuns: 500 },
    );
  });
});
