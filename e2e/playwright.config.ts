import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { BASE_URL, E2E_PORT, REPO_ROOT } from './support/site';

/** The whole site, built, served by the API on a throwaway database, driven in system Chromium. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `node ${path.join(REPO_ROOT, 'api', 'dist', 'server.js')}`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `muster-e2e-${process.pid}`),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'e2e-admin-password',
      // The suite signs in and registers far more often than a person; the throttles have their own
      // API tests.
      SIGNIN_RATE_PER_MINUTE: '10000',
      REGISTRATIONS_PER_HOUR: '10000',
    },
  },
});
