/**
 * @muster/shared-kernel/client: what the browser front ends share at run time. The API client,
 * the session, the toasts, the formula in force and the roster store. One federation singleton
 * across the shell and the remotes, so they all see one session and one cache.
 */
export { takePageElementText } from './api/page-reads.js';
export { isOnline, useOnline } from './api/online.js';
export { rosterFactionSlugs, rosterKeyFactionSlug } from './rosters/roster-keys.js';
export { callOperation } from './api/call-operation.js';
export type { CallOptions, OperationRequest, WireValues } from './api/call-operation.js';
export {
  AUTH_REQUIRED_MESSAGE,
  ApiRequestError,
  LOGIN_PATH,
  SESSION_ENDED_CAUSE,
  SESSION_EXPIRED_MESSAGE,
  configureApi,
  endExpiredSession,
  isConflict,
  isNotFound,
  request,
  setNavigate,
} from './api/http.js';
export type {
  ApiEnvironment,
  AuthMode,
  EmptyAnswer,
  HttpMethod,
  RequestOptions,
} from './api/http.js';
export {
  LOGGED_OUT,
  SESSION_STORAGE_KEY,
  createSessionStore,
  sessionStore,
} from './session/session-store.js';
export type { KeyValueStorage, Session, SessionStore } from './session/session-store.js';
export { useSession } from './session/use-session.js';
export { keepSession, logout } from './session/keep-session.js';
export { isTokenExpired, tokenClaims, tokenExpiry } from './session/token.js';
export {
  TOAST_DEFAULT_MS,
  TOAST_ERROR_MS,
  TOAST_LIMIT,
  TOAST_SUCCESS_MS,
  notify,
  loadToastify,
  toastDemand,
} from './toasts/notify.js';
export type { ErrorToastOptions } from './toasts/notify.js';
export {
  RE_REVIEW_MESSAGE,
  isListed,
  sayIfBackToReview,
  sayIfFactionBackToReview,
} from './toasts/re-review.js';
export type { ReviewState } from './toasts/re-review.js';
export { copyText } from './toasts/copy-text.js';
export type { CopyTextToasts } from './toasts/copy-text.js';
export {
  DEMO_FORMULA_KEY,
  createDemoFormulaStore,
  demoFormulaStore,
} from './formulas/formula-in-force.js';
export type {
  DemoFormulaStore,
  FormulaInForce,
  FormulaSource,
} from './formulas/formula-in-force.js';
export { useFormulaInForce } from './formulas/use-formula-in-force.js';
export * from './queries/index.js';
export { useFactionListPage, useScenarioListPage } from './lists/use-list-page.js';
