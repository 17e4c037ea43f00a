import type { ReactNode } from 'react';
import {
  protectionNames,
  weaponDamagePerRound,
  weaponTypeNames,
  type Weapon,
} from '@muster/shared-kernel/core';

/** SPEC §2: weapons sorted by attacks × damage, highest first. */
export function sortWeapons(weapons: readonly Weapon[]): Weapon[] {
  return [...weapons].sort(
    (a, b) => b.attacks * b.damage - a.attacks * a.damage || a.name.localeCompare(b.name),
  );
}

/**
 * The weapons table: Name, Type, DPR, Attacks, Damage, Bypass Type. DPR is the damage per round
 * when every attack hits (the engine's weaponDPR at knack 1, bypass included); 'Focus Damage'
 * (damage + attacks − 1) shows when attacks is above 1.
 */
export function WeaponsTable({
  weapons,
  actions,
}: {
  weapons: readonly Weapon[];
  actions?: (weapon: Weapon) => ReactNode;
}) {
  if (weapons.length === 0) return <p className="muted">No weapons yet.</p>;
  return (
    <div className="table-wrap">
      <table className="table" aria-label="Weapons">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">DPR</th>
            <th scope="col">Attacks</th>
            <th scope="col">Damage</th>
            <th scope="col">Bypass Type</th>
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {sortWeapons(weapons).map((weapon) => (
            <tr key={weapon._id}>
              <th scope="row">
                {weapon.name}
                {weapon.description && <span className="muted fx-focus">{weapon.description}</span>}
              </th>
              <td>{weaponTypeNames(weapon.type)}</td>
              <td>{weaponDamagePerRound(weapon, 1).toFixed(2)}</td>
              <td>{weapon.attacks}</td>
              <td>
                {weapon.damage}
                {weapon.attacks > 1 && (
                  <span className="muted fx-focus">
                    Focus Damage: {weapon.damage + weapon.attacks - 1}
                  </span>
                )}
              </td>
              <td>{protectionNames(weapon.effectiveTypes) || '-'}</td>
              {actions && <td className="fx-nowrap">{actions(weapon)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
