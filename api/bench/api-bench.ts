/**
 * `npm run bench`: the API figures of docs/performance.md. For PGlite, and for PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set: seeds 10,000 factions into a throwaway
 * database (and, on PostgreSQL, 100,000 into another), starts the built server
 * (`dist/server.js`) on loopback, and loads the faction list's first and last pages (100 cards),
 * two searches (a substring in one title, and one in every title), its count and a faction's
 * detail with autocannon at 50 connections, with the read cache and
 * without it (every request a cache miss; also at one connection, the cost of one miss). A
 * baseline server gives the same payloads from memory and a bare route in the same run. The list
 * and detail are read by a signed-in user too (the session check on every request), who also
 * likes a faction and takes the like back, in turn (the writes). Roster verification is timed
 * at one connection: a normal 20-line roster, and rosters refused as too large (3,500 lines, by
 * the body's length and by the count of lines), which must cost less than the normal one.
 *
 * Settings: BENCH_DURATION (seconds per measurement, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_FACTIONS (default 10000), BENCH_LARGE_FACTIONS (PostgreSQL only, default 100000; 0
 * skips), BENCH_ONLY=verify (only the verification rows, on PGlite).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { throwawayDatabase } from '../test/helpers/throwaway-database.js';
import { seed } from './seed-factions.js';
import { verifyRosters } from './verify-rosters.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FACTIONS = Number(process.env.BENCH_FACTIONS ?? 10_000);
const LARGE_FACTIONS = Number(process.env.BENCH_LARGE_FACTIONS ?? 100_000);
const PAGE_SIZE = 100;
const ADMIN_PASSWORD = 'bench-admin-password';
/** Searches (page 1): a substring in one seeded title (`Bench Faction 04321`), and one in all. */
const FEW_MATCHES = '04321';
const MANY_MATCHES = 'Faction';
const ONLY_VERIFY = process.env.BENCH_ONLY === 'verify';

/** What a row is compared with: the same payload from memory (list, detail), or nothing. */
type Kind = 'bare' | 'list' | 'detail' | 'count' | 'write' | 'verify';

interface Row extends Measured {
  backend: string;
  factions: number;
  target: string;
  kind: Kind;
  connections: number;
  /** Whether the budget (0.5× memory, p99 under 50 ms) applies: the list and detail as served. */
  budgeted: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function start(script: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, script, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  url: string,
  connections = CONNECTIONS,
  headers: Record<string, string> = {},
  requests?: { method: string; path: string; body?: string; headers?: Record<string, string> }[],
  refused = false,
): Promise<Measured> {
  await autocannon({ url, connections, duration: 2, headers, requests }); // warm-up
  const result = await autocannon({ url, connections, duration: DURATION, headers, requests });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A row of calls meant to be refused counts only calls never answered: a body refused by its
    // length is not read, and the server closes the connection after answering (autocannon
    // counts each such close as an error, and opens another).
    errors: result.timeouts + (refused ? 0 : result.errors + result.non2xx),
  };
}

/**
 * The verification rows, at one connection (the cost of one call): each roster of
 * `verifyRosters`, sent over and over.
 */
async function verifyRows(base: string, backend: string, factions: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const roster of await verifyRosters(base, ADMIN_PASSWORD)) {
    rows.push({
      backend,
      factions,
      target: roster.target,
      kind: 'verify',
      connections: 1,
      budgeted: false,
      ...(await measure(
        `${base}/api/rosters/verify`,
        1,
        {},
        [
          {
            method: 'POST',
            path: '/api/rosters/verify',
            body: roster.body,
            headers: { 'content-type': 'application/json' },
          },
        ],
        roster.refused,
      )),
    });
  }
  return rows;
}

/** Whether every refused verification answered more calls a second than the normal one. */
function verifyVerdict(rows: Row[]): string {
  const verifies = rows.filter((row) => row.kind === 'verify');
  if (verifies.length === 0) return '';
  const normal = verifies.find((row) => !row.target.includes('refused'));
  const refused = verifies.filter((row) => row.target.includes('refused'));
  const met = normal !== undefined && refused.every((row) => row.rps > normal.rps);
  return `Verification: a roster refused as too large costs less than a 20-line roster's verdict: ${met ? 'met' : '**missed**'}.\n`;
}

