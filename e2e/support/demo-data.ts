import type { APIRequestContext } from '@playwright/test';

interface WithId {
  _id: string;
  slug?: string;
}

async function list(request: APIRequestContext, path: string): Promise<WithId[]> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as WithId[];
}

function first(items: WithId[], what: string): WithId {
  const item = items[0];
  if (!item) throw new Error(`the demo content has no ${what}`);
  return item;
}

/** The server's verdict on a roster of one demo unit, for a real verification code. */
async function verifiedDemoRoster(request: APIRequestContext, faction: WithId, unit: WithId) {
  const full = await request.get(`/api/factions/${faction._id}`);
  const { title, slug } = (await full.json()) as { title: string; slug: string };
  const file = {
    version: 1,
    faction_title: title,
    faction_slug: slug,
    name: 'Verified demo',
    point_limit: null,
    unit_list: [{ count: 1, obj: unit }],
  };
  const response = await request.post('/api/rosters/verify', { data: { file } });
  if (!response.ok()) throw new Error(`verifying a demo roster answered ${response.status()}`);
  return (await response.json()) as { code: string };
}

/** Real ids and slugs of the seeded demo content, so every route can be visited for real. */
export async function demoIds(request: APIRequestContext) {
  const faction = first(
    await list(request, '/api/factions?public=true&limit=100&page=1'),
    'faction',
  );
  const unit = first(await list(request, `/api/units/faction/${faction._id}`), 'unit');
  const weapon = first(await list(request, `/api/weapons/faction/${faction._id}`), 'weapon');
  const scenario = first(
    await list(request, '/api/scenarios?public=true&limit=100&page=1'),
    'scenario',
  );
  const page = first(await list(request, '/api/pages/list/lore'), 'lore page');
  const formula = first(await list(request, '/api/formulas/list/'), 'formula');
  const ability = first(await list(request, '/api/ability'), 'ability template');
  const verdict = await verifiedDemoRoster(request, faction, unit);
  return { faction, unit, weapon, scenario, page, formula, ability, verdict };
}
