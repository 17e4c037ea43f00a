/**
 * @muster/shared-kernel: the one core every Muster front end shares (a federation singleton).
 */
export { isAdministrator, isModerator, isPublisher, isSignedIn } from './roles/roles.js';
export type { Role, RoleHolder } from './roles/roles.js';
export {
  LOGGED_OUT,
  SESSION_STORAGE_KEY,
  createSessionStore,
  sessionStore,
} from './session/session-store.js';
export type { KeyValueStorage, Session, SessionStore } from './session/session-store.js';
export { useSession } from './session/use-session.js';
export {
  TOAST_DEFAULT_MS,
  TOAST_ERROR_MS,
  TOAST_LIMIT,
  TOAST_SUCCESS_MS,
  notify,
} from './toasts/notify.js';
export { ToastHost } from './host/toast-host.js';
export { StandaloneHost } from './host/standalone-host.js';
export { NotFound } from './host/not-found.js';
export {
  LORE_COLLECTIONS,
  NOT_FOUND_TEXT,
  REMOTE_NAMES,
  REMOTE_ROUTES,
  SHELL_ROUTES,
  isShellPath,
  remoteForPath,
} from './routes/route-table.js';
export type { RemoteName } from './routes/route-table.js';
export { PAGE_TYPES, ROSTER_FILE_VERSION } from './model/index.js';
export type {
  AbilityTemplate,
  AbilityTemplatePayload,
  AbilityValue,
  Acl,
  Ante,
  ApiError,
  AuthAnswer,
  CountAnswer,
  DemoFormula,
  EnvironmentEffect,
  EquippedWeapon,
  Faction,
  FactionCard,
  FactionPayload,
  ImageAnswer,
  ListQuery,
  LoginPayload,
  Page,
  PageCard,
  PagePayload,
  PageType,
  PointFormula,
  PointFormulaDefinition,
  PointFormulaPayload,
  ProtectionType,
  RegisterPayload,
  RegistrationKeyAnswer,
  Roster,
  RosterEntry,
  RosterFile,
  Ruleset,
  RulesetPayload,
  Scenario,
  ScenarioCard,
  ScenarioPayload,
  StructuredAbility,
  TrainingType,
  Unit,
  UnitAbility,
  UnitPayload,
  UserProfile,
  Weapon,
  WeaponPayload,
  WeaponType,
} from './model/index.js';
export { PlaceholderScreen } from './host/placeholder-screen.js';
