/**
 * @muster/shared-kernel/core/model: one TypeBox schema per entity, with its type of the
 * same name. The API validates and serialises with them and the roster store checks files with
 * them. Screens import only the types, from /core: the schemas carry TypeBox, which no page
 * should download for nothing.
 */
export { Acl, AclPayload, AnyText, NO_NUL, Text, UsernameText, Uuid } from './fields.js';
export {
  Ante,
  EnvironmentEffect,
  Faction,
  FactionCard,
  FactionPayload,
  FactionVersionNumber,
  LikeAnswer,
} from './faction.js';
export { FactionVersion } from './faction-version.js';
export {
  AbilityValue,
  AbilityValuePayload,
  EquippedWeapon,
  ProtectionType,
  StructuredAbility,
  TrainingType,
  Unit,
  UnitAbility,
  UnitPayload,
} from './unit.js';
export { Weapon, WeaponPayload, WeaponType } from './weapon.js';
export { AbilityTemplate, AbilityTemplatePayload } from './ability-template.js';
export {
  DemoFormula,
  PointFormula,
  PointFormulaDefinition,
  PointFormulaPayload,
} from './point-formula.js';
export { Ruleset, RulesetPayload } from './ruleset.js';
export { Scenario, ScenarioCard, ScenarioPayload } from './scenario.js';
export { Page, PageCard, PagePayload, PageTag, PageType } from './page.js';
export {
  AccountData,
  AccountDeleted,
  AuthAnswer,
  ChangePasswordPayload,
  DeleteAccountPayload,
  ForgotPasswordPayload,
  Invitation,
  InvitationInfo,
  InviteAnswer,
  LoginPayload,
  PasswordResetInfo,
  ProfilePayload,
  RegisterPayload,
  RegistrationKeyAnswer,
  ResetLink,
  ResetPasswordPayload,
  ResetRequested,
  SessionInfo,
  SignedOut,
  UserProfile,
  Username,
} from './user.js';
export {
  Game,
  GameAbility,
  GameCard,
  GameEnd,
  GameEvent,
  GameResult,
  GameWeapon,
  Games,
  MAX_GAMES,
  MAX_GAME_EVENTS,
} from './game.js';
export {
  Formation,
  MAX_FORMATIONS,
  ROSTER_FILE_VERSION,
  Roster,
  RosterEntry,
  RosterFile,
} from './roster.js';
export {
  Keyword,
  Keywords,
  RequiredSubject,
  RosterRule,
  RosterRules,
  RuleSubject,
} from './roster-rule.js';
export type { RosterRuleKind } from './roster-rule.js';
export {
  RosterProblem,
  RosterVerdict,
  VERIFICATION_CODE_PATTERN,
  VerifiedLine,
  VerifyRosterPayload,
} from './roster-verdict.js';
export { ApiError, Deleted, ImageAnswer, pointerToken, schemaErrorMessage } from './calls.js';
export { Health, Readiness, RemotesManifest, SiteSettings } from './site.js';
export {
  GrantableRole,
  ModerationAction,
  ModerationEntry,
  ModerationKind,
  ModerationLog,
  ModerationPayload,
  UserList,
  UserSummary,
} from './moderation.js';
export { ModerationOutcome, ReviewIntent, ReviewPayload } from './review.js';
export type { CountAnswer, ListQuery, SchemaError } from './calls.js';
export {
  AccountRoster,
  AccountRosterSaved,
  ROSTER_KEY_PATTERN,
  SaveAccountRosterPayload,
  changeTime,
} from './account-roster.js';
export { MAX_VERIFIED_LINES, tooLargeToVerify } from './verify-bounds.js';
