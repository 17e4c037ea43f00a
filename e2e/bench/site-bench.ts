import { chromium, request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { measureEveryRoute, routeBytesTable, type RouteBytes } from '../support/route-bytes';
import { serveBuiltSite } from '../support/serve';
import { runBench } from './bench-main';

/** JavaScript (and CSS) transferred on the cold first visit of every route of the route table. */
export async function measureRoutes(port = 8191): Promise<RouteBytes[]> {
  const site = await serveBuiltSite(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const api = await request.newContext({ baseURL: site.url });
  try {
    return await measureEveryRoute(browser, api, site.url);
  } finally {
    await api.dispose();
    await browser.close();
    await site.stop();
  }
}

/** Prints the routes' figures as a table. */
export function printRouteFigures(rows: RouteBytes[]): void {
  console.log(`\n${routeBytesTable(rows)}`);
}

if (require.main === module) runBench(measureRoutes, printRouteFigures);
