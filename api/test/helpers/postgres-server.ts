import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, in a temporary directory, which the test may stop and
 * start again under a running instance: the shared server of TEST_DATABASE_URL must never be
 * stopped, other test runs use it. It listens on a Unix socket in its directory only, so it
 * needs no free port and clashes with no other server.
 */
export interface PostgresServer {
  /** A URL of its `postgres` database, as the superuser `muster`. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and deletes its files. */
  remove(): Promise<void>;
}

/** The newest installed PostgreSQL's programs (Debian's layout, else pg_config's), or null. */
function binaries(): string | null {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(path.join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  return null;
}

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` user (uid and gid). */
function serverUser(): { uid: number; gid: number } | null | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
}

/** Why no server of a test's own can be started here, or null when one can. */
export function postgresServerUnavailable(): string | null {
  if (!binaries()) return 'no PostgreSQL programs (initdb, pg_ctl) are installed';
  if (serverUser() === null) return 'running as root and there is no postgres user';
  return null;
}

/**
 * Creates and starts a throwaway PostgreSQL server (initdb and pg_ctl, about a second), tuned
 * for tests: no fsync, nothing kept across a crash.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = binaries();
  const user = serverUser();
  if (!bin || user === null) throw new Error(postgresServerUnavailable() ?? 'unavailable');
  const dir = mkdtempSync(path.join(tmpdir(), 'muster-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const as = { cwd: dir, ...(user ?? {}) };
  await run(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'muster', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    as,
  );
  const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
  const pgCtl = (...args: string[]) => run(path.join(bin, 'pg_ctl'), ['-D', data, ...args], as);
  const start = async () => {
    await pgCtl('-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start');
  };
  // Fast: the server ends every connection at once, as a crash or a failover would for a client.
  const stop = async () => {
    await pgCtl('-m', 'fast', '-w', 'stop');
  };
  await start();
  return {
    url: `postgres:///postgres?host=${encodeURIComponent(dir)}&user=muster`,
    start,
    stop,
    remove: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
