import type { Browser, BrowserContextOptions } from '@playwright/test';

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
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // On a busy machine a script can run longer than the network's idle window: wait until the
    // page has drawn its navigation and left every loading state, then until the network rests.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes('Loading...'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(250);
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

/** Kilobytes (1024 bytes) with one decimal. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
