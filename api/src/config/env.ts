import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Pino log level (`LOG_LEVEL`, default info). */
  logLevel: string;
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
    logLevel: env.LOG_LEVEL || 'info',
  };
}
