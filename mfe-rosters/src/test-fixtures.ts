/** A small faction for the component tests. */
import type { AbilityTemplate, Faction, Roster, Unit, Weapon } from '@muster/shared-kernel/core';
import { mockApi, type MockApi } from '@muster/shared-kernel/testing';

export const faction: Faction = {
  _id: 'f1',
  slug: 'iron-wardens',
  title: 'Iron Wardens',
  description: 'Stubborn.',
  lore: '',
  public: true,
  reviewed: true,
  likes: 0,
  thumbnailURL: '',
  links: [],
  acl: { author: 'author', editors: [] },
  anteList: [
    { name: 'Forge Fury', knack: 5, description: 'An extra attack.' },
    { name: 'Hold the Line', knack: 2, description: 'Cannot be moved.' },
  ],
  environmentList: [{ name: 'Ash Storm', description: 'Ranged -1.', antePenalty: 1 }],
};

export const weapons: Weapon[] = [
  {
    _id: 'w1',
    faction: 'f1',
    name: 'Warden Hammer',
    description: '',
    type: ['melee'],
    attacks: 2,
    damage: 2,
    effectiveTypes: [],
  },
  {
    _id: 'w2',
    faction: 'f1',
    name: 'Anvil Cannon',
    description: '',
    type: ['ranged', 'heavy'],
    attacks: 2,
    damage: 4,
    effectiveTypes: [1, 2],
  },
];

export const templates: AbilityTemplate[] = [
  {
    _id: 't1',
    name: 'Regeneration _amount_',
    description: 'Recovers _amount_ health each round.',
    formula: 'amount * 3',
    defaultValues: [{ key: 'amount', value: 1 }],
  },
];

const base: Omit<Unit, '_id' | 'unitName'> = {
  faction: 'f1',
  description: '',
  trainingType: 1,
  health: 3,
  protectionTypes: [1],
  protectionValue: 2,
  movement: 5,
  size: 1,
  equippedWeapons: [{ weaponID: 'w1', knack: 4 }],
  abilities: [],
  structuredAbilities: [],
};

export const warden: Unit = { ...base, _id: 'u1', unitName: 'Shield Warden' };
export const engine: Unit = {
  ...base,
  _id: 'u2',
  unitName: 'Anvil Engine',
  trainingType: 2,
  health: 10,
  protectionTypes: [1, 2],
  protectionValue: 3,
  movement: 4,
  size: 4,
  equippedWeapons: [
    { weaponID: 'w2', knack: 4 },
    { weaponID: 'gone', knack: 3 },
  ],
  abilities: [{ name: 'Steam Vent', description: 'x'.repeat(600), pointCost: 4 }],
  structuredAbilities: [
    { templateID: 't1', overrides: [{ key: 'amount', value: 2 }], customName: '' },
  ],
};
export const units: Unit[] = [warden, engine];

/** A stored roster of the test faction. */
export function rosterOf(
  entries: Roster['unit_list'],
  extra: Partial<Roster> = {},
): Omit<Roster, 'key' | 'created'> {
  return {
    faction_title: faction.title,
    faction_slug: faction.slug,
    name: 'Wall of Iron',
    point_limit: null,
    unit_list: entries,
    ...extra,
  };
}

/** The mock API of the rosters tests, serving the test faction, its units, weapons and template. */
export function mockFactionApi(): MockApi {
  return mockApi(() => ({ factions: [faction], units, weapons, abilities: templates }));
}
