import type { ReactNode } from 'react';
import { protectionNames, weaponTypeNames, type Weapon } from '@muster/shared-kernel/core';
import { weaponDamagePerRound } from '@muster/shared-kernel/core/points';
import { DataTable } from '@muster/shared-kernel/ui';

/** Weapons sorted by attacks × damage, highest first. */
function sortWeapons(weapons: readonly Weapon[]): Weapon[] {
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
    <DataTable
      label="Weapons"
      columns={[
        'Name',
        'Type',
        'DPR',
        'Attacks',
        'Damage',
        'Bypass Type',
        !!actions && { label: <span className="visually-hidden">Actions</span> },
      ]}
    >
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
    </DataTable>
  );
}
