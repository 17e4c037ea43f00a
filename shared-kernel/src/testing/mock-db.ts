import type {
  AbilityTemplate,
  AccountRoster,
  Faction,
  FactionVersion,
  ModerationEntry,
  Page,
  PointFormula,
  RosterVerdict,
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

/** The ruleset as the database holds it: without the HTML the API renders from it. */
export type StoredRuleset = Omit<Ruleset, 'html'>;
/** A scenario as the database holds it: without the HTML the API renders from it. */
export type StoredScenario = Omit<Scenario, 'html'>;
/** A page as the database holds it: without the HTML the API renders from it. */
export type StoredPage = Omit<Page, 'html'>;

/** The state the mock API serves; each test starts from a fresh copy and may change it. */
export interface MockDb {
  factions: Faction[];
  /** The approved versions of the factions (none unless a test adds them). */
  factionVersions?: FactionVersion[];
  units: Unit[];
  weapons: Weapon[];
  abilities: AbilityTemplate[];
  formulas: PointFormula[];
  /** The ruleset as stored; the mock API answers it with its `html`, as the API does. */
  ruleset: StoredRuleset;
  /** The scenarios as stored; the mock API answers one with its `html`, as the API does. */
  scenarios: StoredScenario[];
  /** The pages as stored; the mock API answers one with its `html`, as the API does. */
  pages: StoredPage[];
  /** The users; `email` is kept here and shown only to the user and the administrator. */
  profiles: UserProfile[];
  /** Each user's password, by username (login checks it). */
  passwords: Record<string, string>;
  /** The sessions that signing in made, each until it is ended (the devices on a profile). */
  sessions?: MockSession[];
  /** The invite tokens the administrator generated, oldest first (a registration needs one). */
  invites: string[];
  /** The invite tokens already used to register: each works once. */
  usedInvites: string[];
  /** The invite tokens their maker revoked before anyone used them. */
  revokedInvites: string[];
  /** Whom each invite token is for, by token, as its maker noted it. */
  inviteNotes: Record<string, string>;
  /** The password reset links made, mailed or by the administrator, oldest first. */
  resetLinks: MockResetLink[];
  /**
   * The reset links requestPasswordReset "mailed", oldest first: what a test reads instead of
   * an inbox.
   */
  mailedResets: MailedReset[];
  /** The usernames of deleted accounts, lowercased: nobody may register them again. */
  retiredUsernames: string[];
  /**
   * Answers `/api/site`, over the server's defaults; `passwordRecovery: false` stands for a site
   * without a mail server (reset requests are then refused with a 404).
   */
  site: Record<string, unknown>;
  /** The moderation log, newest first (GET /api/modlog); role changes add to it. */
  modlog?: ModerationEntry[];
  /** The verdicts the server gave, by their codes (GET /api/rosters/verify/:code); checks add to it. */
  verdicts?: RosterVerdict[];
  /** Each user's rosters kept in their account, by username, deleted ones marked. */
  accountRosters: Record<string, AccountRoster[]>;
}

/** A session the mock API keeps: whose it is, and what GET /api/users/sessions shows of it. */
export interface MockSession {
  id: string;
  username: string;
  browser: string;
  firstSeen: string;
  lastSeen: string;
}

/** A password reset link the mock API keeps: single use, working until `expires`. */
export interface MockResetLink {
  token: string;
  username: string;
  /** When it stops working (ISO 8601). */
  expires: string;
  /** Whether it was used, or voided by a new password. */
  used: boolean;
}

/** A reset link the mock API "mailed": to whom, for which account, and its token. */
export interface MailedReset {
  email: string;
  username: string;
  token: string;
}

/** Gives each thing without a version version 1, as the API's column default does. */
function stampVersions<T extends { version?: number }>(things: T[]): T[] {
  for (const thing of things) thing.version ??= 1;
  return things;
}

/**
 * A fresh copy of the fixture set, with the overrides given. Every editable thing carries a
 * version, so the editors' tests send one and the handlers can refuse a stale save.
 */
export function createMockDb(overrides: Partial<MockDb> = {}): MockDb {
  const db = structuredClone({
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
    revokedInvites: [],
    inviteNotes: {},
    resetLinks: [],
    mailedResets: [],
    retiredUsernames: [],
    site: { chatUrl: '', passwordRecovery: true },
    accountRosters: {},
    ...overrides,
  });
  // The API always answers a review note ('' when none).
  for (const list of [db.factions, db.scenarios, db.pages])
    for (const item of list) item.reviewNote ??= '';
  for (const list of [
    db.factions,
    db.units,
    db.weapons,
    db.abilities,
    db.formulas,
    db.scenarios,
    db.pages,
  ])
    stampVersions<{ version?: number }>(list);
  db.ruleset.version ??= 1;
  return db;
}

/**
 * Someone else saves `stored` (a thing of the mock db) while a test's editor has it open: its
 * fields change and its version goes up, as another user's save does on the API. The editor's
 * next save then names an older version and gets the 409.
 */
export function saveElsewhere<T extends { version?: number }>(stored: T, changes: Partial<T>): T {
  Object.assign(stored, changes, { version: (stored.version ?? 1) + 1 });
  return stored;
}
