/**
 * The entities of SPEC §3 as they travel between the API and the browser. Every `_id` is a uuid
 * string; dates are ISO 8601 strings.
 */

/** Who may edit a faction or a page: its author and a list of editors (usernames). */
export interface Acl {
  /** Username of the author. */
  author: string;
  /** Usernames of the listed editors. */
  editors: string[];
}

/** A tactic of a faction (SPEC calls the list `anteList`; screens say 'Tactics'). */
export interface Ante {
  name: string;
  /** The knack needed to use the tactic (2 to 7 in practice). */
  knack: number;
  description: string;
}

/** An environment effect of a faction. */
export interface EnvironmentEffect {
  name: string;
  /** What happens each round ('Round Effect' on screen). */
  description: string;
  /** Shown as 'Tactic Penalty'. */
  antePenalty: number;
}

/** A community faction. Its units and weapons are loaded separately (by faction id). */
export interface Faction {
  _id: string;
  /** Unique, stable, URL-safe name: `/factions/{slug}`. */
  slug: string;
  title: string;
  description: string;
  /** Markdown. */
  lore: string;
  /** False means draft: visible only by direct link. */
  public: boolean;
  /** Set by a moderator; public lists show only `public && reviewed`. */
  reviewed: boolean;
  /** Number of users who like the faction. */
  likes: number;
  /** Splash / card image URL, '' for none. */
  thumbnailURL: string;
  /** External links (item shape not shown by SPEC: plain URLs). */
  links: string[];
  acl: Acl;
  /** Tactics. */
  anteList: Ante[];
  environmentList: EnvironmentEffect[];
  /** When the faction was created (ISO 8601), when the server knows it. */
  createdAt?: string;
  /** When the faction was last saved (ISO 8601), when the server knows it. */
  updatedAt?: string;
}

/** What faction lists answer: the card fields only (no lore). */
export type FactionCard = Pick<
  Faction,
  '_id' | 'slug' | 'title' | 'public' | 'reviewed' | 'likes' | 'thumbnailURL' | 'acl'
>;

/** Training type ids of SPEC §3: Infantry, Shock, Support, Scout, Specialist, Leader. */
export type TrainingType = 1 | 2 | 3 | 4 | 5 | 6;

/** Protection type ids of SPEC §3: Physical (1), Reactive (2), Energy (3). */
export type ProtectionType = 1 | 2 | 3;

/** Weapon types of SPEC §3. */
export type WeaponType = 'melee' | 'ranged' | 'near' | 'heavy';

/** A weapon carried by a unit, used at a knack (minimum 2). */
export interface EquippedWeapon {
  /** The `_id` of one of the faction's weapons. */
  weaponID: string;
  knack: number;
}

/** A free-text ability with its own point cost. */
export interface UnitAbility {
  name: string;
  description: string;
  pointCost: number;
}

/** A named number: an ability template's default value, or a unit's override of one. */
export interface AbilityValue {
  key: string;
  value: number;
}

/** An ability built from a template, with some default values overridden. */
export interface StructuredAbility {
  /** The `_id` of an ability template. */
  templateID: string;
  /** Values that replace the template's defaults of the same key. */
  overrides: AbilityValue[];
  /** A name shown instead of the template's, '' for none. */
  customName: string;
}

/** A unit of a faction. */
export interface Unit {
  _id: string;
  /** The `_id` of its faction. */
  faction: string;
  unitName: string;
  description: string;
  /** 1 to 6, default 1. */
  trainingType: TrainingType;
  /** Minimum 1, default 1. */
  health: number;
  /** Each 1 to 3, no repeats. */
  protectionTypes: ProtectionType[];
  /** Minimum 0, default 0. */
  protectionValue: number;
  /** Minimum 0, default 6. */
  movement: number;
  /** 1 to 5, default 1. */
  size: number;
  equippedWeapons: EquippedWeapon[];
  abilities: UnitAbility[];
  structuredAbilities: StructuredAbility[];
}

/** A weapon of a faction. */
export interface Weapon {
  _id: string;
  /** The `_id` of its faction. */
  faction: string;
  name: string;
  description: string;
  /** One or more types; default `['melee']`. */
  type: WeaponType[];
  /** Minimum 0. */
  attacks: number;
  /** Minimum 0. */
  damage: number;
  /** Protection types this weapon bypasses (0 to 3 of them). */
  effectiveTypes: ProtectionType[];
}

