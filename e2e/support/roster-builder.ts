import { expect, type Page } from '@playwright/test';

/** A faction as the faction list answers it. */
export interface FactionCard {
  slug: string;
  title: string;
}

/** The demo faction the rosters are built from (the seeded Iron Wardens of Kell). */
export async function demoFaction(page: Page): Promise<FactionCard> {
  const answer = await page.request.get('/api/factions?public=true&limit=100&page=1');
  const factions = (await answer.json()) as FactionCard[];
  const faction = factions.find((f) => f.title === 'Iron Wardens of Kell') ?? factions[0];
  if (!faction) throw new Error('no demo faction');
  return faction;
}

/** The roster builder's + button of a unit. */
export const addButton = (page: Page, unit: string) =>
  page.getByRole('button', { name: `Add one ${unit}` });

/** Creates a roster of a faction through its page's Create New Roster modal. */
export async function createRoster(page: Page, faction: FactionCard) {
  await page.goto(`/factions/${faction.slug}`);
  await page.getByRole('button', { name: 'Create New Roster' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/roster\//);
}
