import { chromium, type Browser, type Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { serveBuiltSite } from '../support/serve';

/**
 * The budget: a quantity change on a 50-unit roster under 10 roster rules re-renders, with its
 * rules checked again, well within one frame (half of a 60 Hz frame).
 */
export const ROSTER_UNITS = 50;
export const ROSTER_RULES = 10;
export const FRAME_BUDGET_MS = 8;
const CLICKS = 80;

export interface RosterFigure {
  units: number;
  /** Roster rules of the faction the roster is checked against on every change. */
  rules: number;
  /** What the header says of the roster's legality when it opens ('12 problems'). */
  legality: string;
  clicks: number;
  /** Click to the DOM showing the new quantity: handler, save, React render and commit. */
  commitMedianMs: number;
  commitP95Ms: number;
  commitMaxMs: number;
  /** Clicks whose update was committed before the next frame began (so it paints in it). */
  inNextFrame: number;
  budgetMs: number;
  /**
   * Work a click causes, apart from the machine's speed: React commits, and components (function,
   * class, memo, forwardRef) that rendered in them, per click (median), counted by a React
   * DevTools hook in a separate pass after the timed one.
   */
  commitsPerClick: number;
  componentsPerClick: number;
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
    { title: 'Bench Legion', description: 'Fifty units for the roster bench.', public: true },
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
      keywords: [...(i % 5 === 0 ? ['Elite'] : []), ...(i % 7 === 0 ? ['Artillery'] : [])],
    });
  }
  const units = await call<{ _id: string }[]>(
    `${site}/api/units/faction/${faction._id}`,
    'GET',
    token,
  );
  const first = units[0]!._id;
  const second = units[1]!._id;
  // Ten rules of every kind, some broken by a roster of one of each unit, so the builder shows
  // problems and checks all ten on every change.
  const rosterRules = [
    { kind: 'min', subject: { keyword: 'Leader' }, count: 1 },
    { kind: 'max', subject: { each: true }, count: 3 },
    { kind: 'max', subject: { unit: first }, count: 1 },
    { kind: 'perPoints', subject: { keyword: 'Artillery' }, count: 1, points: 1000 },
    { kind: 'percent', subject: { keyword: 'Elite' }, percent: 30 },
    { kind: 'minFormations', count: 2 },
    { kind: 'formationSize', count: 12 },
    { kind: 'requires', subject: { unit: second }, needs: { keyword: 'Leader' } },
    { kind: 'max', subject: { keyword: 'Shock' }, count: 20 },
    { kind: 'min', subject: { keyword: 'Infantry' }, count: 1 },
  ];
  if (rosterRules.length !== ROSTER_RULES) throw new Error('the bench declares ten rules');
  await call(`${site}/api/factions/${faction._id}`, 'POST', token, {
    title: faction.title,
    description: 'Fifty units for the roster bench.',
    public: true,
    rosterRules,
  });
  // Approved, as a faction players build from is: the public reads its approved version.
  const moderator = await call<{ token: string }>(`${site}/api/users/login`, 'POST', null, ADMIN);
  await call(`${site}/api/factions/toggleapproval/${faction._id}`, 'POST', moderator.token, {
    action: 'approve',
  });
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

/**
 * A minimal React DevTools hook (React calls it in production builds too): after each commit it
 * counts the components that rendered in it. A subtree React did not visit keeps its fibers
 * (the same child object as before), so the walk skips it, as React DevTools does.
 */
const COUNT_RENDERS = `(() => {
  // Off while clicks are timed: the walk would add to their time.
  const counts = { on: false, commits: 0, components: 0 };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const walk = (fiber) => {
    for (let node = fiber; node; node = node.sibling) {
      const previous = node.alternate;
      if (COMPONENT_TAGS.has(node.tag) && (node.flags & PERFORMED_WORK) !== 0) counts.components += 1;
      if (!previous || node.child !== previous.child) walk(node.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!counts.on) return;
      counts.commits += 1;
      walk(root.current.child);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  window.__benchRenders = counts;
})()`;

/** Clicks as {@link TIME_CLICKS} does, counting commits and rendered components per click. */
const COUNT_CLICKS = `async (clicks) => {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const counts = window.__benchRenders;
  counts.on = true;
  const commits = [];
  const components = [];
  const cards = Array.from(document.querySelectorAll('.unit-card'));
  for (let i = 0; i < clicks; i += 1) {
    const buttons = cards[(i * 7) % cards.length].querySelectorAll('.unit-card-qty button');
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = { ...counts };
    buttons[Math.floor(i / cards.length) % 2 === 0 ? 1 : 0].click();
    // The click's commit, and any that its save causes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    commits.push(counts.commits - before.commits);
    components.push(counts.components - before.components);
  }
  return { commits, components };
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
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const { faction, units } = await seedFaction(site.url);
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await page.addInitScript(COUNT_RENDERS);
    await page.goto(`${site.url}/rosters`);
    const key = await storeRoster(page, faction, units);
    await page.goto(`${site.url}/roster/${key}`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('.unit-card').length === n,
      units.length,
    );
    const legality = await page.locator('.roster-legality').first().innerText();
    // Warm-up: a + pass and a − pass over every card (counts end as they began), so the timed
    // clicks meet no first-time JIT compilation or layout.
    await timeClicks(page, 2 * ROSTER_UNITS);
    const { commits, frames } = await timeClicks(page, CLICKS);
    const work = await page.evaluate<{ commits: number[]; components: number[] }>(
      `(${COUNT_CLICKS})(${ROSTER_UNITS})`,
    );
    return {
      units: units.length,
      rules: ROSTER_RULES,
      legality,
      clicks: CLICKS,
      commitMedianMs: round1(percentile(commits, 50)),
      commitP95Ms: round1(percentile(commits, 95)),
      commitMaxMs: round1(Math.max(...commits)),
      inNextFrame: commits.filter((commit, i) => commit <= (frames[i] as number)).length,
      budgetMs: FRAME_BUDGET_MS,
      commitsPerClick: percentile(work.commits, 50),
      componentsPerClick: percentile(work.components, 50),
    };
  } finally {
    await browser?.close();
    await site.stop();
  }
}

/** Prints the roster figure as a table. */
export function printRosterFigure(f: RosterFigure): void {
  console.log(
    `\nRoster builder: a quantity change on a ${f.units}-unit roster under ${f.rules} roster rules (${f.clicks} clicks; on opening: ${f.legality})`,
  );
  console.log('| measure | median ms | p95 ms | max ms | budget ms |');
  console.log('|---|---:|---:|---:|---:|');
  const over = f.commitP95Ms > f.budgetMs ? ' OVER' : '';
  console.log(
    `| click to DOM committed | ${f.commitMedianMs} | ${f.commitP95Ms} | ${f.commitMaxMs} | ${f.budgetMs}${over} |`,
  );
  console.log(`Updates painted in the frame after the click: ${f.inNextFrame} of ${f.clicks}`);
  console.log(
    `Work per click (median): ${f.commitsPerClick} React commits, ${f.componentsPerClick} components rendered`,
  );
}

if (require.main === module) {
  measureRosterRerender()
    .then(printRosterFigure)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
