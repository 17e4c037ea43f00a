import { expect, type APIRequestContext } from '@playwright/test';
import { createUser } from './session';

/** A faction of a new publisher's own, so changing it touches no other test's demo data. */
export interface OwnFaction {
  /** The publisher's sign-in (a draft faction is theirs to read: the public sees none). */
  credentials: { username: string; password: string };
  /** The publisher's Authorization header. */
  headers: { authorization: string };
  faction: { _id: string; slug: string; title: string };
  /** The faction's one weapon, a melee Spear, which every unit of {@link postUnit} carries. */
  weapon: { _id: string };
}

/** Registers a publisher through the API, who creates a faction `title` with a Spear. */
export async function createOwnFaction(
  request: APIRequestContext,
  title: string,
): Promise<OwnFaction> {
  const { username, password, headers } = await createUser(request, [], {
    prefix: 'rosterer',
    publisher: true,
  });
  const faction = await (
    await request.post('/api/factions/', {
      headers,
      data: { title: `${title} ${username}`, description: 'Units made by a test.' },
    })
  ).json();
  const weapon = await (
    await request.post('/api/weapons/', {
      headers,
      data: {
        faction: faction._id,
        name: 'Spear',
        description: '',
        type: ['melee'],
        attacks: 2,
        damage: 2,
        effectiveTypes: [],
      },
    })
  ).json();
  return { credentials: { username, password }, headers, faction, weapon };
}

/** A unit's fields as the API takes them: a Spear-bearing infantry unit of `health`. */
export function unitOf(own: OwnFaction, unitName: string, health = 2) {
  return {
    faction: own.faction._id,
    unitName,
    description: '',
    trainingType: 1,
    health,
    protectionTypes: [1],
    protectionValue: 1,
    movement: 6,
    size: 1,
    equippedWeapons: [{ weaponID: own.weapon._id, knack: 4 }],
    abilities: [],
    structuredAbilities: [],
  };
}

/** Saves a unit through the API; answers it with its id. */
export async function postUnit(
  request: APIRequestContext,
  own: OwnFaction,
  unit: ReturnType<typeof unitOf>,
): Promise<{ _id: string }> {
  const saved = await request.post('/api/units/', { headers: own.headers, data: unit });
  expect(saved.ok()).toBe(true);
  return (await saved.json()) as { _id: string };
}