/**
 * An ability template kept by moderators. `name` and `description` may hold placeholders
 * written `_key_`, replaced by values; `formula` is an expression in the formula language whose
 * variables are the unit variables plus the value keys.
 */
export interface AbilityTemplate {
  _id: string;
  name: string;
  description: string;
  formula: string;
  defaultValues: AbilityValue[];
}

/** An official point formula. */
export interface PointFormula {
  _id: string;
  name: string;
  /** JSON text of a {@link PointFormulaDefinition}. */
  formula: string;
  /** ISO 8601. */
  lastUpdated: string;
}

/**
 * What a point formula's JSON text holds: three expressions in the formula language. A missing
 * key falls back to the default formula's.
 */
export interface PointFormulaDefinition {
  movementFormula?: string;
  defenseFormula?: string;
  weaponFormula?: string;
}

/** The ruleset: one markdown text and the id of the official formula in force. */
export interface Ruleset {
  markdown: string;
  /** The `_id` of the active point formula, null when none is chosen. */
  activePointFormula: string | null;
}

/** A scenario. */
export interface Scenario {
  _id: string;
  slug: string;
  title: string;
  /** Markdown. */
  markdown: string;
  public: boolean;
  reviewed: boolean;
  thumbnailURL: string;
  /** Username of the author. */
  author: string;
}

/** What scenario lists answer: the card fields only. */
export type ScenarioCard = Pick<
  Scenario,
  '_id' | 'slug' | 'title' | 'public' | 'reviewed' | 'thumbnailURL' | 'author'
>;

/** Page categories of SPEC §3: batrep (Battle Report), scenario, terrain, lore, random. */
export type PageType = 'batrep' | 'scenario' | 'terrain' | 'lore' | 'random';

/** Every page type with its label, in menu order. */
export const PAGE_TYPES: ReadonlyArray<{ readonly type: PageType; readonly label: string }> = [
  { type: 'batrep', label: 'Battle Report' },
  { type: 'scenario', label: 'Scenario' },
  { type: 'terrain', label: 'Terrain' },
  { type: 'lore', label: 'Lore' },
  { type: 'random', label: 'RandomStuff' },
];

/** A community page (terrain, lore, battle report...). */
export interface Page {
  _id: string;
  title: string;
  type: PageType;
  /** Markdown. */
  markdown: string;
  thumbnailURL: string;
  /** Only moderators change tags; a lore item tagged 'story' comes first. */
  tags: string[];
  reviewed: boolean;
  acl: Acl;
}

/** What page lists answer: the card fields only. */
export type PageCard = Pick<
  Page,
  '_id' | 'title' | 'type' | 'thumbnailURL' | 'tags' | 'reviewed' | 'acl'
>;

/** A user's profile. */
export interface UserProfile {
  username: string;
  display: string;
  /** Present on one's own profile, and for the administrator; never for others. */
  email?: string;
  /** 'publisher', 'mod'; the administrator holds 'admin' and every other role. */
  roles: string[];
  /** Ids of the factions the user likes. */
  likes: string[];
}

/** One line of a roster: how many of a unit, and the copy of the unit it was built with. */
export interface RosterEntry {
  count: number;
  obj: Unit;
}

/** A roster, kept only in the browser under its `key` (`roster_{slug}_{timestamp}`). */
export interface Roster {
  /** The storage key, also the route id: `/roster/{key}`. */
  key: string;
  /** Creation time, milliseconds since the epoch. */
  created: number;
  faction_title: string;
  faction_slug: string;
  name: string;
  unit_list: RosterEntry[];
  /** Optional point limit; absent or null means none. */
  point_limit?: number | null;
}

/** The roster export file (SPEC §3) with a format version. */
export interface RosterFile {
  /** The export format version ({@link ROSTER_FILE_VERSION}). */
  version: number;
  faction_title: string;
  faction_slug: string;
  name: string;
  point_limit: number | null;
  unit_list: RosterEntry[];
}

/** The browser's demo point formula (localStorage `demo_formula`). */
export interface DemoFormula {
  name: string;
  /** JSON text, as {@link PointFormula.formula}. */
  formula: string;
  /** When true it overrides the active official formula in this browser. */
  enabled: boolean;
}

/** The current roster export format version. */
export const ROSTER_FILE_VERSION = 1;
