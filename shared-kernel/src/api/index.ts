/** The typed API client (SPEC §7, §8). */
export * from './calls.js';
export {
  AUTH_REQUIRED_MESSAGE,
  LOGIN_PATH,
  SESSION_EXPIRED_MESSAGE,
  configureApi,
  request,
  setNavigate,
} from './http.js';
export type { ApiEnvironment, AuthMode, EmptyAnswer, HttpMethod, RequestOptions } from './http.js';
