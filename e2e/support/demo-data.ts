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
  return { faction, unit, weapon, scenario, page, formula, ability };
}
