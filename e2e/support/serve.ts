import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN } from './accounts';
import { REPO_ROOT } from './site';

/** A built Muster served on a throwaway database, for scripts that are not Playwright tests. */
export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/** Starts `api/dist/server.js` on a port and waits for /api/health. */
export async function serveBuiltSite(port: number): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'muster-bench-'));
  const child: ChildProcess = spawn('node', [path.join(REPO_ROOT, 'api', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the site did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
