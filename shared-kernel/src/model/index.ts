/**
 * @muster/shared-kernel/model: the wire types shared by the client and the server. Pure data: no
 * React, no DOM, no I/O, so the API may import it.
 */
export { REMOTE_NAMES } from '../routes/route-table.js';
export type { RemoteName } from '../routes/route-table.js';
export { PAGE_TYPES, ROSTER_FILE_VERSION } from './entities.js';
export type {
  AbilityTemplate,
  AbilityValue,
  Acl,
  Ante,
  DemoFormula,
  EnvironmentEffect,
  EquippedWeapon,
  Faction,
  FactionCard,
  Page,
  PageCard,
  PageType,
  PointFormula,
  PointFormulaDefinition,
  ProtectionType,
  Roster,
  RosterEntry,
  RosterFile,
  Ruleset,
  Scenario,
  ScenarioCard,
  StructuredAbility,
  TrainingType,
  Unit,
  UnitAbility,
  UserProfile,
  Weapon,
  WeaponType,
} from './entities.js';
export type {
  AbilityTemplatePayload,
  ApiError,
  AuthAnswer,
  CountAnswer,
  FactionPayload,
  ImageAnswer,
  ListQuery,
  LoginPayload,
  PagePayload,
  PointFormulaPayload,
  RegisterPayload,
  RegistrationKeyAnswer,
  RulesetPayload,
  ScenarioPayload,
  UnitPayload,
  WeaponPayload,
} from './calls.js';
