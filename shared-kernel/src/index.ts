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
export {
  AUTH_REQUIRED_MESSAGE,
  LOGIN_PATH,
  PAGE_SIZE,
  SESSION_EXPIRED_MESSAGE,
  banishFactionToDraft,
  configureApi,
  countFactions,
  countScenarios,
  deleteAbilityTemplate,
  deleteFaction,
  deletePage,
  deletePointFormula,
  deleteScenario,
  deleteUnit,
  deleteWeapon,
  factionsByAuthor,
  generateRegistrationKey,
  getAbilityTemplate,
  getActivePointFormula,
  getFaction,
  getPage,
  getPointFormula,
  getProfile,
  getRuleset,
  getScenario,
  getUnit,
  getWeapon,
  likeFaction,
  listAbilityTemplates,
  listFactions,
  listPages,
  listPointFormulas,
  listScenarios,
  login,
  logout,
  myPages,
  pageModQueue,
  randomFactions,
  register,
  request,
  saveAbilityTemplate,
  saveFaction,
  savePage,
  savePointFormula,
  saveRuleset,
  saveScenario,
  saveUnit,
  saveWeapon,
  setNavigate,
  setPublisher,
  toggleFactionApproval,
  togglePageReviewed,
  toggleScenarioApproval,
  unitsOfFaction,
  unlikeFaction,
  uploadImage,
  weaponsOfFaction,
} from './api/index.js';
export type {
  ApiEnvironment,
  AuthMode,
  EmptyAnswer,
  HttpMethod,
  ListKind,
  OkAnswer,
  RequestOptions,
} from './api/index.js';
export { isTokenExpired, tokenClaims, tokenExpiry } from './session/token.js';
export { DEMO_FORMULA_KEY, createFormulaStore } from './formulas/formula-in-force.js';
export type { FormulaInForce, FormulaSource, FormulaStore } from './formulas/formula-in-force.js';
export { formulaStore } from './formulas/formula-store.js';
export { useFormulaInForce } from './formulas/use-formula-in-force.js';
export {
  ROSTER_KEY_PREFIX,
  STORAGE_FULL_MESSAGE,
  createRosterStore,
  exportRoster,
  exportRosterText,
  memoryRosterStorage,
  parseRosterFile,
  rosterFileName,
  rosterStore,
} from './rosters/roster-store.js';
export type {
  NewRoster,
  RosterResult,
  RosterStorage,
  RosterStore,
} from './rosters/roster-store.js';
export { useRoster, useRosterList } from './rosters/use-rosters.js';
export { SAFE_SCHEMES, isExternalUrl, isSafeUrl, safeUrl } from './markdown/safe-url.js';
// The points engine, also here so front ends share the one federated instance (and its cache).
export {
  computeUnitCost,
  explainUnitCost,
  fillAbilityText,
  knackFactor,
  rosterPoints,
  weaponCost,
  weaponDamagePerRound,
} from './points/unit-cost.js';
export type {
  CostTerm,
  CostTermKind,
  CostedAbilityTemplate,
  CostedUnit,
  CostedWeapon,
  RosterCostContext,
  RosterLineCost,
  RosterPoints,
  UnitCost,
  UnitCostExplanation,
  UnitCostInput,
  WeaponCost,
  WeaponCostInput,
} from './points/unit-cost.js';
export { MAX_FORMULA_TEXT_LENGTH, parsePointFormula } from './points/point-formula.js';
export type { ParsedPointFormula } from './points/point-formula.js';
export { DEFAULT_FORMULA_DEFINITION, DEFAULT_POINT_FORMULA } from './points/default-formula.js';
export {
  FORMULA_FUNCTIONS,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  evaluateExpression,
} from './points/formula-language.js';
export {
  KNACK_FACTORS,
  TRAINING_TYPES,
  UNIT_VARIABLES,
  WEAPON_VARIABLES,
  trainingModifiers,
} from './points/game-constants.js';
export type { TrainingModifiers, UnitVariable, WeaponVariable } from './points/game-constants.js';
export { round2, snapCeil, snapFloor, snapRound, snapToInteger } from './points/rounding.js';
