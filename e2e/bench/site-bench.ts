import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { serveBuiltSite } from '../support/serve';

/** The route groups of DESIGN §8, each visited with a cold cache. */
const GROUPS = [
  { group: 'rules', path: '/ruleset', budgetKB: 150 },
  { group: 'factions (detail)', path: '/factions/first', budgetKB: 170 },
  { group: 'factions (list)', path: '/factionlist/1', budgetKB: null },
  { group: 'rosters', path: '/rosters', budgetKB: null },
  { group: 'community', path: '/scenariolist/1', budgetKB: null },
  { group: 'admin (anonymous)', path: '/editrules', budgetKB: null },
] as const;

export interface RouteFigure {
  group: string;
  path: string;
  jsKB: number;
  budgetKB: number | null;
  remotes: string[];
}

/** JavaScript bytes as transferred (gzip) on a cold first visit, per route group. */
export async function measureRouteGroups(port = 8191): Promise<RouteFigure[]> {
  const site = await serveBuiltSite(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const figures: RouteFigure[] = [];
  try {
    const first = await (
      await fetch(`${site.url}/api/factions?public=true&limit=1&page=1`)
    )
      .json()
      .catch(() => []);
    const firstSlug = Array.isArray(first) && first[0]?.slug ? String(first[0].slug) : 'first';
    for (const { group, path, budgetKB } of GROUPS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let bytes = 0;
      const remotes = new Set<string>();
      page.on('requestfinished', async (request) => {
        const remote = /\/mfe\/([a-z]+)\/remoteEntry\.js/.exec(request.url());
        if (remote?.[1]) remotes.add(remote[1]);
        if (request.resourceType() !== 'script') return;
        const sizes = await request.sizes().catch(() => null);
        if (sizes) bytes += sizes.responseBodySize;
      });
      const target = path.replace('/factions/first', `/factions/${firstSlug}`);
      await page.goto(`${site.url}${target}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(200);
      figures.push({
        group,
        path: target,
        jsKB: Math.round((bytes / 1024) * 10) / 10,
        budgetKB,
        remotes: [...remotes].sort(),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  return figures;
}

/** Prints the route figures as a table. */
export function printRouteFigures(figures: RouteFigure[]): void {
  console.log('\nFirst visit, cold cache: JavaScript transferred (gzip)');
  console.log('| route group | path | JS KB | budget KB | remote entries requested |');
  console.log('|---|---|---:|---:|---|');
  for (const f of figures) {
    const budget = f.budgetKB === null ? '-' : `${f.budgetKB}${f.jsKB > f.budgetKB ? ' OVER' : ''}`;
    console.log(
      `| ${f.group} | ${f.path} | ${f.jsKB} | ${budget} | ${f.remotes.join(', ') || '-'} |`,
    );
  }
}

if (require.main === module) {
  measureRouteGroups()
    .then(printRouteFigures)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
