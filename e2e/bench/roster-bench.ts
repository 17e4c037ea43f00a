import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { serveBuiltSite } from '../support/serve';

/** DESIGN §8: a quantity change on a 50-unit roster re-renders within one frame. */
export const ROSTER_UNITS = 50;
export const FRAME_BUDGET_MS = 16;
const CLICKS = 80;

export interface RosterFigure {
  units: number;
  clicks: number;
  /** Click to the DOM showing the new quantity: handler, save, React render and commit. */
  commitMedianMs: number;
  commitP95Ms: number;
  commitMaxMs: number;
  /** Clicks whose update was committed before the next frame began (so it paints in it). */
  inNextFrame: number;
  budgetMs: number;
}

async function call<T>(url: string, method: string, token: string | null, body?: unknown) {
  const answer = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * A publisher's faction of 50 units through the API, so the builder lists 50 real faction units
 * (each with weapons and an ability) and the roster holds one of each.
 */
async function seedFaction(site: string) {
  const username = `bench${Date.now().toString(36)}`;
  const { token } = await call<{ token: string }>(`${site}/api/users/register`, 'POST', null, {
    username,
    display: username,
    email: `${username}@example.org`,
    password: 'bench password long enough',
  });
  await call(`${site}/api/users/setpublisher`, 'POST', token);
  const faction = await call<{ _id: string; slug: string; title: string }>(
    `${site}/api/factions/`,
    'POST',
    token,
    { title: 'Bench Legion', description: 'Fifty units for the roster bench.' },
  );
  const weapons = [];
  for (const [name, type, attacks, damage] of [
    ['Blade', ['melee'], 2, 2],
    ['Rifle', ['ranged'], 2, 1],
    ['Cannon', ['ranged', 'heavy'], 1, 5],
  ] as const) {
    weapons.push(
      await call<{ _id: string }>(`${site}/api/weapons/`, 'POST', token, {
        faction: faction._id,
        name,
        description: '',
        type,
        attacks,
        damage,
        effectiveTypes: [1],
      }),
    );
  }
  for (let i = 0; i < ROSTER_UNITS; i += 1) {
    await call(`${site}/api/units/`, 'POST', token, {
      faction: faction._id,
      unitName: `Legionary ${String(i + 1).padStart(2, '0')}`,
      description: 'A unit of the bench legion.',
      trainingType: (i % 6) + 1,
      health: 1 + (i % 8),
      protectionTypes: [1 + (i % 3)],
      protectionValue: i % 4,
      movement: 4 + (i % 6),
      size: 1 + (i % 5),
      equippedWeapons: [
        { weaponID: weapons[i % 3]!._id, knack: 2 + (i % 5) },
        { weaponID: weapons[(i + 1) % 3]!._id, knack: 3 },
      ],
      abilities: [{ name: 'Drilled', description: 'Rerolls one failed Rally.', pointCost: i % 7 }],
      structuredAbilities: [],
    });
  }
  const units = await call<unknown[]>(`${site}/api/units/faction/${faction._id}`, 'GET', null);
  return { faction, units };
}

/** Stores a roster holding one of each unit, as the kernel's roster store does. */
async function storeRoster(page: Page, faction: { slug: string; title: string }, units: unknown[]) {
  return page.evaluate(
    ({ faction, units }) => {
      const created = Date.now();
      const key = `roster_${faction.slug}_${created}`;
      const roster = {
        key,
        created,
        faction_title: faction.title,
        faction_slug: faction.slug,
        name: 'Fifty',
        point_limit: null,
        unit_list: units.map((obj) => ({ count: 1, obj })),
      };
      localStorage.setItem(key, JSON.stringify(roster));
      return key;
    },
    { faction, units },
  );
}

/**
 * Clicks + and − on the cards in turn, timing each click to commit and to the next frame. Plain
 * JavaScript text: tsx would otherwise wrap its functions in a helper the page does not have.
 */
const TIME_CLICKS = `async (clicks) => {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const commits = [];
  const frames = [];
  const cards = Array.from(document.querySelectorAll('.unit-card'));
  for (let i = 0; i < clicks; i += 1) {
    const card = cards[(i * 7) % cards.length];
    const count = card.querySelector('.unit-card-count');
    const before = count.textContent;
    // A pass of + over the cards, then a pass of − that takes it back: counts stay 1 or 2.
    const buttons = card.querySelectorAll('.unit-card-qty button');
    const button = buttons[Math.floor(i / cards.length) % 2 === 0 ? 1 : 0];
    await nextFrame();
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (count.textContent !== before) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(count, { childList: true, characterData: true, subtree: true });
    });
    const start = performance.now();
    button.click();
    const frame = nextFrame();
    commits.push((await changed) - start);
    frames.push((await frame) - start);
  }
  return { commits, frames };
}`;

async function timeClicks(page: Page, clicks: number) {
  return page.evaluate<{ commits: number[]; frames: number[] }>(`(${TIME_CLICKS})(${clicks})`);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Measures a quantity change on a 50-unit roster in Chromium, on the built site. */
export async function measureRosterRerender(port = 8192): Promise<RosterFigure> {
  const site = await serveBuiltSite(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { faction, units } = await seedFaction(site.url);
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await page.goto(`${site.url}/rosters`);
    const key = await storeRoster(page, faction, units);
    await page.goto(`${site.url}/roster/${key}`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('.unit-card').length === n,
      units.length,
    );
    await timeClicks(page, 10); // warm-up: JIT, first-time layouts
    const { commits, frames } = await timeClicks(page, CLICKS);
    return {
      units: units.length,
      clicks: CLICKS,
      commitMedianMs: round1(percentile(commits, 50)),
      commitP95Ms: round1(percentile(commits, 95)),
      commitMaxMs: round1(Math.max(...commits)),
      inNextFrame: commits.filter((commit, i) => commit <= (frames[i] as number)).length,
      budgetMs: FRAME_BUDGET_MS,
    };
  } finally {
    await browser.close();
    await site.stop();
  }
}

/** Prints the roster figure as a table. */
export function printRosterFigure(f: RosterFigure): void {
  console.log(
    `\nRoster builder: a quantity change on a ${f.units}-unit roster (${f.clicks} clicks)`,
  );
  console.log('| measure | median ms | p95 ms | max ms | budget ms |');
  console.log('|---|---:|---:|---:|---:|');
  const over = f.commitP95Ms > f.budgetMs ? ' OVER' : '';
  console.log(
    `| click to DOM committed | ${f.commitMedianMs} | ${f.commitP95Ms} | ${f.commitMaxMs} | ${f.budgetMs}${over} |`,
  );
  console.log(`Updates painted in the frame after the click: ${f.inNextFrame} of ${f.clicks}`);
}

if (require.main === module) {
  measureRosterRerender()
    .then(printRosterFigure)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
