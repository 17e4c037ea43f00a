import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { ADMIN } from './accounts';
import { demoIds } from './demo-data';
import { kb, measureFirstVisit, type FirstVisit } from './first-visit';
import { JS_BUDGET_KB, routeSamples, type RouteSample } from './routes';

type Storage = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState'];

/** One route's first visit, with its budget. */
export interface RouteBytes {
  sample: RouteSample;
  visit: FirstVisit;
  /** The budget for the route's kind ({@link JS_BUDGET_KB}). */
  budgetKB: number;
}

/** localStorage holding the administrator's session, as the shell keeps it. */
async function administratorStorage(request: APIRequestContext, baseUrl: string): Promise<Storage> {
  const answer = await request.post('/api/users/login', { data: ADMIN });
  expect(answer.ok()).toBe(true);
  const { token, username, display, roles, likes } = (await answer.json()) as Record<
    string,
    unknown
  >;
  const session = { token, username, display: display ?? null, roles, likes: likes ?? [] };
  return {
    cookies: [],
    origins: [
      {
        origin: baseUrl,
        localStorage: [{ name: 'muster_session', value: JSON.stringify(session) }],
      },
    ],
  };
}

/** A visitor's browser storage holding one roster of a faction, and that roster's key. */
async function storageWithRoster(browser: Browser, baseUrl: string, factionSlug: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/factions/${factionSlug}`);
  await page.getByRole('button', { name: 'Create New Roster' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/roster\//);
  const key = new URL(page.url()).pathname.split('/').pop() ?? '';
  const storage = await context.storageState();
  await context.close();
  return { key, storage };
}

/**
 * The first visit of every route of the route table, each in a fresh browser context (an empty
 * cache), a few at once: read-only routes as a visitor with one roster in the browser, the editors, queues and
 * account screens as the administrator. `request` must have the site as its base URL.
 */
export async function measureEveryRoute(
  browser: Browser,
  request: APIRequestContext,
  baseUrl: string,
): Promise<RouteBytes[]> {
  const ids = await demoIds(request);
  const roster = await storageWithRoster(browser, baseUrl, String(ids.faction.slug));
  const administrator = await administratorStorage(request, baseUrl);
  const measure = async (sample: RouteSample): Promise<RouteBytes> => {
    const storage = sample.visitor === 'administrator' ? administrator : roster.storage;
    const visit = await measureFirstVisit(browser, baseUrl, sample.path, storage);
    return { sample, visit, budgetKB: JS_BUDGET_KB[sample.budget] };
  };
  return inBatches(routeSamples(ids, roster.key), VISITS_AT_ONCE, measure);
}

/**
 * How many first visits run at once. A visit mostly waits for the network to rest, and it counts
 * bytes, which do not depend on how busy the machine is: one at a time, the routes took 90 s.
 */
const VISITS_AT_ONCE = 4;

/** `task` on every item, `size` at a time, answering the results in the items' order. */
async function inBatches<T, R>(items: T[], size: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))));
  return results;
}

/** Whether a route's first visit is over its budget. */
export const overBudget = (row: RouteBytes) => kb(row.visit.jsBytes) > row.budgetKB;

/** The routes' figures as a markdown table, with each route's three largest scripts. */
export function routeBytesTable(rows: RouteBytes[]): string {
  const lines = [
    'First visit, cold cache: JavaScript transferred (brotli), per route',
    '| route | as | JS KB | budget KB | CSS KB | largest scripts (KB) |',
    '|---|---|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const { sample, visit } = row;
    const largest = visit.scripts
      .slice(0, 3)
      .map((script) => `${script.path.replace(/\.[0-9a-f]{12}\.js$/, '.js')} ${kb(script.bytes)}`)
      .join(', ');
    const budget = `${row.budgetKB}${overBudget(row) ? ' **over**' : ''}`;
    lines.push(
      `| ${sample.path} | ${sample.visitor} | ${kb(visit.jsBytes)} | ${budget} | ${kb(visit.cssBytes)} | ${largest} |`,
    );
  }
  return lines.join('\n');
}
