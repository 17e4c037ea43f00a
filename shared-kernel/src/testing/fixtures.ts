import { act } from '@testing-library/react';
import {
  DEFAULT_POINT_FORMULA,
  type PointFormula,
  type AbilityTemplate,
  type Faction,
  type Game,
  type GameResult,
  type Unit,
  type UserProfile,
  type Weapon,
} from '@muster/shared-kernel/core';
import type { StoredPage, StoredRuleset, StoredScenario } from './mock-db.js';
import { sessionStore } from '@muster/shared-kernel/client';
import { mockSessionToken } from './tokens.js';

/**
 * One fixture set for every component test: a small faction with two weapons, three units and
 * one ability template; the rules, a scenario and three pages (a lore story, terrain, and a battle
 * report in review).
 */
export const FACTION: Faction = {
  _id: '00000000-0000-4000-8000-000000000001',
  version: 1,
  slug: 'iron-wardens',
  title: 'Iron Wardens',
  description: 'Stubborn defenders of the pass.',
  lore: '# The Pass\n\nThey *never* yield.',
  public: true,
  reviewed: true,
  reviewNote: '',
  likes: 3,
  thumbnailURL: '',
  links: [],
  acl: { author: 'vex', editors: ['ada'] },
  anteList: [
    { name: 'Forge Fury', knack: 5, description: 'An extra attack.' },
    { name: 'Hold the Line', knack: 2, description: 'Cannot be moved.' },
  ],
  environmentList: [{ name: 'Ash Storm', description: 'Ranged knack -1.', antePenalty: 1 }],
  // The API answers a faction's roster rules and a unit's keywords always (none when none).
  rosterRules: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  // The working copy, as its author reads it, of a faction with no approved version yet.
  factionVersion: null,
  latestVersion: null,
};

export const HAMMER: Weapon = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  version: 1,
  faction: FACTION._id,
  name: 'Warden Hammer',
  description: 'A short maul.',
  type: ['melee'],
  attacks: 2,
  damage: 2,
  effectiveTypes: [],
};

export const CANNON: Weapon = {
  _id: '00000000-0000-4000-8000-0000000000a2',
  version: 1,
  faction: FACTION._id,
  name: 'Anvil Cannon',
  description: '',
  type: ['ranged', 'heavy'],
  attacks: 2,
  damage: 4,
  effectiveTypes: [1, 2],
};

export const TEMPLATE: AbilityTemplate = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  version: 1,
  name: 'Armored Plating _amount_',
  description: 'Ignore the first _amount_ damage each round.',
  formula: 'amount * 3',
  defaultValues: [{ key: 'amount', value: 1 }],
};

const unit = (patch: Partial<Unit> & Pick<Unit, '_id' | 'unitName'>): Unit => ({
  version: 1,
  faction: FACTION._id,
  description: '',
  trainingType: 1,
  health: 1,
  protectionTypes: [],
  protectionValue: 0,
  movement: 6,
  size: 1,
  equippedWeapons: [],
  abilities: [],
  structuredAbilities: [],
  keywords: [],
  ...patch,
});

export const SCOUT = unit({
  _id: '00000000-0000-4000-8000-0000000000b1',
  unitName: 'Scout',
  trainingType: 4,
});
export const ENGINE = unit({
  _id: '00000000-0000-4000-8000-0000000000b2',
  unitName: 'Anvil Engine',
  trainingType: 2,
  health: 10,
  protectionTypes: [1, 2],
  protectionValue: 3,
  movement: 4,
  size: 4,
  equippedWeapons: [{ weaponID: CANNON._id, knack: 4 }],
  structuredAbilities: [
    { templateID: TEMPLATE._id, overrides: [{ key: 'amount', value: 2 }], customName: '' },
  ],
});
export const WARDEN = unit({
  _id: '00000000-0000-4000-8000-0000000000b3',
  unitName: 'Shield Warden',
  health: 3,
  protectionTypes: [1],
  protectionValue: 2,
  equippedWeapons: [
    { weaponID: HAMMER._id, knack: 4 },
    { weaponID: '00000000-0000-4000-8000-0000000000ff', knack: 3 },
  ],
  abilities: [{ name: 'Unyielding', description: 'Never routs.', pointCost: 6 }],
});

export const UNITS = [SCOUT, WARDEN, ENGINE];
export const WEAPONS = [HAMMER, CANNON];

