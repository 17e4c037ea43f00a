/**
 * What the living units can use, each thing once: the 'Abilities in play' reminder. An ability
 * (by name and text) or a weapon (by name and knack) that several units have is listed once, with
 * the names of the units that have it.
 */
import type { TableUnit } from './game-state';

/** One ability or weapon in play, with who has it. */
export interface InPlay {
  key: string;
  name: string;
  /** The ability's text, or the weapon's knack, attacks and damage in words. */
  text: string;
  units: string[];
}

/** Adds `unit` to the entry under `key` (made when new), keeping the entries in order. */
function add(
  found: Map<string, InPlay>,
  key: string,
  entry: Omit<InPlay, 'units' | 'key'>,
  unit: string,
) {
  const known = found.get(key);
  if (known) known.units.push(unit);
  else found.set(key, { key, ...entry, units: [unit] });
}

/** The abilities and weapons of the units not destroyed, each once. */
export function inPlay(units: readonly TableUnit[]): { abilities: InPlay[]; weapons: InPlay[] } {
  const abilities = new Map<string, InPlay>();
  const weapons = new Map<string, InPlay>();
  for (const unit of units) {
    if (unit.destroyed) continue;
    for (const ability of unit.card.abilities) {
      add(
        abilities,
        `${ability.name}\u0000${ability.text}`,
        { name: ability.name, text: ability.text },
        unit.name,
      );
    }
    for (const weapon of unit.card.weapons) {
      const text = `${weapon.knack}+ · ${weapon.attacks} attacks · ${weapon.damage} damage`;
      add(weapons, `${weapon.name}\u0000${text}`, { name: weapon.name, text }, unit.name);
    }
  }
  return { abilities: [...abilities.values()], weapons: [...weapons.values()] };
}
