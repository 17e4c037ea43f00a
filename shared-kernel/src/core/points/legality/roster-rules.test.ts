import type { RosterRule } from '../../model/index.js';
import { checkRoster, ruleSentence } from './roster-rules.js';
import { line, ruleUnit } from './legality-fixtures.js';

const boss = ruleUnit('b', 6);
const grunt = ruleUnit('g', 1, ['Rank and File']);
const scout = ruleUnit('s', 4);
const gun = ruleUnit('a', 3, ['Artillery']);
const names = new Map([
  ['b', 'Warboss'],
  ['g', 'Grunt'],
  ['s', 'Scout'],
  ['a', 'Big Gun'],
]);

/** The messages of a roster's problems, each line costing `each` points per copy. */
function messages(
  rules: RosterRule[],
  unitList: ReturnType<typeof line>[],
  options: { limit?: number; each?: number; formations?: { name: string }[] } = {},
) {
  const roster = {
    unit_list: unitList,
    formations: options.formations ?? [{ name: 'Formation 1' }],
    point_limit: options.limit ?? null,
  };
  const linePoints = unitList.map((entry) => entry.count * (options.each ?? 10));
  return checkRoster(roster, rules, { linePoints, unitNames: names }).map((p) => p.message);
}

describe('roster rules', () => {
  it('says each rule as the player reads it', () => {
    const said = (rule: RosterRule) => ruleSentence(rule, names);
    expect(said({ kind: 'min', subject: { keyword: 'Leader' }, count: 1 })).toBe(
      'Take at least 1 Leader',
    );
    expect(said({ kind: 'max', subject: { unit: 'b' }, count: 2 })).toBe('Take at most 2 Warboss');
    expect(said({ kind: 'max', subject: { each: true }, count: 3 })).toBe(
      'Take at most 3 of any one unit',
    );
    expect(
      said({ kind: 'perPoints', subject: { keyword: 'Artillery' }, count: 1, points: 1000 }),
    ).toBe('Take at most 1 Artillery per 1000 points');
    expect(said({ kind: 'percent', subject: { keyword: 'Elite' }, percent: 25 })).toBe(
      'Spend at most 25% of the points on Elite',
    );
    expect(said({ kind: 'minFormations', count: 2 })).toBe('Field at least 2 formations');
    expect(said({ kind: 'formationSize', count: 6 })).toBe('Put at most 6 units in each formation');
    expect(said({ kind: 'requires', subject: { unit: 's' }, needs: { keyword: 'Leader' } })).toBe(
      'Take at least 1 Leader to field Scout',
    );
    expect(said({ kind: 'max', subject: { unit: 'gone' }, count: 1 })).toBe(
      'Take at most 1 a unit no longer in the faction',
    );
  });

  it('explains a minimum and a maximum with what the roster holds', () => {
    const rules: RosterRule[] = [
      { kind: 'min', subject: { keyword: 'Leader' }, count: 1 },
      { kind: 'max', subject: { unit: 'b' }, count: 2 },
    ];
    expect(messages(rules, [])).toEqual(['Take at least 1 Leader: you have 0']);
    expect(messages(rules, [line(boss, 3, 0)])).toEqual(['Take at most 2 Warboss: you have 3']);
    expect(messages(rules, [line(boss, 2, 0)])).toEqual([]);
  });

  it('matches keywords whatever their case, and training types as keywords', () => {
    const rules: RosterRule[] = [
      { kind: 'max', subject: { keyword: 'rank AND file' }, count: 1 },
      { kind: 'max', subject: { keyword: 'infantry' }, count: 1 },
    ];
    expect(messages(rules, [line(grunt, 2, 0)])).toEqual([
      'Take at most 1 rank AND file: you have 2',
      'Take at most 1 infantry: you have 2',
    ]);
  });

  it('grows a count per points with the point limit, or the total without one', () => {
    const rules: RosterRule[] = [
      { kind: 'perPoints', subject: { keyword: 'Artillery' }, count: 1, points: 1000 },
    ];
    expect(messages(rules, [line(gun, 2, 0)], { limit: 2000 })).toEqual([]);
    expect(messages(rules, [line(gun, 3, 0)], { limit: 2000 })).toEqual([
      'Take at most 1 Artillery per 1000 points: 2 at 2000 points, you have 3',
    ]);
    expect(messages(rules, [line(gun, 1, 0)], { each: 500 })).toEqual([
      'Take at most 1 Artillery per 1000 points: 0 at 500 points, you have 1',
    ]);
  });

  it('puts going over the point limit first, in the same words as its own rule', () => {
    const rules: RosterRule[] = [{ kind: 'max', subject: { unit: 'b' }, count: 2 }];
    // Three Warboss at 10 each against a limit of 25, and against no limit (0).
    expect(messages(rules, [line(boss, 3, 0)], { limit: 25 })).toEqual([
      'Over the point limit by 5 pts: remove units worth at least 5 pts',
      'Take at most 2 Warboss: you have 3',
    ]);
    expect(messages(rules, [line(boss, 3, 0)], { limit: 0 })).toEqual([
      'Take at most 2 Warboss: you have 3',
    ]);
    expect(messages([], [line(boss, 3, 0)], { limit: 30 })).toEqual([]);
    // The total is the sum of the line points the caller gives: 938 against 300.
    const roster = {
      unit_list: [line(boss, 1, 0), line(grunt, 2, 0)],
      formations: [{ name: 'Formation 1' }],
      point_limit: 300,
    };
    expect(checkRoster(roster, [], { linePoints: [900, 38], unitNames: names })).toEqual([
      {
        message: 'Over the point limit by 638 pts: remove units worth at least 638 pts',
        units: [],
      },
    ]);
  });

  it('caps the share of the points spent on a subject', () => {
    const rules: RosterRule[] = [{ kind: 'percent', subject: { unit: 'b' }, percent: 25 }];
    expect(messages(rules, [line(boss, 1, 0), line(grunt, 3, 0)], { limit: 40 })).toEqual([]);
    expect(messages(rules, [line(boss, 2, 0), line(grunt, 1, 0)], { limit: 40 })).toEqual([
      'Spend at most 25% of the points on Warboss: 10 of 40, you spend 20',
    ]);
  });

  it('checks each unit on its own for a site-wide cap', () => {
    const rules: RosterRule[] = [
      { kind: 'max', subject: { each: true }, count: 3 },
      { kind: 'min', subject: { each: true }, count: 1 },
    ];
    expect(messages(rules, [line(boss, 4, 0), line(grunt, 3, 0), line(scout, 1, 0)])).toEqual([
      'Take at most 3 of any one unit: you have 4 Warboss',
      'Take at least 1 of each unit: you have 0 Big Gun',
    ]);
  });

  it('counts formations and their units', () => {
    const formations = [{ name: 'Vanguard' }, { name: 'Reserve' }, { name: 'Empty' }];
    const rules: RosterRule[] = [
      { kind: 'minFormations', count: 3 },
      { kind: 'formationSize', count: 4 },
    ];
    expect(messages(rules, [line(grunt, 5, 0), line(grunt, 1, 1)], { formations })).toEqual([
      'Field at least 3 formations: you have 2',
      'Put at most 4 units in each formation: Vanguard has 5',
    ]);
  });

  it('asks for what a unit requires', () => {
    const rules: RosterRule[] = [
      { kind: 'requires', subject: { unit: 's' }, needs: { keyword: 'Leader' } },
    ];
    expect(messages(rules, [line(scout, 1, 0)])).toEqual([
      'Take at least 1 Leader to field Scout: you have 0',
    ]);
    expect(messages(rules, [line(scout, 1, 0), line(boss, 1, 0)])).toEqual([]);
    expect(messages(rules, [line(grunt, 1, 0)])).toEqual([]);
  });

  it('applies the training types to every formation, names the fix and the lines', () => {
    const formations = [{ name: 'Formation 1' }, { name: 'Formation 2' }];
    const roster = {
      formations,
      unit_list: [line(grunt, 2, 1), line(scout, 1, 1), line(gun, 1, 1), line(grunt, 1, 0)],
    };
    const problems = checkRoster(roster, [], { linePoints: [0, 0, 0, 0], unitNames: names });
    expect(problems).toEqual([
      {
        message: 'Formation 2 mixes Infantry and Scout: add a Leader or move the Scout',
        units: ['s'],
        formation: 1,
      },
    ]);
    const led = { ...roster, unit_list: [...roster.unit_list, line(boss, 1, 1)] };
    expect(checkRoster(led, [], { linePoints: [0, 0, 0, 0, 0], unitNames: names })).toEqual([]);
  });
});
