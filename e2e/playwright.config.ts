import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './support/chromium';
import { E2E_PORT, MAIL_HTTP_PORT, MAIL_SMTP_PORT, REPO_ROOT } from './support/site';

/**
 * The spec files of the second site; every other file runs against the first, which serves on
 * E2E_PORT (the address of support/site.ts's BASE_URL, which a few specs use directly). The two
 * halves are chosen to take about as long as each other.
 */
const SECOND_SITE = ['accessibility', 'community', 'accounts', 'update', 'platform', 'routes'].map(
  (name) => `**/${name}.spec.ts`,
);

/** Each site: its own server and database on its own port. */
const SITES = [
  { name: 'site-1', port: E2E_PORT, files: { testIgnore: SECOND_SITE } },
  { name: 'site-2', port: E2E_PORT + 1, files: { testMatch: SECOND_SITE } },
];

/**
 * The whole site, built, served by the API on a throwaway database, driven in system Chromium.
 * The suite runs in two halves at once, each against a site of its own with one worker: a test
 * still never shares its server and database with a test running at the same time (queues,
 * lists and counts stay each half's own), and the two cores of a CI machine are both busy.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: SITES.length,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    // After a first visit the site's service worker fetches and keeps every remote's files, about
    // two CPU-seconds of Chromium in each new browser context, so it is blocked; the specs of
    // offline use and updates, which are about it, allow it (`test.use`).
    serviceWorkers: 'block',
  },
  projects: SITES.map(({ name, port, files }) => ({
    name,
    ...files,
    workers: 1,
    use: { baseURL: `http://localhost:${port}` },
  })),
  webServer: [
    {
      command: `npx tsx ${path.join(__dirname, 'support', 'mail-server.ts')}`,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...SITES.map(({ port }) => ({
      command: `node ${path.join(REPO_ROOT, 'api', 'dist', 'server.js')}`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      // Both sites start and seed their demo content at once, on a machine that may be busy.
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(os.tmpdir(), `muster-e2e-${process.pid}-${port}`),
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'e2e-admin-password',
        // The suite signs in and registers far more often than a person; the throttles have their own
        // API tests.
        SIGNIN_RATE_PER_MINUTE: '10000',
        REGISTRATIONS_PER_HOUR: '10000',
        // Cheap password hashes for the same reason; the API's tests check the real cost.
        PASSWORD_HASH_COST: '10',
        // Password reset mails go to the suite's mail server.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        SITE_URL: `http://localhost:${port}`,
      },
    })),
  ],
});