/** The requests measured on every backend; the last page is that of `factions` seeded. */
function targets(factions: number) {
  const listed = factions - Math.ceil(factions / 10); // every tenth is a draft (seed-factions)
  const lastPage = Math.max(1, Math.ceil(listed / PAGE_SIZE));
  return [
    {
      kind: 'list',
      target: 'faction list (100 cards)',
      path: '/api/factions?public=true&limit=100&page=1',
    },
    {
      kind: 'list',
      target: `faction list, page ${lastPage}`,
      path: `/api/factions?public=true&limit=100&page=${lastPage}`,
    },
    {
      kind: 'list',
      target: 'faction search, one match',
      path: `/api/factions?public=true&limit=100&page=1&search=${FEW_MATCHES}`,
    },
    {
      kind: 'list',
      target: 'faction search, every faction matches',
      path: `/api/factions?public=true&limit=100&page=1&search=${MANY_MATCHES}`,
    },
    { kind: 'count', target: 'faction count', path: '/api/factions?public=true&count=true' },
    {
      kind: 'detail',
      target: 'faction detail',
      path: `/api/factions/bench-faction-${4321 % factions}`,
    },
  ] as const;
}

/** Signs the bench's administrator in; answers the session token. */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`bench sign-in: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function benchBackend(
  backend: string,
  databaseUrl: string | null,
  factions: number,
): Promise<{ rows: Row[]; list: string; detail: string }> {
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'muster-bench-'));
  const database = databaseUrl ? await throwawayDatabase(databaseUrl, 'muster_bench') : null;
  const url = database?.url ?? null;
  try {
    process.stdout.write(`${backend}: seeding ${factions} factions... `);
    const seeded = Date.now();
    await seed({ databaseUrl: url, dataDir }, factions);
    process.stdout.write(`done in ${((Date.now() - seeded) / 1000).toFixed(1)} s\n`);
    const serve = async (readCacheMs: number) => {
      const port = await freePort();
      const server = start(['dist/server.js'], {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD,
        READ_CACHE_MS: String(readCacheMs),
        // The verification rows call far more often than an address may.
        ROSTER_VERIFY_PER_MINUTE: '1000000',
        REGISTRATIONS_PER_HOUR: '1000000',
        ...(url ? { DATABASE_URL: url } : { DATA_DIR: String(dataDir) }),
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        await waitFor(`${base}/api/health`);
        const rows: Row[] = [];
        if (ONLY_VERIFY)
          return { rows: await verifyRows(base, backend, factions), list: '', detail: '' };
        for (const { kind, target, path: requestPath } of targets(factions)) {
          const at = async (label: string, connections: number) =>
            rows.push({
              backend,
              factions,
              target: label,
              kind,
              connections,
              budgeted: readCacheMs > 0 && kind !== 'count',
              ...(await measure(`${base}${requestPath}`, connections)),
            });
          if (readCacheMs > 0) await at(target, CONNECTIONS);
          else {
            await at(`${target}, no cache`, CONNECTIONS);
            await at(`${target}, no cache`, 1);
          }
        }
        const pathOf = (kind: Kind) =>
          targets(factions).find((request) => request.kind === kind)?.path ?? '';
        if (readCacheMs > 0) {
          // A signed-in reader: every request's session is read from the database, and a
          // signed-in read is never answered from the cache (it may show drafts).
          const headers = { authorization: `Bearer ${await signIn(base)}` };
          for (const kind of ['list', 'detail'] as const) {
            rows.push({
              backend,
              factions,
              target: `${targets(factions).find((request) => request.kind === kind)?.target}, signed in`,
              kind,
              connections: CONNECTIONS,
              budgeted: false,
              ...(await measure(`${base}${pathOf(kind)}`, CONNECTIONS, headers)),
            });
          }
          // Writes: each connection likes a faction and takes the like back, in turn (a row
          // inserted or deleted and the faction's counter changed, in one transaction each).
          const { _id: id } = (await (await fetch(`${base}${pathOf('detail')}`)).json()) as {
            _id: string;
          };
          rows.push({
            backend,
            factions,
            target: 'like, then unlike, a faction (writes), signed in',
            kind: 'write',
            connections: CONNECTIONS,
            budgeted: false,
            ...(await measure(`${base}/api/factions/like/${id}`, CONNECTIONS, headers, [
              { method: 'POST', path: `/api/factions/like/${id}` },
              { method: 'POST', path: `/api/factions/unlike/${id}` },
            ])),
          });
          rows.push(...(await verifyRows(base, backend, factions)));
        }
        const list = await (await fetch(`${base}${pathOf('list')}`)).text();
        const detail = await (await fetch(`${base}${pathOf('detail')}`)).text();
        return { rows, list, detail };
      } finally {
        await stop(server);
      }
    };
    const cached = await serve(1000);
    if (ONLY_VERIFY) return cached;
    const uncached = await serve(0);
    return { rows: [...cached.rows, ...uncached.rows], list: cached.list, detail: cached.detail };
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

async function benchBaseline(list: string, detail: string): Promise<Row[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'muster-bench-baseline-'));
  const listFile = path.join(dir, 'list.json');
  const detailFile = path.join(dir, 'detail.json');
  writeFileSync(listFile, list);
  writeFileSync(detailFile, detail);
  const port = await freePort();
  const server = start(['--import', 'tsx', 'bench/baseline-server.ts'], {
    PORT: String(port),
    LIST_FILE: listFile,
    DETAIL_FILE: detailFile,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/bare`);
    const row = async (target: string, kind: Kind, url: string): Promise<Row> => ({
      backend: 'memory',
      factions: 0,
      target,
      kind,
      connections: CONNECTIONS,
      budgeted: false,
      ...(await measure(url)),
    });
    return [
      await row('bare route', 'bare', `${base}/bare`),
      await row('faction list (100 cards)', 'list', `${base}/memory/list`),
      await row('faction detail', 'detail', `${base}/memory/detail`),
    ];
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

