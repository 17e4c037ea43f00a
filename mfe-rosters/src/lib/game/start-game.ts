/**
 * A new game from a roster as it is now: its lines become the game's cards, with everything the
 * table needs read from the faction (weapons, filled-in ability texts, tactics and environment
 * effects) and each unit's points from the formula in force, so the game never reads the network.
 */
import { abilityTexts, weaponKind } from '@muster/shared-kernel/ui';
import {
  type AbilityTemplate,
  type Faction,
  type Game,
  type GameCard,
  type GameEnd,
  type Roster,
  type Weapon,
} from '@muster/shared-kernel/core';
import {
  computeUnitCost,
  formationGroups,
  type RosterCostContext,
} from '@muster/shared-kernel/core/points';

/** What a game needs of its roster's faction. */
export interface GameFaction {
  faction: Pick<Faction, 'anteList' | 'environmentList'>;
  weapons: readonly Weapon[];
  abilityTemplates: readonly AbilityTemplate[];
  costs: RosterCostContext;
}

/** The game's card for one roster line. */
function cardOf(
  entry: Roster['unit_list'][number],
  formation: string,
  { weapons, abilityTemplates, costs }: GameFaction,
): GameCard {
  const unit = entry.obj;
  const cost = computeUnitCost({
    unit,
    weapons: costs.weapons,
    abilityTemplates: costs.abilityTemplates,
    formula: costs.formula,
  });
  return {
    name: unit.unitName,
    formation,
    count: entry.count,
    health: Math.max(1, unit.health * unit.size),
    points: cost.error === undefined && cost.total > 0 ? cost.total : 0,
    weapons: unit.equippedWeapons.flatMap((equipped) => {
      const weapon = weapons.find((w) => w._id === equipped.weaponID);
      return weapon
        ? [
            {
              name: weapon.name,
              kind: weaponKind(weapon),
              knack: equipped.knack,
              attacks: weapon.attacks,
              damage: weapon.damage,
            },
          ]
        : [];
    }),
    abilities: abilityTexts(unit, abilityTemplates)
      .filter((ability) => !ability.missing)
      .map((ability) => ({ name: ability.name, text: ability.description })),
  };
}

/** A game started now from the roster, formation by formation. */
export function startGame(roster: Roster, faction: GameFaction, now: number): Game {
  const cards = formationGroups(roster).flatMap((group) =>
    group.lines.map((line) =>
      cardOf(roster.unit_list[line] as Roster['unit_list'][number], group.name, faction),
    ),
  );
  return {
    id: `game_${now}`,
    started: now,
    ...(roster.faction_version === undefined ? {} : { faction_version: roster.faction_version }),
    cards,
    tactics: faction.faction.anteList,
    environments: faction.faction.environmentList,
    events: [],
  };
}

/** The roster's game in progress, if any. */
export const gameInProgress = (roster: Pick<Roster, 'games'>): Game | undefined =>
  roster.games?.find((game) => game.finished === undefined);

/** The roster with its game in progress replaced (or added, when it has none). */
export function withGame(roster: Roster, game: Game): Roster {
  const games = roster.games ?? [];
  const index = games.findIndex((g) => g.id === game.id);
  return {
    ...roster,
    games: index < 0 ? [...games, game] : games.map((g, i) => (i === index ? game : g)),
  };
}

/**
 * The game ended as told: kept in the roster's history with its final table and log; the
 * weapons, abilities, tactics and effects it no longer needs are left out.
 */
export function finishGame(game: Game, end: GameEnd): Game {
  return {
    ...game,
    cards: game.cards.map((card) => ({ ...card, weapons: [], abilities: [] })),
    tactics: [],
    environments: [],
    finished: end,
  };
}
