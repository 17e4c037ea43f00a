import type { RosterEntry, Unit, Weapon } from '@muster/shared-kernel/core';
import { computeUnitCost, type RosterCostContext } from '@muster/shared-kernel/core/points';
import { CANNON, HAMMER } from '@muster/shared-kernel/testing';
import { engine, templates, warden } from '../test-fixtures';
import { linesOnVersion, versionChanges, type VersionSide } from './version-changes';

const side = (weapons: Weapon[]): VersionSide => {
  const costs: RosterCostContext = { weapons, abilityTemplates: templates, cache: new WeakMap() };
  return { weapons, costs };
};
const costOf = (unit: Unit, weapons: Weapon[]) =>
  computeUnitCost({ unit, weapons, abilityTemplates: templates }).total;

const entries: RosterEntry[] = [
  { count: 2, obj: warden },
  { count: 1, obj: engine },
];

describe('versionChanges', () => {
  it('finds nothing when the newer version keeps the units as they are', () => {
    const before = side([HAMMER, CANNON]);
    expect(versionChanges(entries, [warden, engine], before, side([HAMMER, CANNON]))).toEqual([]);
  });

  it("names a unit's cost, stats, training and protection changes, cost first", () => {
    const tougher: Unit = { ...warden, health: 5, trainingType: 6, protectionTypes: [1, 3] };
    const [change] = versionChanges(
      entries,
      [tougher, engine],
      side([HAMMER, CANNON]),
      side([HAMMER, CANNON]),
    );
    expect(change).toEqual({
      name: 'Shield Warden',
      removed: false,
      details: [
        `cost was ${costOf(warden, [HAMMER])}, now ${costOf(tougher, [HAMMER])}`,
        'Training Infantry → Leader',
        'Health 3 → 5',
        'Protection types Physical → Physical, Energy',
      ],
    });
  });

  it("names weapons taken up or put down, a weapon's new stats and a new knack", () => {
    const sharper: Weapon = { ...HAMMER, damage: 3 };
    const rearmed: Unit = {
      ...warden,
      equippedWeapons: [
        { weaponID: HAMMER._id, knack: 3 },
        { weaponID: CANNON._id, knack: 4 },
      ],
    };
    const [change] = versionChanges(
      [{ count: 1, obj: warden }],
      [rearmed],
      side([HAMMER, CANNON]),
      side([sharper, CANNON]),
    );
    expect(change?.details.slice(1)).toEqual([
      '+ Anvil Cannon',
      'Warden Hammer damage 2 → 3',
      'Warden Hammer knack 4 → 3',
    ]);
    expect(change?.details[0]).toMatch(/^cost was \d+, now \d+$/);
  });

  it('marks a unit the newer version no longer has as removed, and a changed ability', () => {
    const renamed: Unit = { ...engine, abilities: [] };
    expect(
      versionChanges(entries, [renamed], side([HAMMER, CANNON]), side([HAMMER, CANNON])),
    ).toEqual([
      { name: 'Shield Warden', removed: true, details: [] },
      expect.objectContaining({
        name: 'Anvil Engine',
        details: expect.arrayContaining(['abilities changed']),
      }),
    ]);
  });
});

describe('linesOnVersion', () => {
  it('replaces each copy with the newer unit, drops removed units and keeps copies without an id', () => {
    const tougher: Unit = { ...warden, health: 5 };
    const loose: RosterEntry = { count: 3, obj: { ...engine, _id: '' } };
    expect(linesOnVersion([...entries, loose], [tougher])).toEqual([
      { count: 2, obj: tougher },
      loose,
    ]);
  });
});
