/** @jest-environment node */
import type { AbilityTemplate, TrainingType, Unit, Weapon, WeaponType } from '../model/entities.js';
import {
  abilityTemplateCost,
  computeUnitCost,
  explainUnitCost,
  knackFactor,
  rosterPoints,
  weaponCost,
  weaponDamagePerRound,
} from './unit-cost.js';
import { fillAbilityText } from './ability-text.js';

/** The cost of a unit that has nothing worth a point: the floor of 1, all in defense. */
const LEAST_COST = { total: 1, defense: 1, movement: 0, weapons: 0, abilities: 0, flat: 0 };

/** What every test weapon and unit shares: the faction, and no description. */
const OWNED = { faction: 'f1', description: '' };

function weapon(overrides: Partial<Weapon> = {}): Weapon {
  return {
    ...OWNED,
    _id: 'sword',
    name: 'Sword',
    type: ['melee'],
    attacks: 2,
    damage: 2,
    effectiveTypes: [],
    ...overrides,
  };
}

function unit(overrides: Partial<Unit> = {}): Unit {
  return {
    ...OWNED,
    _id: 'u1',
    unitName: 'Trooper',
    trainingType: 1,
    health: 4,
    protectionTypes: [1, 2],
    protectionValue: 1,
    movement: 12,
    size: 1,
    equippedWeapons: [{ weaponID: 'sword', knack: 3 }],
    abilities: [{ name: 'Tough', description: '', pointCost: 10 }],
    structuredAbilities: [],
    ...overrides,
  };
}

describe('knackFactor', () => {
  it.each([
    [1, 1],
    [2, 0.8333],
    [3, 0.6666],
    [4, 0.4999],
    [5, 0.3333],
    [6, 0.1666],
    [7, 0.05],
    [8, 0.05],
    [0, 1],
  ])('knack %i hits with %p', (knack, factor) => {
    expect(knackFactor(knack)).toBe(factor);
  });
});

describe('weaponDamagePerRound', () => {
  // 1 × 1 × factor, to two decimals.
  it.each([
    [1, 1],
    [2, 0.83],
    [3, 0.67],
    [4, 0.5],
    [5, 0.33],
    [6, 0.17],
    [7, 0.05],
    [8, 0.05],
  ])('a 1×1 weapon at knack %i deals %p', (knack, dpr) => {
    expect(weaponDamagePerRound(weapon({ attacks: 1, damage: 1 }), knack)).toBe(dpr);
  });

  it('adds a third per bypassed protection type', () => {
    // 3 × 2 × 0.4999 × (1 + 1/3) = 3.9992 → 4
    expect(weaponDamagePerRound(weapon({ attacks: 3, damage: 2, effectiveTypes: [1] }), 4)).toBe(4);
    // 1 × 3 × 1 × (1 + 3/3) = 6
    expect(
      weaponDamagePerRound(weapon({ attacks: 1, damage: 3, effectiveTypes: [1, 2, 3] }), 1),
    ).toBe(6);
  });
});

describe('weaponCost with the default formula', () => {
  // 5 attacks × 3 damage at knack 1..8: DPR 15, 12.5, 10, 7.5, 5, 2.5, 0.75, 0.75; melee cost is ceil(DPR).
  it.each([
    [1, 15, 15],
    [2, 12.5, 13],
    [3, 10, 10],
    [4, 7.5, 8],
    [5, 5, 5],
    [6, 2.5, 3],
    [7, 0.75, 1],
    [8, 0.75, 1],
  ])('knack %i: DPR %p, cost %p', (knack, dpr, cost) => {
    expect(weaponCost({ weapon: weapon({ attacks: 5, damage: 3 }), knack })).toEqual({ cost, dpr });
  });

  // 3 × 2 at knack 4 bypassing one type: DPR 4; carried by a size-2 Support unit (weapon mod 1).
  const sized = { trainingType: 3 as TrainingType, size: 2 };
  it.each<[WeaponType[], number]>([
    [['melee'], 4], // 4 × 1
    [['ranged'], 13], // 4 × (1 + 2 + 0.2) = 12.8
    [['ranged', 'melee'], 15], // 4 × (1 + 2.2 + 0.5) = 14.8
    [['near'], 9], // 4 × (1 + 1 + 0.1) = 8.4
    [['heavy'], 3], // 4 × (1 − 0.3) = 2.8
    [['melee', 'heavy'], 3],
    [['ranged', 'heavy'], 12], // 4 × (1 + 2.2 − 0.3) = 11.6
  ])('%p costs %i', (type, cost) => {
    const w = weapon({ type, attacks: 3, damage: 2, effectiveTypes: [1] });
    expect(weaponCost({ weapon: w, knack: 4, unit: sized }).cost).toBe(cost);
  });

  it('applies the Shock weapon modifier', () => {
    // 4 × 0.85 × 3.2 = 10.88
    const w = weapon({ type: ['ranged'], attacks: 3, damage: 2, effectiveTypes: [1] });
    expect(weaponCost({ weapon: w, knack: 4, unit: { trainingType: 2, size: 2 } }).cost).toBe(11);
  });

  it('treats a weapon with no type as melee', () => {
    expect(weaponCost({ weapon: weapon({ type: [] }), knack: 3 }).cost).toBe(3);
  });
});

