/**
 * `npm run bench`: the API figures of DESIGN §8. For PGlite, and for PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set: seeds 10,000 factions into a throwaway
 * database, starts the built server (`dist/server.js`) on loopback, and loads the faction list
 * page (100 cards) and a faction's detail with autocannon at 50 connections; a baseline server
 * gives the same payloads from memory and a bare route in the same run.
 *
 * Settings: BENCH_DURATION (seconds per measurement, default 10), BENCH_CONNECTIONS (default 50).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { defaultPostgresUser } from '../src/db/client.js';
import { seed } from './seed-factions.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FACTIONS = 10_000;

interface Row {
  backend: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
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

async function measure(backend: string, target: string, url: string): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    backend,
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchBackend(
  backend: string,
  databaseUrl: string | null,
): Promise<{ rows: Row[]; list: string; detail: string }> {
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'muster-bench-'));
  let dropDatabase = async () => undefined as void;
  let url = databaseUrl;
  if (databaseUrl) {
    defaultPostgresUser();
    const name = `muster_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(databaseUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  try {
    process.stdout.write(`${backend}: seeding ${FACTIONS} factions... `);
    await seed({ databaseUrl: url, dataDir });
    process.stdout.write('done\n');
    const serve = async (readCacheMs: number, label: string) => {
      const port = await freePort();
      const server = start(['dist/server.js'], {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'bench-admin-password',
        READ_CACHE_MS: String(readCacheMs),
        ...(url ? { DATABASE_URL: url } : { DATA_DIR: String(dataDir) }),
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        await waitFor(`${base}/api/health`);
        const listUrl = `${base}/api/factions?public=true&limit=100&page=1`;
        const detailUrl = `${base}/api/factions/bench-faction-4321`;
        const list = await (await fetch(listUrl)).text();
        const detail = await (await fetch(detailUrl)).text();
        const rows = [
          await measure(backend, `faction list (100 cards)${label}`, listUrl),
          await measure(backend, `faction detail${label}`, detailUrl),
        ];
        return { rows, list, detail };
      } finally {
        await stop(server);
      }
    };
    const cached = await serve(1000, '');
    const uncached = await serve(0, ', no cache');
    return { rows: [...cached.rows, ...uncached.rows], list: cached.list, detail: cached.detail };
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
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
    return [
      await measure('memory', 'bare route', `${base}/bare`),
      await measure('memory', 'faction list (100 cards)', `${base}/memory/list`),
      await measure('memory', 'faction detail', `${base}/memory/detail`),
    ];
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

function table(rows: Row[]): string {
  const bare = rows.find((row) => row.target === 'bare route')?.rps ?? 0;
  const memory = (target: string) =>
    rows.find((row) => row.backend === 'memory' && row.target === target.replace(', no cache', ''))
      ?.rps ?? 0;
  const lines = [
    '| backend | target | req/s | p50 ms | p99 ms | vs memory | vs bare | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const vsMemory =
      row.backend === 'memory' ? '' : `${(row.rps / Math.max(1, memory(row.target))).toFixed(2)}×`;
    const vsBare = `${(row.rps / Math.max(1, bare)).toFixed(2)}×`;
    lines.push(
      `| ${row.backend} | ${row.target} | ${row.rps} | ${row.p50} | ${row.p99} | ${vsMemory} | ${vsBare} | ${row.errors} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
  const rows: Row[] = [];
  const pglite = await benchBackend('pglite', null);
  rows.push(...pglite.rows);
  if (postgresUrl) rows.push(...(await benchBackend('postgres', postgresUrl)).rows);
  else process.stdout.write('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n');
  rows.unshift(...(await benchBaseline(pglite.list, pglite.detail)));
  process.stdout.write(
    `\nAPI bench: ${FACTIONS} factions, ${CONNECTIONS} connections, ${DURATION} s per row, loopback, ${os.cpus().length} CPUs\n\n${table(rows)}\n\n` +
      'Budget (DESIGN §8): list and detail at least 0.5× memory, p99 under 50 ms.\n',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
