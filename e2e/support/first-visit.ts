import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** One JavaScript file of a first visit and the bytes it took on the wire. */
export interface ScriptBytes {
  /** The path (and query) of the file, without the origin. */
  path: string;
  bytes: number;
}

/** What a first visit to one route transferred. */
export interface FirstVisit {
  path: string;
  /** JavaScript bytes as transferred: compressed as served (brotli, which Chromium accepts). */
  jsBytes: number;
  /** CSS bytes as transferred. */
  cssBytes: number;
  /** Every script, the largest first. */
  scripts: ScriptBytes[];
  /** The remotes whose `remoteEntry.js` was requested. */
  remotes: string[];
}

/**
 * Visits `path` in a new browser context (an empty cache; `storage` may carry a session and
 * rosters in localStorage), waits until the network is idle, and sums the bytes of what it fetched.
 */
export async function measureFirstVisit(
  browser: Browser,
  baseUrl: string,
  path: string,
  storage?: BrowserContextOptions['storageState'],
): Promise<FirstVisit> {
  const context = await browser.newContext({ storageState: storage });
  try {
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const scripts: ScriptBytes[] = [];
    const remotes = new Set<string>();
    let cssBytes = 0;
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      const url = new URL(request.url());
      const remote = /^\/mfe\/([a-z]+)\/remoteEntry\.js/.exec(url.pathname);
      if (remote?.[1]) remotes.add(remote[1]);
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        request.sizes().then(({ responseBodySize }) => {
          if (type === 'stylesheet') cssBytes += responseBodySize;
          else scripts.push({ path: url.pathname + url.search, bytes: responseBodySize });
        }),
      );
    });
    let inFlight = 0;
    page.on('request', () => inFlight++);
    const settled = () => inFlight--;
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // On a busy machine a script can run longer than the network's idle window: wait until the
    // page has drawn its navigation and left every loading state.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes('Loading...'));
    // The shell loads its offline support when the browser is first idle (after-first-paint.ts),
    // which a busy machine puts off: an idle callback asked for now runs after it.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
    );
    await untilQuiet(page, () => inFlight);
    await Promise.all(pending);
    scripts.sort((a, b) => b.bytes - a.bytes);
    return {
      path,
      jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      cssBytes,
      scripts,
      remotes: [...remotes].sort(),
    };
  } finally {
    await context.close();
  }
}

/** How long no request may be in flight before a visit counts as finished. */
const QUIET_MS = 250;

/** Waits until no request has been in flight for {@link QUIET_MS}. */
async function untilQuiet(page: Page, inFlight: () => number): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    await page.waitForTimeout(50);
    if (inFlight() > 0) quietSince = Date.now();
  }
}

/** Kilobytes (1024 bytes) with one decimal. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
