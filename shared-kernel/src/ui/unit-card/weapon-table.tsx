import { protectionNames, weaponTypeNames } from '@muster/shared-kernel/core';
import { DataTable } from '../data-table/data-table.js';

/** A weapon as a table row reads it: its kind in words, and the knack it is used at. */
export interface WeaponRow {
  name: string;
  /** Its types and what it bypasses ('Melee · bypasses Energy'). */
  kind: string;
  knack: number;
  attacks: number;
  damage: number;
}

/** Props of {@link WeaponTable}. */
export interface WeaponTableProps {
  /** The weapons in order; null for one that cannot be found ('Weapon Undefined'). */
  weapons: readonly (WeaponRow | null)[];
}

/** A weapon's kind in words: 'Melee, Heavy', and ' · bypasses Energy' when it bypasses any. */
export function weaponKind(weapon: {
  type?: readonly string[] | null;
  effectiveTypes?: readonly number[] | null;
}): string {
  const bypass = protectionNames(weapon.effectiveTypes);
  return weaponTypeNames(weapon.type) + (bypass && ` · bypasses ${bypass}`);
}

/** What a weapon that cannot be found is called. */
export const MISSING_WEAPON = 'Weapon Undefined';

/** A unit's weapons: name and kind, knack, attacks and damage (a unit card's, a game's). */
export function WeaponTable({ weapons }: WeaponTableProps) {
  return (
    <DataTable
      className="unit-equipment"
      columns={[
        'Weapon',
        'Knack',
        <abbr key="att" title="Attacks">
          Att
        </abbr>,
        <abbr key="dmg" title="Damage">
          Dmg
        </abbr>,
      ]}
    >
      {weapons.map((weapon, index) =>
        weapon === null ? (
          <tr key={index}>
            <td colSpan={4} className="error-text">
              {MISSING_WEAPON}
            </td>
          </tr>
        ) : (
          <tr key={index}>
            <th scope="row">
              {weapon.name}
              {weapon.kind && <span className="unit-weapon-kind">{weapon.kind}</span>}
            </th>
            <td>{weapon.knack}+</td>
            <td>{weapon.attacks}</td>
            <td>{weapon.damage}</td>
          </tr>
        ),
      )}
    </DataTable>
  );
}
