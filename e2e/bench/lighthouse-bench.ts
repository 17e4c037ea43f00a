import { request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { demoIds } from '../support/demo-data';
import { serveBuiltSite } from '../support/serve';
import { runBench } from './bench-main';

/** Lighthouse, mobile preset, median of three runs per page. */
export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  accessibility: 100,
  bestPractices: 100,
} as const;
const RUNS = 3;

export interface LighthouseFigure {
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
}

interface Audit {
  numericValue?: number;
}
interface Result {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One Lighthouse run of `url` in the system Chromium (mobile preset, simulated throttling). */
async function audit(url: string): Promise<Omit<LighthouseFigure, 'path'>> {
  // Lighthouse and chrome-launcher are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const answer = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = answer?.lhr as unknown as Result | undefined;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse on the ruleset, the faction list, a faction page and a scenario page: medians. */
export async function measureLighthouse(port = 8192): Promise<LighthouseFigure[]> {
  const site = await serveBuiltSite(port);
  const api = await request.newContext({ baseURL: site.url });
  try {
    const ids = await demoIds(api);
    const paths = [
      '/ruleset',
      '/factionlist/1',
      `/factions/${ids.faction.slug}`,
      `/scenarios/${ids.scenario.slug}`,
    ];
    const figures: LighthouseFigure[] = [];
    for (const path of paths) {
      const runs: Omit<LighthouseFigure, 'path'>[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${site.url}${path}`));
      const of = (key: keyof Omit<LighthouseFigure, 'path'>) => median(runs.map((r) => r[key]));
      figures.push({
        path,
        performance: of('performance'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
      });
    }
    return figures;
  } finally {
    await api.dispose();
    await site.stop();
  }
}

/** Whether a page meets every Lighthouse budget. */
export function meetsBudget(f: LighthouseFigure): boolean {
  const b = LIGHTHOUSE_BUDGET;
  return (
    f.performance >= b.performance &&
    f.lcpMs <= b.lcpMs &&
    f.tbtMs <= b.tbtMs &&
    f.cls <= b.cls &&
    f.accessibility >= b.accessibility &&
    f.bestPractices >= b.bestPractices
  );
}

/** Prints the Lighthouse medians as a table. */
export function printLighthouseFigures(figures: LighthouseFigure[]): void {
  const b = LIGHTHOUSE_BUDGET;
  console.log(`\nLighthouse ${'(mobile preset, simulated throttling)'}, median of ${RUNS} runs`);
  console.log(
    '| page | performance | LCP ms | TBT ms | CLS | accessibility | best practices | budget |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const f of figures) {
    console.log(
      `| ${f.path} | ${f.performance} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${f.accessibility} | ${f.bestPractices} | ${meetsBudget(f) ? 'met' : '**missed**'} |`,
    );
  }
  console.log(
    `Budget: performance ≥ ${b.performance}, LCP ≤ ${b.lcpMs} ms, TBT ≤ ${b.tbtMs} ms, CLS ≤ ${b.cls}, accessibility and best practices ${b.accessibility}.`,
  );
}

if (require.main === module) runBench(measureLighthouse, printLighthouseFigures);
