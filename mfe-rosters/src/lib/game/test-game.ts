/** A small game for the game tests: two cards, three units. */
import type { Game, GameCard } from '@muster/shared-kernel/core';

export const WARBOSS: GameCard = {
  name: 'Warboss',
  formation: 'Vanguard',
  count: 1,
  health: 3,
  points: 120,
  weapons: [{ name: 'Choppa', kind: 'Melee', knack: 3, attacks: 4, damage: 2 }],
  abilities: [{ name: 'Waaagh', text: 'Every unit moves 2 more.' }],
};
export const BOYZ: GameCard = {
  ...WARBOSS,
  name: 'Boyz',
  formation: 'Mob',
  count: 2,
  health: 2,
  points: 40,
  abilities: [{ name: 'Mob Rule', text: 'Brave in numbers.' }],
};

/** A game of the Warboss (unit 0) and two Boyz (units 1 and 2), with these events. */
export function gameOf(events: Game['events'] = []): Game {
  return {
    id: 'game_1',
    started: 1,
    cards: [WARBOSS, BOYZ],
    tactics: [{ name: 'Ambush', knack: 4, description: 'Arrive late.' }],
    environments: [{ name: 'Ash Storm', description: 'Ranged knack -1.', antePenalty: 1 }],
    events,
  };
}
