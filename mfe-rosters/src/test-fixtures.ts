/**
 * The rosters tests' faction: the kit's fixtures (one set for every front end), with the two units
 * a roster picks from. The engine also carries a weapon that is gone and an ability longer than a
 * card shows.
 */
import { http, HttpResponse } from 'msw';
import type { AbilityTemplate, Faction, Roster, Unit, Weapon } from '@muster/shared-kernel/core';
import { computeUnitCost } from '@muster/shared-kernel/core/points';
import { rosterStore } from '@muster/shared-kernel/client/rosters';
import {
  CANNON,
  ENGINE,
  FACTION,
  HAMMER,
  TEMPLATE,
  WARDEN,
  MOCK_API_ORIGIN,
  mockApi,
  type MockApi,
} from '@muster/shared-kernel/testing';

export const faction: Faction = FACTION;
export const weapons: Weapon[] = [HAMMER, CANNON];
export const templates: AbilityTemplate[] = [TEMPLATE];

/** The Shield Warden with its hammer only, so a roster without the faction misses one weapon. */
export const warden: Unit = { ...WARDEN, equippedWeapons: [{ weaponID: HAMMER._id, knack: 4 }] };
export const engine: Unit = {
  ...ENGINE,
  equippedWeapons: [...ENGINE.equippedWeapons, { weaponID: 'gone', knack: 3 }],
  abilities: [{ name: 'Steam Vent', description: 'x'.repeat(600), pointCost: 4 }],
};
const units: Unit[] = [warden, engine];

/**
 * A unit's points with the test faction's template, its weapons looked up in the test weapons or
 * in `among` (none: the weapons are missing), under `formula` or the default formula.
 */
export function costOf(unit: Unit, formula?: string, among: Weapon[] = weapons): number {
  return computeUnitCost({ unit, weapons: among, abilityTemplates: templates, formula }).total;
}

/** A stored roster of the test faction. */
export function rosterOf(
  entries: Roster['unit_list'],
  extra: Partial<Roster> = {},
): Omit<Roster, 'key' | 'created'> {
  return {
    faction_title: faction.title,
    faction_slug: faction.slug,
    name: 'Wall of Iron',
    point_limit: null,
    unit_list: entries,
    ...extra,
  };
}

/** Stores a roster of the test faction with these lines; answers it as stored. */
export async function storedRoster(
  entries: Roster['unit_list'],
  extra: Partial<Roster> = {},
): Promise<Roster> {
  const created = await rosterStore.create(rosterOf(entries, extra));
  if (!created.ok) throw new Error(created.error);
  return created.roster;
}

/** The mock API of the rosters tests, serving the test faction, its units, weapons and template. */
export function mockFactionApi(): MockApi {
  return mockApi(() => ({ factions: [faction], units, weapons, abilities: templates }));
}

/** The mock API's faction answers `status` (a 404: it was deleted; a 500: the site failed). */
export function factionAnswers(api: MockApi, status: number): void {
  api.server.use(
    http.get(`${MOCK_API_ORIGIN}/api/factions/:key`, () =>
      HttpResponse.json({ statusCode: status, error: 'Error', message: 'failed' }, { status }),
    ),
  );
}
