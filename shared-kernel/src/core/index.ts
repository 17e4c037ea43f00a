/**
 * @muster/shared-kernel/core: the pure core of Muster, shared by the browser and the API. The
 * wire model, the game's constants and words, the roles and permissions (`can`), the route table
 * and the link policy. No React, no DOM, no fetch, no storage: plain Node ESM can import it. The
 * points engine, with its formula parser, is the entry /core/points, so pages that compute no
 * cost never download it.
 */
// The entities' types only: their TypeBox schemas are /core/model, which no page needs.
export type * from './model/index.js';
// The typed fields' limits, read by the schemas and by the editors' form rules.
export { LIMITS, USERNAME_PATTERN, numberProblem, textProblem } from './model/limits.js';
export type { NumberLimit, TextLimit } from './model/limits.js';
export { MAX_FORMATIONS, MAX_ROSTER_COUNT, ROSTER_FILE_VERSION } from './model/roster-version.js';
export { hasPointLimit } from './model/point-limit.js';
export { KEYWORD_PATTERN } from './model/limits.js';
export { DELETED_USER } from './model/deleted-user.js';
export { ACTIONS, can, sameUsername } from './permissions/can.js';
export type { Action, ActionThings, Actor, Owned, ThingArgs } from './permissions/can.js';
export { factionVersionShown } from './permissions/faction-reading.js';
export { isAdministrator, isModerator, isPublisher, isSignedIn } from './permissions/roles.js';
export type { Role, RoleHolder } from './permissions/roles.js';
export { formatDate, formatDateTime } from './dates/format-date.js';
// Every API operation, declared once: its method, path, schemas, summary and access.
export * from './api/index.js';
export { PAGE_READS_ELEMENT_ID, START_READS, firstReads, pathName } from './routes/first-reads.js';
export {
  LORE_COLLECTIONS,
  NOT_FOUND_TEXT,
  REMOTE_NAMES,
  REMOTES_MANIFEST_ELEMENT_ID,
  REMOTE_ROUTES,
  ROUTE_PATTERNS,
  SECRET_ROUTE_SEGMENTS,
  SHELL_ROUTES,
  isShellPath,
  pathMatches,
  paths,
  remoteForPath,
  remoteRoutes,
  routeChunkName,
  routePattern,
} from './routes/route-table.js';
export type {
  PathBuilder,
  PathSegment,
  RemoteName,
  RemoteRoutes,
  SegmentsOf,
} from './routes/route-table.js';
// The routes whose secrets the server's logs mask.
export { SECRET_ROUTES, type SecretRoute } from './routes/secret-routes.js';
// The theme a page is drawn in (the shell's switch, the server's first paint).
export { THEME_CHOICES, THEME_COOKIE, isThemeChoice, themeOfCookieHeader } from './theme/theme.js';
export type { ThemeChoice } from './theme/theme.js';
export { SAFE_SCHEMES, isExternalUrl, isSafeUrl, safeUrl } from './links/safe-url.js';
export {
  MAX_SHARE_CODE_LENGTH,
  MAX_SHARED_ROSTER_BYTES,
  SHARE_PARAM,
  shareCodeOf,
  shareCodeOfLink,
} from './links/roster-share-link.js';
export { fillAbilityText } from './points/ability-text.js';
export { DEFAULT_FORMULA_DEFINITION, DEFAULT_POINT_FORMULA } from './points/default-formula.js';
export {
  KNACK_FACTORS,
  NO_TRAINING,
  TRAINING_TYPES,
  UNIT_VARIABLES,
  WEAPON_VARIABLES,
  trainingModifiers,
} from './points/game-constants.js';
export type { TrainingModifiers, UnitVariable, WeaponVariable } from './points/game-constants.js';
export { round2, snapCeil, snapFloor, snapRound, snapToInteger } from './points/rounding.js';
export {
  PAGE_TYPES,
  PROTECTION_TYPES,
  WEAPON_TYPES,
  isPageType,
  pageTypeName,
  protectionNames,
  trainingName,
  weaponTypeNames,
} from './words/game-words.js';
export {
  ABILITY_TEXT_LIMIT,
  BAD_SHARE_LINK_MESSAGE,
  CARD_TITLE_LIMIT,
  CONFLICT_MESSAGE,
  INVITATION_GONE_MESSAGES,
  OFFLINE_MESSAGE,
  PAGE_TITLE_LIMIT,
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
  ROSTER_TOO_LARGE_TO_VERIFY_MESSAGE,
  cutText,
} from './words/texts.js';
export type { InvitationEnd } from './words/texts.js';
