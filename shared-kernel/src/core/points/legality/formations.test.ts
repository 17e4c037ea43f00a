import {
  addFormation,
  dissolveFormation,
  formationGroups,
  moveFormation,
  moveLine,
  renameFormation,
  withFormations,
  type FormationRoster,
} from './formations.js';
import { line, ruleUnit } from './legality-fixtures.js';

const grunt = ruleUnit('Grunt', 1);
const scout = ruleUnit('Scout', 4);
const boss = ruleUnit('Boss', 6);

const names = (roster: Parameters<typeof formationGroups>[0]) =>
  formationGroups(roster).map((group) => `${group.name}:${group.lines.join(',')}`);

describe('formations', () => {
  it('arranges a roster made before formations one formation per training type', () => {
    const old: FormationRoster = {
      unit_list: [line(grunt), line(scout), line(ruleUnit('Grunt 2', 1))],
    };
    const arranged = withFormations(old);
    expect(arranged.formations).toEqual([{ name: 'Infantry' }, { name: 'Scout' }]);
    expect(arranged.unit_list.map((entry) => entry.formation)).toEqual([0, 1, 0]);
    expect(names(old)).toEqual(['Infantry:0,2', 'Scout:1']);
  });

  it('keeps an arranged roster as it is, and puts a line naming no formation in the last', () => {
    const arranged = { formations: [{ name: 'A' }], unit_list: [line(grunt, 1, 0)] };
    expect(withFormations(arranged)).toBe(arranged);
    const stray = { formations: [{ name: 'A' }, { name: 'B' }], unit_list: [line(grunt, 1, 7)] };
    expect(withFormations(stray).unit_list[0]?.formation).toBe(1);
    expect(withFormations({ formations: [], unit_list: [line(grunt)] }).formations).toEqual([
      { name: 'Formation 1' },
    ]);
  });

  it('adds, renames, moves and dissolves formations, their lines following', () => {
    let roster = { formations: [{ name: 'A' }], unit_list: [line(grunt, 1, 0)] };
    roster = addFormation(roster);
    roster = addFormation(roster, '  Reserve ');
    expect(roster.formations).toEqual([
      { name: 'A' },
      { name: 'Formation 2' },
      { name: 'Reserve' },
    ]);
    roster = moveLine(roster, 0, 2);
    roster = { ...roster, unit_list: [...roster.unit_list, line(scout, 2, 1), line(boss, 1, 0)] };
    expect(names(roster)).toEqual(['A:2', 'Formation 2:1', 'Reserve:0']);
    roster = moveFormation(roster, 2, 0);
    expect(names(roster)).toEqual(['Reserve:0', 'A:2', 'Formation 2:1']);
    roster = moveFormation(roster, 0, 2);
    expect(names(roster)).toEqual(['A:2', 'Formation 2:1', 'Reserve:0']);
    roster = renameFormation(roster, 1, 'Skirmish');
    expect(renameFormation(roster, 1, '   ')).toBe(roster);
    roster = dissolveFormation(roster, 1);
    expect(names(roster)).toEqual(['A:1,2', 'Reserve:0']);
    roster = dissolveFormation(roster, 0);
    expect(names(roster)).toEqual(['Reserve:0,1,2']);
    expect(dissolveFormation(roster, 0)).toBe(roster);
  });

  it('ignores moves to formations the roster does not have', () => {
    const roster = { formations: [{ name: 'A' }], unit_list: [line(grunt, 1, 0)] };
    expect(moveLine(roster, 0, 3)).toBe(roster);
    expect(moveLine(roster, 5, 0)).toBe(roster);
    expect(moveFormation(roster, 0, 1)).toBe(roster);
  });
});