/**
 * A game played with two Shield Wardens (30 points each, 3 health): the second is destroyed in
 * round 1, then round 2 begins. Started at `id` (ms); with a `result`, it ended at `id + 1000`
 * against 'Ash Legion', who lost 85 points ('Held the bridge.').
 */
export function playedGame(id: number, result?: GameResult): Game {
  return {
    id: `game_${id}`,
    started: id,
    cards: [
      {
        name: WARDEN.unitName,
        formation: 'Formation 1',
        count: 2,
        health: 3,
        points: 30,
        weapons: [],
        abilities: [],
      },
    ],
    tactics: [],
    environments: [],
    events: [
      { kind: 'wound', unit: 1, wounds: 1 },
      { kind: 'wound', unit: 1, wounds: 1 },
      { kind: 'wound', unit: 1, wounds: 1 },
      { kind: 'round' },
    ],
    ...(result === undefined
      ? {}
      : {
          finished: {
            at: id + 1000,
            result,
            opponent: 'Ash Legion',
            opponent_lost: 85,
            note: 'Held the bridge.',
          },
        }),
  };
}

/** Signs a user in for a test (a token without expiry, naming the user as the server's does). */
export function signIn(username: string, roles: string[] = [], likes: string[] = []) {
  act(() =>
    sessionStore.set({ token: mockSessionToken(username), username, display: null, roles, likes }),
  );
}

/**
 * A moderator's account; the mock API knows it when a test adds it to `db.profiles`
 * (`mockApi(() => ({ profiles: [...createMockDb().profiles, MODERATOR] }))`).
 */
export const MODERATOR: UserProfile = {
  username: 'mia',
  display: 'Mia',
  roles: ['mod'],
  likes: [],
};

/**
 * The administrator's account (every role, and a recovery email); the mock API knows it when a
 * test adds it to `db.profiles`, as {@link MODERATOR}. The API never deletes it.
 */
export const ADMINISTRATOR: UserProfile = {
  username: 'root',
  display: 'Root',
  email: 'root@muster.test',
  roles: ['admin', 'mod', 'publisher'],
  likes: [],
};

/** Signs out. */
export function signOut() {
  act(() => sessionStore.clear());
}

export const FORMULA: PointFormula = {
  _id: '00000000-0000-4000-8000-0000000000d1',
  version: 1,
  name: 'Official',
  formula: DEFAULT_POINT_FORMULA,
  lastUpdated: '2026-01-01T00:00:00.000Z',
};

/** The ruleset as stored: the mock API renders its `html` when it answers, as the API does. */
export const RULESET: StoredRuleset = {
  version: 1,
  markdown: '# Rules\n\n## Movement\n\nMove up to your movement in inches.',
  activePointFormula: FORMULA._id,
  rosterRules: [],
};

export const SCENARIO: StoredScenario = {
  _id: '00000000-0000-4000-8000-0000000000e1',
  version: 1,
  slug: 'hold-the-pass',
  title: 'Hold the Pass',
  markdown: 'Two armies meet at the pass.',
  public: true,
  reviewed: true,
  reviewNote: '',
  thumbnailURL: '',
  author: 'vex',
};

export const LORE_PAGE: StoredPage = {
  _id: '00000000-0000-4000-8000-0000000000f1',
  version: 1,
  title: 'The Long Winter',
  type: 'lore',
  markdown: 'Snow fell for a year.',
  thumbnailURL: '',
  tags: ['story'],
  reviewed: true,
  reviewNote: '',
  acl: { author: 'vex', editors: [] },
};

/** A reviewed terrain page with a thumbnail and a title longer than a page card shows (27). */
export const TERRAIN_PAGE: StoredPage = {
  _id: '00000000-0000-4000-8000-0000000000f2',
  version: 1,
  title: 'Ruined Watchtowers of the Northern Pass',
  type: 'terrain',
  markdown: '## Building\n\nFoam board, sand and patience.',
  thumbnailURL: '/api/image/tower.png',
  tags: [],
  reviewed: true,
  reviewNote: '',
  acl: { author: 'vex', editors: [] },
};

/** A battle report still in review, by ada, which vex may edit too. */
export const BATTLE_REPORT: StoredPage = {
  _id: '00000000-0000-4000-8000-0000000000f3',
  version: 1,
  title: 'Clash at the Ford',
  type: 'batrep',
  markdown: 'The wardens held the ford until dusk.',
  thumbnailURL: '',
  tags: ['report'],
  reviewed: false,
  reviewNote: '',
  acl: { author: 'ada', editors: ['vex'] },
};
