import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type StaticDecode, type TSchema, type TNull, type TSchemaOptions } from 'typebox';
import { Value } from 'typebox/value';
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

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const MAX_LORE_COLLECTIONS = 8;
const LORE_LABEL = /^[^\p{Cc}]{1,40}$/u;

/** Why a lore collection's tag cannot be a page tag, or null when it can. */
function tagProblem(tag: string): string | null {
  const problem = textProblem(tag, LIMITS.page.tag, 'The tag');
  return problem === undefined ? null : `needs a tag that a page may carry (${problem})`;
}

/**
 * `LORE_COLLECTIONS`: `Label=type/tag` entries separated by `;`, e.g.
 * `World Lore=lore/world;Battle Reports=batrep/report`. Blank gives the defaults.
 */
function loreCollections(value: string): LoreCollection[] {
  if (value.trim() === '') return LORE_COLLECTIONS.map((c) => ({ ...c }));
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

/** Whether a text is an absolute http(s) URL. */
function isWebAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** A text setting that may be left unset: null then. */
function unsetOr<Inner extends TSchema>(text: Inner, options: SettingOptions) {
  return Type.Union<[Inner, TNull]>([text, Type.Null()], options);
}

/** A path setting: resolved against the working directory, or `fallback` when unset. */
const directory = (fallback: string, options: SettingOptions) =>
  Type.Decode(unsetOr(Type.String({ minLength: 1 }), options), (dir) =>
    path.resolve(typeof dir === 'string' ? dir : fallback),
  );

/** What a setting's schema may say beyond JSON Schema's own words. */
interface SettingOptions extends TSchemaOptions {
  description?: string;
  default?: unknown;
  /** What a bad value must be instead, for the error that stops the start. */
  expected?: string;
  /** A secret: its error never repeats the value. */
  writeOnly?: boolean;
}

const DAY = 86_400;
const MB = 1024 * 1024;

/** A whole number from `minimum` to `maximum`. */
const whole = (minimum: number, maximum: number, fallback: number, description: string) =>
  Type.Integer({ minimum, maximum, default: fallback, description });

/**
 * Every setting of the server, by environment variable: its type, bounds, default and meaning.
 * `loadConfig` reads the environment through it; the README's configuration table documents it
 * (a test checks the two agree). Unset or empty means the default, unless the setting accepts
 * empty (CHAT_URL); flags read true/false, 1/0, yes/no or on/off in any case.
 */
export const Settings = Type.Object({
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 8080,
    expected: 'a port number (0-65535)',
    description: 'HTTP port',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'interface to listen on' }),
  DATA_DIR: directory(path.join(REPO_ROOT, 'data'), {
    description:
      "where PGlite keeps its files when no DATABASE_URL is set; unset: the repository's data folder",
  }),
  DATABASE_URL: unsetOr(Type.String({ minLength: 1 }), {
    description: 'a PostgreSQL connection string; when set, PGlite is not used',
  }),
  WEB_ROOT: directory(REPO_ROOT, {
    description: 'the folder holding shell/dist and mfe-*/dist; unset: the repository',
  }),
  REMOTES_MANIFEST: Type.Decode(
    unsetOr(Type.String({ minLength: 1 }), {
      description: 'a JSON file replacing the default /remotes.json',
    }),
    (file) => (typeof file === 'string' ? path.resolve(file) : null),
  ),
  CHAT_URL: Type.Decode(
    Type.Refine(
      Type.String({
        default: 'https://discord.gg/muster',
        expected: 'an http(s) URL',
        description: 'the community chat link in the navigation bar; empty hides it',
      }),
      (url) => url === '' || isWebAddress(url),
    ),
    (url) => (url === '' ? '' : new URL(url).href),
  ),
  SITE_URL: Type.Decode(
    unsetOr(
      Type.Refine(Type.String({ minLength: 1 }), (url) => isWebAddress(url)),
      {
        expected: 'an http(s) URL',
        description:
          "the site's address as its users reach it, for the links in mails (a request's Host header is never trusted for them)",
      },
    ),
    (url) => (typeof url === 'string' ? new URL(url).origin : null),
  ),
  SMTP_URL: unsetOr(
    Type.Refine(Type.String({ minLength: 1 }), (url) => /^smtps?:\/\//.test(url)),
    {
      expected: 'an smtp:// or smtps:// URL',
      writeOnly: true,
      description:
        'the mail server that sends password reset links (smtp://user:pass@host:587); unset: password recovery by mail is off',
    },
  ),
  MAIL_FROM: Type.String({
    minLength: 1,
    default: 'Muster <no-reply@localhost>',
    description: 'the sender of the mails the site sends',
  }),
  PASSWORD_RESETS_PER_HOUR: whole(
    1,
    1_000_000,
    10,
    'password reset requests per address per hour (each account also gets at most 3 reset mails an hour)',
  ),
  LORE_COLLECTIONS: Type.Decode(
    Type.String({
      minLength: 1,
      default: LORE_COLLECTIONS.map(({ label, type, tag }) => `${label}=${type}/${tag}`).join(';'),
      description:
        "the Lore menu's collections, answered by /api/site: Label=type/tag entries separated by ';'",
    }),
    loreCollections,
  ),
  LOG_LEVEL: Type.String({ minLength: 1, default: 'info', description: 'Pino log level' }),
  JWT_SECRET: unsetOr(Type.String({ minLength: 32 }), {
    expected: 'at least 32 characters long',
    writeOnly: true,
    description:
      'signs session and invite tokens; unset: one is generated and kept in the database',
  }),
  SESSION_TTL_SECONDS: whole(60, 365 * DAY, 7 * DAY, 'how long a session token lives, in seconds'),
  INVITE_TTL_SECONDS: whole(60, 365 * DAY, 7 * DAY, 'how long an invite link works, in seconds'),
  ADMIN_USERNAME: Type.String({
    pattern: '^[A-Za-z0-9_.-]{2,32}$',
    default: 'admin',
    expected: "2-32 letters, digits, '_', '.' or '-'",
    description: "the administrator's username",
  }),
  ADMIN_PASSWORD: unsetOr(Type.String({ minLength: 1 }), {
    writeOnly: true,
    description: "the administrator's first password; unset: random and printed once",
  }),
  LOGIN_FAILURE_LIMIT: whole(
    1,
    1_000_000,
    10,
    'failed logins per address and username in one window before the back-off starts',
  ),
  LOGIN_FAILURE_WINDOW_SECONDS: whole(1, DAY, 900, 'the failed-login window in seconds'),
  SIGNIN_RATE_PER_MINUTE: whole(
    1,
    1_000_000,
    60,
    'successful logins plus registrations allowed per address per minute',
  ),
  PASSWORD_HASH_COST: whole(
    10,
    17,
    15,
    "scrypt's cost for new password hashes, as the power of two of its N (15: 32 MiB and about a tenth of a second a hash); each step down halves the work of guessing a stolen hash, so lower it only for tests",
  ),
  IMAGE_MAX_BYTES: whole(1024, 50 * MB, 5 * MB, 'largest accepted image upload in bytes'),
  READ_CACHE_MS: whole(
    0,
    1000,
    1000,
    'how long public reads may be served from the in-process cache, in ms',
  ),
  SEED_DEMO: Type.Boolean({
    default: true,
    description: 'seeds demo content into an empty database',
  }),
  TRUST_PROXY: Type.Boolean({
    default: false,
    description: 'trust X-Forwarded-For from a load balancer for client addresses',
  }),
  DATABASE_POOL_SIZE: whole(1, 1000, 10, 'node-postgres pool size'),
  METRICS_TOKEN: unsetOr(Type.String({ minLength: 16 }), {
    expected: 'at least 16 characters long',
    writeOnly: true,
    description:
      'the Bearer token GET /metrics (Prometheus text format) asks for; unset: /metrics is off and answers 404',
  }),
  // Abuse limits. Counters live in the database, so they hold across instances.
  LOGIN_BACKOFF_BASE_SECONDS: whole(
    1,
    DAY,
    30,
    'back-off after LOGIN_FAILURE_LIMIT for one address and username: the first block in seconds, doubling after each further attempt',
  ),
  LOGIN_BACKOFF_MAX_SECONDS: whole(1, DAY, 3600, 'the longest such block in seconds'),
  LOGIN_USERNAME_FAILURE_LIMIT: whole(
    1,
    1_000_000,
    100,
    'failed logins per username per window from all addresses, enforced on addresses that already failed for it',
  ),
  LOGIN_ADDRESS_FAILURE_LIMIT: whole(
    1,
    1_000_000,
    50,
    'failed logins per address per window, whatever the username',
  ),
  REGISTRATIONS_PER_HOUR: whole(1, 1_000_000, 20, 'registrations per address per hour'),
  IMAGE_UPLOAD_LIMIT: whole(
    1,
    1_000_000,
    30,
    'image uploads per user per IMAGE_UPLOAD_WINDOW_SECONDS',
  ),
  IMAGE_UPLOAD_WINDOW_SECONDS: whole(1, DAY, 3600, 'the image upload window in seconds'),
  ROSTER_VERIFY_PER_MINUTE: whole(
    1,
    1_000_000,
    30,
    'roster verifications per address per minute, and as many reads of verdicts by code',
  ),
  ACCOUNT_ROSTERS_LIMIT: whole(
    1,
    100_000,
    500,
    'rosters one user may keep in their account (deleted ones do not count)',
  ),
  ACCOUNT_ROSTER_MAX_BYTES: whole(
    1024,
    10 * MB,
    512 * 1024,
    'the largest roster a user may keep in their account, in bytes of its export file',
  ),
  IMAGE_QUOTA_BYTES: whole(
    1024,
    1024 * 1024 * MB,
    50 * MB,
    'total bytes of images one user may store',
  ),
  IMAGE_CLEANUP_INTERVAL_SECONDS: whole(
    0,
    7 * DAY,
    3600,
    'how often unreferenced images are looked for, in seconds; 0 turns it off',
  ),
  IMAGE_ORPHAN_SECONDS: whole(
    60,
    365 * DAY,
    DAY,
    'how long an image nothing references is kept after its last upload, in seconds',
  ),
  // Slow and idle connections.
  HEADERS_TIMEOUT_MS: whole(
    100,
    300_000,
    10_000,
    "how long a client may take to send a request's headers, in ms; also closes a socket that sends nothing at all",
  ),
  REQUEST_TIMEOUT_MS: whole(
    100,
    3_600_000,
    30_000,
    'how long a client may take to send a whole request, body included, in ms',
  ),
  KEEP_ALIVE_TIMEOUT_MS: whole(
    100,
    600_000,
    5_000,
    'how long an idle keep-alive connection stays open between requests, in ms',
  ),
  SHUTDOWN_DELAY_MS: whole(
    0,
    300_000,
    0,
    'on SIGTERM or SIGINT, how long the server goes on serving, answering 503 to /api/health/ready, before it stops listening and finishes its requests in flight, in ms: longer than a load balancer takes to see it not ready',
  ),
  MAX_CONNECTIONS_PER_ADDRESS: whole(
    0,
    1_000_000,
    256,
    'open connections allowed from one client address; more are closed at once; 0 turns the cap off',
  ),
});