describe('computeUnitCost with the default formula', () => {
  // Health 4, protection 1 of two types, move 12, size 1, a 2×2 sword at knack 3 (DPR 2.67),
  // a custom ability of 10 points.
  // movement = ceil((1.6^2 − 1) × max(2.67, 10) − 6) × moveMod = 9.6 × moveMod
  // defense = floor((4 × hpMod + 4 × (1.5^(1 × defMod) − 1)) × 2)
  // sword = ceil(2.67 × weaponMod)
  it.each<
    [
      TrainingType,
      {
        defense: number;
        movement: number;
        weapons: number;
        abilities: number;
        flat: number;
        total: number;
      },
    ]
  >([
    // (3.2 + 2) × 2 = 10.4; 9.6 → 10; 2.67 → 3; 10 × 1.1 = 11
    [1, { defense: 10, movement: 10, weapons: 3, abilities: 11, flat: 0, total: 34 }],
    // (4 + 4 × 0.5621) × 2 = 12.497; 2.67 × 0.85 = 2.27 → 3
    [2, { defense: 12, movement: 10, weapons: 3, abilities: 10, flat: 0, total: 35 }],
    // (4 + 2) × 2 = 12; +5
    [3, { defense: 12, movement: 10, weapons: 3, abilities: 10, flat: 5, total: 40 }],
    // (4 + 4 × 0.6267) × 2 = 13.01; 9.6 × 0.5 = 4.8 → 5
    [4, { defense: 13, movement: 5, weapons: 3, abilities: 10, flat: 0, total: 31 }],
    // (4.8 + 2) × 2 = 13.6; 10 × 0.8 = 8
    [5, { defense: 13, movement: 10, weapons: 3, abilities: 8, flat: 0, total: 34 }],
    // (3.6 + 2) × 2 = 11.2; +10
    [6, { defense: 11, movement: 10, weapons: 3, abilities: 10, flat: 10, total: 44 }],
  ])('training type %i', (trainingType, expected) => {
    expect(computeUnitCost({ unit: unit({ trainingType }), weapons: [weapon()] })).toEqual(
      expected,
    );
  });

  it('costs movement 0, not 1, at move 6 (float noise snapped)', () => {
    const cost = computeUnitCost({ unit: unit({ movement: 6 }), weapons: [weapon()] });
    expect(cost.movement).toBe(0);
  });

  it('divides by log10(size) + 1 and counts at least 1 point', () => {
    // size 5: defense = floor(max(1, (0.8 + 0) × 0.5 / 1.699)) = 1; movement max(0, …) = 0
    const bare = unit({
      health: 1,
      protectionTypes: [],
      protectionValue: 0,
      movement: 0,
      size: 5,
      equippedWeapons: [],
      abilities: [],
    });
    expect(computeUnitCost({ unit: bare })).toEqual(LEAST_COST);
  });

  it('counts a missing weapon as nothing (Weapon Undefined)', () => {
    const cost = computeUnitCost({
      unit: unit({ equippedWeapons: [{ weaponID: 'gone', knack: 2 }] }),
      weapons: [weapon()],
    });
    expect(cost.weapons).toBe(0);
    expect(cost.error).toBeUndefined();
  });

  it('sums unitDPR over every weapon for the movement cost', () => {
    // two 5×3 weapons at knack 1: unitDPR 30; movement = ceil((1.6^2 − 1) × 30 − 6) = ceil(40.8) = 41
    const big = weapon({ _id: 'big', attacks: 5, damage: 3 });
    const u = unit({
      equippedWeapons: [
        { weaponID: 'big', knack: 1 },
        { weaponID: 'big', knack: 1 },
      ],
    });
    expect(computeUnitCost({ unit: u, weapons: [big] }).movement).toBe(41);
  });

  it('fills missing unit fields with the unit defaults', () => {
    // health 1, move 6, size 1, Infantry: defense floor(max(1, 0.8 × 0.5)) = 1
    expect(computeUnitCost({ unit: {} })).toEqual(LEAST_COST);
  });
});

