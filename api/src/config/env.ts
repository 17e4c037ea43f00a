import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LIMITS,
  LORE_COLLECTIONS,
  PAGE_TYPES,
  isPageType,
  textProblem,
  type PageType,
} from '@muster/shared-kernel/core';

/** One lore collection of the Lore menu: the reviewed pages of a type that carry a tag. */
export interface LoreCollection {
  label: string;
  type: PageType;
  tag: string;
}

/** Every setting of the server, read and checked once at start. */
export interface Config {
  /** HTTP port (`PORT`, default 8080). */
  port: number;
  /** Interface to listen on (`HOST`, default 0.0.0.0). */
  host: string;
  /** Where PGlite keeps its files when no DATABASE_URL is set (`DATA_DIR`, default ./data). */
  dataDir: string;
  /** A PostgreSQL connection string; when set, PGlite is not used (`DATABASE_URL`). */
  databaseUrl: string | null;
  /** The repository root holding `shell/dist` and `mfe-*\/dist` (`WEB_ROOT`). */
  webRoot: string;
  /** A JSON file replacing the default `/remotes.json` (`REMOTES_MANIFEST`). */
  remotesManifest: string | null;
  /** The community chat link in the navigation bar (`CHAT_URL`; empty hides it). */
  chatUrl: string;
  /**
   * The Lore menu's collections (`LORE_COLLECTIONS`, `Label=type/tag;…`), answered by `/api/site`;
   * default World Lore (lore/world) and Battle Reports (batrep/report).
   */
  loreCollections: LoreCollection[];
  /** Pino log level (`LOG_LEVEL`, default info). */
  logLevel: string;
  /** Signs session and invite tokens (`JWT_SECRET`); when unset, one is generated and kept in the database. */
  jwtSecret: string | null;
  /** How long a session token lives, in seconds (`SESSION_TTL_SECONDS`, default 7 days). */
  sessionTtlSeconds: number;
  /** How long an invite link works, in seconds (`INVITE_TTL_SECONDS`, default 7 days). */
  inviteTtlSeconds: number;
  /** The administrator's username (`ADMIN_USERNAME`, default admin). */
  adminUsername: string;
  /** The administrator's first password (`ADMIN_PASSWORD`); random and printed once when unset. */
  adminPassword: string | null;
  /** Failed logins per address and username in one window before the back-off starts (`LOGIN_FAILURE_LIMIT`, default 10). */
  loginFailureLimit: number;
  /** The failed-login window in seconds (`LOGIN_FAILURE_WINDOW_SECONDS`, default 900). */
  loginFailureWindowSeconds: number;
  /** Successful logins plus registrations allowed per IP per minute (`SIGNIN_RATE_PER_MINUTE`, default 60). */
  signinRatePerMinute: number;
  /** Largest accepted image upload in bytes (`IMAGE_MAX_BYTES`, default 5 MB). */
  imageMaxBytes: number;
  /** How long public reads may be served from the in-process cache, ms (`READ_CACHE_MS`, 0-1000, default 1000). */
  readCacheMs: number;
  /** Seeds demo content into an empty database (`SEED_DEMO`, default true). */
  seedDemo: boolean;
  /** Trust X-Forwarded-For from a load balancer for client addresses (`TRUST_PROXY`, default false). */
  trustProxy: boolean;
  /** node-postgres pool size (`DATABASE_POOL_SIZE`, default 10). */
  databasePoolSize: number;
  // Abuse limits. Counters live in the database, so they hold across instances.
  /** Back-off after LOGIN_FAILURE_LIMIT for one address and username: first block in seconds, doubling after each further attempt (`LOGIN_BACKOFF_BASE_SECONDS`, default 30). */
  loginBackoffBaseSeconds: number;
  /** The longest such block in seconds (`LOGIN_BACKOFF_MAX_SECONDS`, default 3600). */
  loginBackoffMaxSeconds: number;
  /** Failed logins per username per window from all addresses, enforced on addresses that already failed for it (`LOGIN_USERNAME_FAILURE_LIMIT`, default 100). */
  loginUsernameFailureLimit: number;
  /** Failed logins per address per window, whatever the username (`LOGIN_ADDRESS_FAILURE_LIMIT`, default 50). */
  loginAddressFailureLimit: number;
  /** Registrations per address per hour (`REGISTRATIONS_PER_HOUR`, default 20). */
  registrationsPerHour: number;
  /** Image uploads per user per IMAGE_UPLOAD_WINDOW_SECONDS (`IMAGE_UPLOAD_LIMIT`, default 30). */
  imageUploadLimit: number;
  /** The image upload window in seconds (`IMAGE_UPLOAD_WINDOW_SECONDS`, default 3600). */
  imageUploadWindowSeconds: number;
  /** Total bytes of images one user may store (`IMAGE_QUOTA_BYTES`, default 50 MB). */
  imageQuotaBytes: number;
  /** How often unreferenced images are looked for, in seconds; 0 turns it off (`IMAGE_CLEANUP_INTERVAL_SECONDS`, default 3600). */
  imageCleanupIntervalSeconds: number;
  /** How long an image nothing references is kept after its last upload, in seconds (`IMAGE_ORPHAN_SECONDS`, default 86400). */
  imageOrphanSeconds: number;
  /**
   * Slow and idle connections. How long a client may take to send a request's headers,
   * in ms (`HEADERS_TIMEOUT_MS`, default 10000); also closes a socket that sends nothing at all.
   */
  headersTimeoutMs: number;
  /** How long a client may take to send a whole request, body included, in ms (`REQUEST_TIMEOUT_MS`, default 30000). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests, in ms (`KEEP_ALIVE_TIMEOUT_MS`, default 5000). */
  keepAliveTimeoutMs: number;
  /**
   * Open connections allowed from one client address; more are closed at once
   * (`MAX_CONNECTIONS_PER_ADDRESS`, default 256; 0 turns the cap off).
   */
  maxConnectionsPerAddress: number;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function port(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${value}"`);
  }
  return parsed;
}

