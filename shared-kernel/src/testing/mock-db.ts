import type {
  AbilityTemplate,
  Faction,
  Page,
  PointFormula,
  Ruleset,
  Scenario,
  Unit,
  UserProfile,
  Weapon,
} from '@muster/shared-kernel/core';
import {
  FACTION,
  FORMULA,
  LORE_PAGE,
  RULESET,
  SCENARIO,
  TEMPLATE,
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
  profiles: UserProfile[];
  /** Answers `/api/site`. */
  site: Record<string, unknown>;
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
    pages: [LORE_PAGE],
    profiles: [
      { username: 'vex', display: 'Vex', roles: ['publisher'], likes: [] },
      { username: 'ada', display: 'Ada', roles: [], likes: [] },
    ],
    site: { chatUrl: '' },
    ...overrides,
  });
}