describe('structured abilities', () => {
  const template: AbilityTemplate = {
    _id: 't1',
    name: 'Regenerate _amount_',
    description: 'Heals _amount_ each round within _range_"',
    formula: 'amount * 3 + unitHP',
    defaultValues: [
      { key: 'amount', value: 1 },
      { key: 'range', value: 6 },
    ],
  };

  it('evaluates the template formula with defaults, overrides and unit variables', () => {
    // Support (ability × 1): amount 2 → 2 × 3 + 4 = 10
    const u = unit({
      trainingType: 3,
      abilities: [],
      structuredAbilities: [
        { templateID: 't1', overrides: [{ key: 'amount', value: 2 }], customName: '' },
      ],
    });
    expect(
      computeUnitCost({ unit: u, weapons: [weapon()], abilityTemplates: [template] }).abilities,
    ).toBe(10);
    // defaults: 1 × 3 + 4 = 7, Infantry × 1.1 = 7.7 → 8
    const v = unit({
      abilities: [],
      structuredAbilities: [{ templateID: 't1', overrides: [], customName: '' }],
    });
    expect(
      computeUnitCost({ unit: v, weapons: [weapon()], abilityTemplates: [template] }).abilities,
    ).toBe(8);
  });

  it('does not multiply a negative cost', () => {
    const u = unit({ abilities: [{ name: 'Slow', description: '', pointCost: -3 }] });
    expect(computeUnitCost({ unit: u, weapons: [weapon()] }).abilities).toBe(-3);
  });

  it('reports a broken template formula as an error worth 0 points', () => {
    const broken = { ...template, formula: 'amount +' };
    const u = unit({
      structuredAbilities: [{ templateID: 't1', overrides: [], customName: 'Heal' }],
    });
    const cost = computeUnitCost({ unit: u, abilityTemplates: [broken] });
    expect(cost.total).toBe(0);
    expect(cost.error).toMatch(/^Error: ability Heal: /);
  });

  it('prices a template on a unit before its training type, as a unit of no training would', () => {
    // 1 × 3 + unitHP (4), every training modifier 1
    expect(abilityTemplateCost(template, { health: 4 })).toBe(7);
    const untrained = unit({
      health: 4,
      trainingType: 0 as TrainingType,
      abilities: [],
      structuredAbilities: [{ templateID: 't1', overrides: [], customName: '' }],
    });
    expect(
      computeUnitCost({ unit: untrained, weapons: [weapon()], abilityTemplates: [template] })
        .abilities,
    ).toBe(7);
    // The unit defaults (Health 1, Movement 6, Size 1) when the unit leaves them out; rounded up
    expect(abilityTemplateCost({ formula: 'unitMove * 0.75 + unitHP', defaultValues: [] })).toBe(6);
    expect(
      abilityTemplateCost({ formula: 'moveTrainingMod + hpTrainingMod', defaultValues: [] }),
    ).toBe(2);
  });

  it('keeps the unit’s variables when a value key is named like one', () => {
    const shadow = { formula: 'unitSize', defaultValues: [{ key: 'unitSize', value: 9 }] };
    expect(abilityTemplateCost(shadow, { size: 2 })).toBe(2);
  });

  it("answers 'Error: ' and the reason for a template formula that fails", () => {
    expect(abilityTemplateCost({ ...template, formula: 'amount +' })).toMatch(/^Error: /);
    expect(abilityTemplateCost({ ...template, formula: 'reach * 2' })).toMatch(/^Error: .*reach/);
    expect(
      abilityTemplateCost({ formula: '1 / unitMove', defaultValues: [] }, { movement: 0 }),
    ).toBe('Error: the expression gave Infinity, not a finite number');
  });

  it('fills placeholders, longest keys first', () => {
    expect(
      fillAbilityText(template.description, template.defaultValues, [{ key: 'range', value: 12 }]),
    ).toBe('Heals 1 each round within 12"');
    expect(
      fillAbilityText('_a_ _a_b_', [
        { key: 'a', value: 1 },
        { key: 'a_b', value: 2 },
      ]),
    ).toBe('1 2');
  });
});