/** The settings' values as the server uses them, by environment variable. */
type SettingValues = StaticDecode<typeof Settings>;

/** `SESSION_TTL_SECONDS` → `sessionTtlSeconds`. */
type FieldName<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<FieldName<Tail>>}`
  : Lowercase<Name>;

/** Every setting of the server, read and checked once at start, by field (`Settings` documents each). */
export type Config = {
  [Name in keyof SettingValues & string as FieldName<Name>]: SettingValues[Name];
};

/** The config field of an environment variable, as `FieldName` spells it. */
const fieldName = (name: string) =>
  name.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The value a flag's text stands for, or the text itself when it is none (the check then fails). */
function flagValue(text: string): boolean | string {
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  if (/^(0|false|no|off)$/i.test(text)) return false;
  return text;
}

/** A setting's value as its schema types it, from the variable's text. */
function fromText(schema: SettingSchema, text: string): unknown {
  if (schema.type === 'integer') return Number(text);
  if (schema.type === 'boolean') return flagValue(text);
  return text;
}

/** The parts of a setting's schema that reading and explaining it use. */
type SettingSchema = TSchema &
  SettingOptions & { type?: string; minimum?: number; maximum?: number };

/** The error that stops the start when a variable holds a value its setting refuses. */
function problem(name: string, schema: SettingSchema, text: string): string {
  const expected =
    schema.expected ??
    (schema.type === 'integer'
      ? `a whole number from ${schema.minimum} to ${schema.maximum}`
      : schema.type === 'boolean'
        ? 'true or false'
        : `valid (${schema.description})`);
  return `${name} must be ${expected}${schema.writeOnly ? '' : `, got "${text}"`}`;
}

/** One setting's value from its variable's text (undefined when unset). */
function readSetting(name: string, schema: SettingSchema, text: string | undefined): unknown {
  const unset = text === undefined || (text === '' && !Value.Check(schema, ''));
  const value = unset ? (schema.default ?? null) : fromText(schema, text);
  if (!Value.Check(schema, value)) throw new Error(problem(name, schema, text ?? ''));
  return Value.Decode(schema, value);
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const entries = Object.entries(
    Settings.properties as unknown as Record<string, SettingSchema>,
  ).map(([name, schema]) => [fieldName(name), readSetting(name, schema, env[name])]);
  const config = Object.fromEntries(entries) as Config;
  if (config.smtpUrl !== null && config.siteUrl === null) {
    throw new Error('SMTP_URL needs SITE_URL: the address the mailed links point to');
  }
  return config;
}
