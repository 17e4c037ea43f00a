/**
 * SIGTERM on the built server (api/dist/server.js, as `npm start` runs it; `npm run build` first):
 * it turns not ready at once while it goes on serving for SHUTDOWN_DELAY_MS, then stops
 * listening, finishes the request in flight and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedMigratedDataDir } from '../helpers/migrated-database.js';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/server.js');
const DELAY_MS = 2_500;

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** One request on a connection of its own: its status, body and headers, or the socket's error. */
function get(port: number, url: string) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            connection: response.headers.connection,
          }),
        );
      })
      .on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  let dataDir: string;
  let child: ChildProcess;
  let port: number;
  let output = '';
  let exited: Promise<number | null>;

  /** Resolves once the server has logged `message`. */
  async function logged(message: string, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!output.includes(message)) {
      if (Date.now() > deadline) throw new Error(`never logged "${message}":\n${output}`);
      await sleep(20);
    }
  }

  beforeAll(async () => {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'muster-sigterm-'));
    // The run's migrated database as the data directory, so nothing migrates here.
    await seedMigratedDataDir(dataDir);
    port = await freePort();
    child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: 'admin-password-for-tests',
        SEED_DEMO: 'false',
        PASSWORD_HASH_COST: '10',
        LOG_LEVEL: 'info',
        SHUTDOWN_DELAY_MS: String(DELAY_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await logged('Muster is serving', 90_000);
  }, 120_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns the server not ready at once, finishes the request in flight, and exits 0', async () => {
    expect((await get(port, '/api/health/ready')).status).toBe(200);

    // A request in flight: its headers sent, its body not yet (the server waits for the rest).
    const payload = JSON.stringify({ username: 'nobody', password: 'wrong password' });
    const inFlight = new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/users/login',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': payload.length },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        },
      );
      request.on('error', reject);
      request.write(payload.slice(0, 10));
      // The rest once the server has stopped listening, so the request spans the whole shutdown.
      void logged('SIGTERM: finishing in-flight requests').then(() =>
        request.end(payload.slice(10)),
      );
    });
    await sleep(200);

    child.kill('SIGTERM');
    await logged('SIGTERM: not ready');
    const ready = await get(port, '/api/health/ready');
    expect([ready.status, JSON.parse(ready.body)]).toEqual([
      503,
      { statusCode: 503, error: 'Service Unavailable', message: 'Not ready: shutting down' },
    ]);
    // Everything else is still served while the load balancer takes the instance out.
    expect((await get(port, '/api/health')).status).toBe(200);

    // The request in flight is answered, asking its connection to close, and the process exits 0.
    expect(await inFlight).toEqual({ status: 401, connection: 'close' });
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/"level":50/);
  }, 30_000);
});