describe('formulas in force and failures', () => {
  it('uses a custom formula, with missing keys falling back to the defaults', () => {
    const formula = JSON.stringify({ movementFormula: 'unitMove * 2' });
    // movement 24 instead of 10
    expect(computeUnitCost({ unit: unit(), weapons: [weapon()], formula }).total).toBe(
      34 - 10 + 24,
    );
  });

  it('answers Error: and 0 points for a bad formula, never throws', () => {
    expect(computeUnitCost({ unit: unit(), formula: 'not json' })).toMatchObject({
      total: 0,
      error: expect.stringMatching(/^Error: /),
    });
    expect(
      computeUnitCost({ unit: unit(), formula: JSON.stringify({ defenseFormula: 'unitHP / 0' }) }),
    ).toMatchObject({
      total: 0,
      error: 'Error: defenseFormula gave Infinity, not a finite number',
    });
    expect(
      computeUnitCost({
        unit: unit(),
        formula: JSON.stringify({ weaponFormula: '10 ^ 10 ^ 10' }),
        weapons: [weapon()],
      }).error,
    ).toMatch(/weaponFormula/);
  });

  it('rounds a fractional total up', () => {
    const formula = JSON.stringify({
      movementFormula: '0.25',
      defenseFormula: '1',
      weaponFormula: '0',
    });
    expect(
      computeUnitCost({ unit: unit({ abilities: [] }), weapons: [weapon()], formula }).total,
    ).toBe(2);
  });
});

describe('explainUnitCost', () => {
  it('lists the named terms that add up to the total', () => {
    const explained = explainUnitCost({ unit: unit({ trainingType: 6 }), weapons: [weapon()] });
    expect(explained).toEqual({
      total: 44,
      terms: [
        { kind: 'defense', label: 'Defense', points: 11 },
        { kind: 'movement', label: 'Movement', points: 10 },
        { kind: 'weapon', label: 'Sword (knack 3)', points: 3 },
        { kind: 'ability', label: 'Tough', points: 10 },
        { kind: 'training', label: 'Training bonus (Leader)', points: 10 },
      ],
    });
  });

  it('adds the minimum-cost adjustment', () => {
    const formula = JSON.stringify({
      movementFormula: '0',
      defenseFormula: '0',
      weaponFormula: '0',
    });
    const explained = explainUnitCost({ unit: { abilities: [] }, formula });
    expect(explained.total).toBe(1);
    expect(explained.terms.at(-1)).toEqual({
      kind: 'adjustment',
      label: 'Minimum cost of 1',
      points: 1,
    });
    expect(explained.terms.reduce((sum, term) => sum + term.points, 0)).toBe(1);
  });

  it('keeps the terms so far and the error on failure', () => {
    const formula = JSON.stringify({ movementFormula: 'sqrt(-1)' });
    const explained = explainUnitCost({ unit: unit(), formula });
    expect(explained.total).toBe(0);
    expect(explained.terms.map((t) => t.kind)).toEqual(['defense']);
    expect(explained.error).toBe('Error: movementFormula gave NaN, not a finite number');
  });
});

