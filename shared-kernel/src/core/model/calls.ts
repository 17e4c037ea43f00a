/**
 * Payloads and answers of the calls of SPEC §7 (DESIGN §4 for the details SPEC elides).
 */
import type {
  AbilityTemplate,
  Faction,
  Page,
  PointFormula,
  Ruleset,
  Scenario,
  Unit,
  Weapon,
} from './entities.js';

/** Every non-OK answer of the API. */
export interface ApiError {
  /** The HTTP status code. */
  statusCode: number;
  /** The status text ('Bad Request', 'Not Found'...). */
  error: string;
  /** What went wrong, naming the field when input was bad. */
  message: string;
}

/** Query of a list call: page size 100 by default, pages from 1. */
export interface ListQuery {
  /** Page size (SPEC §9: 100). */
  limit?: number;
  /** 1-based page number; the server clamps it to 1..ceil(count/limit). */
  page?: number;
  /** Case-insensitive title search. */
  search?: string;
  /** When true the answer is the number of matching items, not the items. */
  count?: boolean;
}

/** What a list call answers with `count=true`. */
export type CountAnswer = number;

/** POST /api/users/login. */
export interface LoginPayload {
  username: string;
  password: string;
}

/** POST /api/users/register. */
export interface RegisterPayload {
  username: string;
  display: string;
  email: string;
  password: string;
  /** An invite token (from a publisher registration link) whose roles the new user gets. */
  registrationToken?: string;
}

/** The answer of login and register: the session to keep. */
export interface AuthAnswer {
  /** JWT; its `exp` claim is the expiry the client checks. */
  token: string;
  username: string;
  display: string;
  roles: string[];
  /** Ids of the factions the user likes. */
  likes: string[];
}

/** GET /api/users/generateRegistrationKey (administrator only). */
export interface RegistrationKeyAnswer {
  registrationToken: string;
}

/** POST /api/image. */
export interface ImageAnswer {
  file_url: string;
}

/**
 * POST /api/factions/ (create) or /api/factions/{id} (save). The server sets the slug, likes,
 * reviewed flag and author; a sent `acl.author` is ignored.
 */
export type FactionPayload = Pick<Faction, 'title'> &
  Partial<
    Pick<
      Faction,
      | 'description'
      | 'lore'
      | 'public'
      | 'thumbnailURL'
      | 'links'
      | 'acl'
      | 'anteList'
      | 'environmentList'
    >
  >;

/** POST /api/units/ or /api/units/{id}. */
export type UnitPayload = Omit<Unit, '_id'>;

/** POST /api/weapons/ or /api/weapons/{id}. */
export type WeaponPayload = Omit<Weapon, '_id'>;

/** POST /api/ability/ or /api/ability/{id}. */
export type AbilityTemplatePayload = Omit<AbilityTemplate, '_id'>;

/** POST /api/formulas/ or /api/formulas/{id}; the server sets `lastUpdated`. */
export type PointFormulaPayload = Pick<PointFormula, 'name' | 'formula'>;

/** POST /api/ruleset/ (administrator only). */
export type RulesetPayload = Ruleset;

/** POST /api/scenarios/ or /api/scenarios/{id}; the server sets slug, reviewed and author. */
export type ScenarioPayload = Pick<Scenario, 'title' | 'markdown' | 'public' | 'thumbnailURL'>;

/** POST /api/pages/ or /api/pages/{id}; only moderators change `type` of another's page and `tags`. */
export type PagePayload = Pick<Page, 'title' | 'type' | 'markdown' | 'tags' | 'thumbnailURL'>;