function table(rows: Row[]): string {
  const rpsOf = (kind: Kind) =>
    Math.max(1, rows.find((row) => row.backend === 'memory' && row.kind === kind)?.rps ?? 0);
  const lines = [
    '| backend | factions | target | connections | req/s | p50 ms | p99 ms | vs memory | vs bare | budget | errors |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---|---:|',
  ];
  for (const row of rows) {
    const compared =
      row.backend !== 'memory' &&
      row.connections === CONNECTIONS &&
      (row.kind === 'list' || row.kind === 'detail');
    const vsMemory = row.rps / rpsOf(row.kind);
    const budget = !row.budgeted ? '' : vsMemory >= 0.5 && row.p99 < 50 ? 'met' : '**missed**';
    lines.push(
      `| ${row.backend} | ${row.factions || ''} | ${row.target} | ${row.connections} | ${row.rps} | ${row.p50} | ${row.p99} | ${compared ? `${vsMemory.toFixed(2)}×` : ''} | ${row.connections === CONNECTIONS ? `${(row.rps / rpsOf('bare')).toFixed(2)}×` : ''} | ${budget} | ${row.errors} |`,
    );
  }
  return lines.join('\n');
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(2);

async function main(): Promise<void> {
  const startLoad = loadAverage();
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
  const rows: Row[] = [];
  const pglite = await benchBackend('pglite', null, ONLY_VERIFY ? 10 : FACTIONS);
  rows.push(...pglite.rows);
  if (ONLY_VERIFY) {
    process.stdout.write(`\n${table(rows)}\n\n${verifyVerdict(rows)}`);
    return;
  }
  if (postgresUrl) {
    rows.push(...(await benchBackend('postgres', postgresUrl, FACTIONS)).rows);
    if (LARGE_FACTIONS > 0)
      rows.push(...(await benchBackend('postgres', postgresUrl, LARGE_FACTIONS)).rows);
  } else process.stdout.write('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n');
  rows.unshift(...(await benchBaseline(pglite.list, pglite.detail)));
  process.stdout.write(
    `\nAPI bench: ${CONNECTIONS} connections, ${DURATION} s per row, loopback, ${os.cpus().length} CPUs, load average (1 min) ${startLoad} at the start, ${loadAverage()} at the end\n\n${table(rows)}\n\n` +
      'Budget: list and detail (with the read cache) at least 0.5× memory, p99 under 50 ms. ' +
      '"no cache" rows: every request reads the database (at 1 connection: the cost of one miss).\n' +
      verifyVerdict(rows),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