describe('rosterPoints', () => {
  it('sums cost × count, highest unit cost first', () => {
    const cheap = unit({ _id: 'c', trainingType: 4 }); // 31
    const dear = unit({ _id: 'd', trainingType: 6 }); // 44
    const roster = {
      unit_list: [
        { count: 3, obj: cheap },
        { count: 2, obj: dear },
      ],
    };
    const points = rosterPoints(roster, { weapons: [weapon()] });
    expect(points.total).toBe(3 * 31 + 2 * 44);
    expect(points.lines.map((line) => [line.entry.obj._id, line.cost.total, line.points])).toEqual([
      ['d', 44, 88],
      ['c', 31, 93],
    ]);
  });

  it('reuses the cost of an unchanged unit object from the cache of its context', () => {
    const kept = unit({ _id: 'k' });
    const added = unit({ _id: 'n', trainingType: 6 });
    const cache = new WeakMap();
    const context = { weapons: [weapon()], cache };
    const before = rosterPoints({ unit_list: [{ count: 1, obj: kept }] }, context);
    const roster = {
      unit_list: [
        { count: 2, obj: kept },
        { count: 1, obj: added },
      ],
    };
    const after = rosterPoints(roster, context);
    expect(after.lines.find((line) => line.entry.obj === kept)?.cost).toBe(before.lines[0]?.cost);
    expect(cache.get(added)).toBe(after.lines.find((line) => line.entry.obj === added)?.cost);
    expect(after).toEqual(rosterPoints(roster, { weapons: [weapon()] }));
  });

  it('counts a failing unit as 0 and an empty roster as 0', () => {
    expect(rosterPoints({ unit_list: [] }).total).toBe(0);
    expect(rosterPoints({ unit_list: [{ count: 2, obj: unit() }] }, { formula: '{' }).total).toBe(
      0,
    );
  });
});

describe('costs that are not finite for some units', () => {
  // Finite for every sample unit the save-time check tries, Infinity for a unit of health 7.
  const formula = JSON.stringify({ defenseFormula: '1 / (unitHP - 7)' });
  const healthy = unit({ _id: 'h', health: 8 });
  const broken = unit({ _id: 'b', health: 7 });

  it('names the expression that failed for the unit it failed on, and costs the others', () => {
    expect(computeUnitCost({ unit: broken, weapons: [weapon()], formula })).toMatchObject({
      total: 0,
      error: 'Error: defenseFormula gave Infinity, not a finite number',
    });
    expect(computeUnitCost({ unit: healthy, weapons: [weapon()], formula }).error).toBeUndefined();
  });

  it('says the roster total cannot be computed while a picked unit has a cost error', () => {
    const context = { weapons: [weapon()], formula };
    const healthyCost = computeUnitCost({ unit: healthy, ...context }).total;
    const points = rosterPoints(
      {
        unit_list: [
          { count: 2, obj: healthy },
          { count: 1, obj: broken },
        ],
      },
      context,
    );
    expect(points.error).toBe('Total cannot be computed: 1 unit has a cost error');
    expect(points.total).toBe(2 * healthyCost);
    const two = rosterPoints(
      {
        unit_list: [
          { count: 1, obj: broken },
          { count: 3, obj: { ...broken, _id: 'b2' } },
        ],
      },
      context,
    );
    expect(two.error).toBe('Total cannot be computed: 2 units have a cost error');
    // A unit listed but not picked (a builder's line at 0) leaves the total as it is.
    const unpicked = rosterPoints({ unit_list: [{ count: 0, obj: broken }] }, context);
    expect([unpicked.total, unpicked.error]).toEqual([0, undefined]);
  });

  it('says the total cannot be computed when it passes the largest number', () => {
    expect(
      rosterPoints({ unit_list: [{ count: 1e308, obj: unit() }] }, { weapons: [weapon()] }),
    ).toMatchObject({
      total: 0,
      error: 'Total cannot be computed: it is too large',
    });
    const huge = JSON.stringify({ defenseFormula: '10 ^ 308', movementFormula: '10 ^ 308' });
    expect(computeUnitCost({ unit: unit(), formula: huge })).toMatchObject({
      total: 0,
      error: "Error: the sum of the unit's costs gave Infinity, not a finite number",
    });
  });

  it('keeps damage per round finite for a copy holding more than a weapon may', () => {
    const vast = weapon({ attacks: 1e200, damage: 1e200 });
    expect(weaponDamagePerRound(vast, 3)).toBe(
      weaponDamagePerRound(weapon({ attacks: 100, damage: 100 }), 3),
    );
    expect(Number.isFinite(weaponCost({ weapon: vast, knack: 3 }).dpr)).toBe(true);
  });
});