function url(value: string | undefined, name: string): string {
  if (!value) return '';
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error();
    return parsed.href;
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
}

function integer(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

function flag(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

const MAX_LORE_COLLECTIONS = 8;
const LORE_LABEL = /^[^\p{Cc}]{1,40}$/u;

/** Why a lore collection's tag cannot be a page tag, or null when it can. */
function tagProblem(tag: string): string | null {
  const problem = textProblem(tag, LIMITS.page.tag, 'The tag');
  return problem === undefined ? null : `needs a tag that a page may carry (${problem})`;
}

/**
 * `LORE_COLLECTIONS`: `Label=type/tag` entries separated by `;`, e.g.
 * `World Lore=lore/world;Battle Reports=batrep/report`. Unset or empty gives the defaults.
 */
function loreCollections(value: string | undefined): LoreCollection[] {
  if (value === undefined || value.trim() === '') return LORE_COLLECTIONS.map((c) => ({ ...c }));
  const types = PAGE_TYPES.map((item) => item.type);
  const entries = value
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('LORE_COLLECTIONS names no collection');
  if (entries.length > MAX_LORE_COLLECTIONS) {
    throw new Error(`LORE_COLLECTIONS holds at most ${MAX_LORE_COLLECTIONS} collections`);
  }
  const collections = entries.map((entry): LoreCollection => {
    const match = /^(.*?)=([^/]*)\/(.*)$/.exec(entry);
    const [, label = '', type = '', tag = ''] = match ?? [];
    const collection = { label: label.trim(), type: type.trim(), tag: tag.trim() };
    const problem = !match
      ? 'is not Label=type/tag'
      : !LORE_LABEL.test(collection.label)
        ? "needs a label of 1-40 characters (no '=' or ';')"
        : !isPageType(collection.type)
          ? `needs a page type of ${types.join(', ')}`
          : tagProblem(collection.tag);
    if (problem) throw new Error(`LORE_COLLECTIONS entry "${entry}" ${problem}`);
    return { ...collection, type: collection.type as PageType };
  });
  const seen = new Set<string>();
  for (const { type, tag } of collections) {
    if (seen.has(`${type}/${tag}`)) throw new Error(`LORE_COLLECTIONS repeats ${type}/${tag}`);
    seen.add(`${type}/${tag}`);
  }
  return collections;
}

function username(value: string | undefined): string {
  const name = value || 'admin';
  if (!/^[A-Za-z0-9_.-]{2,32}$/.test(name)) {
    throw new Error(`ADMIN_USERNAME must be 2-32 letters, digits, '_', '.' or '-', got "${name}"`);
  }
  return name;
}

function secret(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  return value;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: port(env.PORT, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    webRoot: path.resolve(env.WEB_ROOT || REPO_ROOT),
    remotesManifest: env.REMOTES_MANIFEST ? path.resolve(env.REMOTES_MANIFEST) : null,
    chatUrl: url(env.CHAT_URL ?? 'https://discord.gg/muster', 'CHAT_URL'),
    loreCollections: loreCollections(env.LORE_COLLECTIONS),
    logLevel: env.LOG_LEVEL || 'info',
    jwtSecret: secret(env.JWT_SECRET),
    sessionTtlSeconds: integer(
      env.SESSION_TTL_SECONDS,
      'SESSION_TTL_SECONDS',
      7 * 24 * 3600,
      60,
      365 * 24 * 3600,
    ),
    inviteTtlSeconds: integer(
      env.INVITE_TTL_SECONDS,
      'INVITE_TTL_SECONDS',
      7 * 24 * 3600,
      60,
      365 * 24 * 3600,
    ),
    adminUsername: username(env.ADMIN_USERNAME),
    adminPassword: env.ADMIN_PASSWORD || null,
    loginFailureLimit: integer(env.LOGIN_FAILURE_LIMIT, 'LOGIN_FAILURE_LIMIT', 10, 1, 1_000_000),
    loginFailureWindowSeconds: integer(
      env.LOGIN_FAILURE_WINDOW_SECONDS,
      'LOGIN_FAILURE_WINDOW_SECONDS',
      900,
      1,
      86_400,
    ),
    signinRatePerMinute: integer(
      env.SIGNIN_RATE_PER_MINUTE,
      'SIGNIN_RATE_PER_MINUTE',
      60,
      1,
      1_000_000,
    ),
    imageMaxBytes: integer(
      env.IMAGE_MAX_BYTES,
      'IMAGE_MAX_BYTES',
      5 * 1024 * 1024,
      1024,
      50 * 1024 * 1024,
    ),
    readCacheMs: integer(env.READ_CACHE_MS, 'READ_CACHE_MS', 1000, 0, 1000),
    seedDemo: flag(env.SEED_DEMO, 'SEED_DEMO', true),
    trustProxy: flag(env.TRUST_PROXY, 'TRUST_PROXY', false),
    databasePoolSize: integer(env.DATABASE_POOL_SIZE, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    // Abuse limits.
    loginBackoffBaseSeconds: integer(
      env.LOGIN_BACKOFF_BASE_SECONDS,
      'LOGIN_BACKOFF_BASE_SECONDS',
      30,
      1,
      86_400,
    ),
    loginBackoffMaxSeconds: integer(
      env.LOGIN_BACKOFF_MAX_SECONDS,
      'LOGIN_BACKOFF_MAX_SECONDS',
      3600,
      1,
      86_400,
    ),
    loginUsernameFailureLimit: integer(
      env.LOGIN_USERNAME_FAILURE_LIMIT,
      'LOGIN_USERNAME_FAILURE_LIMIT',
      100,
      1,
      1_000_000,
    ),
    loginAddressFailureLimit: integer(
      env.LOGIN_ADDRESS_FAILURE_LIMIT,
      'LOGIN_ADDRESS_FAILURE_LIMIT',
      50,
      1,
      1_000_000,
    ),
    registrationsPerHour: integer(
      env.REGISTRATIONS_PER_HOUR,
      'REGISTRATIONS_PER_HOUR',
      20,
      1,
      1_000_000,
    ),
    imageUploadLimit: integer(env.IMAGE_UPLOAD_LIMIT, 'IMAGE_UPLOAD_LIMIT', 30, 1, 1_000_000),
    imageUploadWindowSeconds: integer(
      env.IMAGE_UPLOAD_WINDOW_SECONDS,
      'IMAGE_UPLOAD_WINDOW_SECONDS',
      3600,
      1,
      86_400,
    ),
    imageQuotaBytes: integer(
      env.IMAGE_QUOTA_BYTES,
      'IMAGE_QUOTA_BYTES',
      50 * 1024 * 1024,
      1024,
      1024 * 1024 * 1024 * 1024,
    ),
    imageCleanupIntervalSeconds: integer(
      env.IMAGE_CLEANUP_INTERVAL_SECONDS,
      'IMAGE_CLEANUP_INTERVAL_SECONDS',
      3600,
      0,
      7 * 86_400,
    ),
    imageOrphanSeconds: integer(
      env.IMAGE_ORPHAN_SECONDS,
      'IMAGE_ORPHAN_SECONDS',
      86_400,
      60,
      365 * 86_400,
    ),
    // Slow and idle connections.
    headersTimeoutMs: integer(env.HEADERS_TIMEOUT_MS, 'HEADERS_TIMEOUT_MS', 10_000, 100, 300_000),
    requestTimeoutMs: integer(env.REQUEST_TIMEOUT_MS, 'REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000),
    keepAliveTimeoutMs: integer(
      env.KEEP_ALIVE_TIMEOUT_MS,
      'KEEP_ALIVE_TIMEOUT_MS',
      5_000,
      100,
      600_000,
    ),
    maxConnectionsPerAddress: integer(
      env.MAX_CONNECTIONS_PER_ADDRESS,
      'MAX_CONNECTIONS_PER_ADDRESS',
      256,
      0,
      1_000_000,
    ),
  };
}
