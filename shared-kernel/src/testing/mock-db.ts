import type {
  AbilityTemplate,
  Faction,
  ModerationEntry,
  Page,
  PointFormula,
  Ruleset,
  Scenario,
  Unit,
  UserProfile,
  Weapon,
} from '@muster/shared-kernel/core';
import {
  BATTLE_REPORT,
  FACTION,
  FORMULA,
  LORE_PAGE,
  RULESET,
  SCENARIO,
  TEMPLATE,
  TERRAIN_PAGE,
  UNITS,
  WEAPONS,
} from './fixtures.js';

/** The state the mock API serves; each test starts from a fresh copy and may change it. */
export interface MockDb {
  factions: Faction[];
  units: Unit[];
  weapons: Weapon[];
  abilities: AbilityTemplate[];
  formulas: PointFormula[];
  ruleset: Ruleset;
  scenarios: Scenario[];
  pages: Page[];
  /** The users; `email` is kept here and shown only to the user and the administrator. */
  profiles: UserProfile[];
  /** Each user's password, by username (login checks it). */
  passwords: Record<string, string>;
  /** The invite tokens the administrator generated, oldest first (a registration needs one). */
  invites: string[];
  /** The invite tokens already used to register: each works once. */
  usedInvites: string[];
  /** Answers `/api/site`. */
  site: Record<string, unknown>;
  /** The moderation log, newest first (GET /api/modlog); role changes add to it. */
  modlog?: ModerationEntry[];
}

/** A fresh copy of the fixture set, with the overrides given. */
export function createMockDb(overrides: Partial<MockDb> = {}): MockDb {
  return structuredClone({
    factions: [FACTION],
    units: UNITS,
    weapons: WEAPONS,
    abilities: [TEMPLATE],
    formulas: [FORMULA],
    ruleset: RULESET,
    scenarios: [SCENARIO],
    pages: [LORE_PAGE, TERRAIN_PAGE, BATTLE_REPORT],
    profiles: [
      { username: 'vex', display: 'Vex', roles: ['publisher'], likes: [] },
      { username: 'ada', display: 'Ada', roles: [], likes: [] },
    ],
    passwords: { vex: 'correct horse', ada: 'correct horse' },
    invites: [],
    usedInvites: [],
    site: { chatUrl: '' },
    ...overrides,
  });
}
