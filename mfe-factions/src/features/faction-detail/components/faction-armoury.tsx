import { Link } from 'react-router-dom';
import type { AbilityTemplate, Faction, Weapon } from '@muster/shared-kernel/core';
import { UnitCard } from '@muster/shared-kernel/ui';
import type { CostedUnitLine } from '../../../lib/use-costed-units';
import { WeaponsTable } from './faction-tables';
import { paths } from '@muster/shared-kernel/core';

/** Something of the faction's armoury to delete, once confirmed. */
export interface ArmouryItem {
  kind: 'unit' | 'weapon';
  id: string;
  name: string;
}

interface SectionProps {
  faction: Faction;
  /** The signed-in user may add, edit and delete units and weapons. */
  canArm: boolean;
  onDelete: (item: ArmouryItem) => void;
}

/** The Units section: a card per unit, costliest first, with Edit and Delete for those who may. */
export function UnitsSection({
  faction,
  units,
  weapons,
  templates,
  canArm,
  onDelete,
}: SectionProps & {
  units: readonly CostedUnitLine[];
  weapons: readonly Weapon[];
  templates: readonly AbilityTemplate[];
}) {
  return (
    <section className="fx-section" aria-labelledby="fx-units">
      <div className="fx-section-title">
        <h2 id="fx-units">Units</h2>
        {canArm && (
          <Link className="btn btn-small" to={paths.newUnit(faction._id)}>
            Add Unit
          </Link>
        )}
      </div>
      {units.length === 0 ? (
        <p className="muted">No units yet.</p>
      ) : (
        <div className="fx-unit-grid">
          {units.map(({ unit, cost }) => (
            <UnitCard
              key={unit._id}
              unit={unit}
              cost={cost}
              weapons={weapons}
              abilityTemplates={templates}
              link
              actions={
                canArm && (
                  <>
                    <Link className="btn btn-secondary btn-small" to={paths.editUnit(unit._id)}>
                      Edit
                    </Link>
                    <button
                      type="button"
                      className="btn btn-danger btn-small"
                      aria-label={`Delete ${unit.unitName}`}
                      onClick={() => onDelete({ kind: 'unit', id: unit._id, name: unit.unitName })}
                    >
                      Delete
                    </button>
                  </>
                )
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** The Weapons section: the weapons table, with Edit and Delete for those who may. */
export function WeaponsSection({
  faction,
  weapons,
  canArm,
  onDelete,
}: SectionProps & { weapons: readonly Weapon[] }) {
  return (
    <section className="fx-section" aria-labelledby="fx-weapons">
      <div className="fx-section-title">
        <h2 id="fx-weapons">Weapons</h2>
        {canArm && (
          <Link className="btn btn-small" to={paths.newWeapon(faction._id)}>
            Add Weapon
          </Link>
        )}
      </div>
      <WeaponsTable
        weapons={weapons}
        actions={
          canArm
            ? (weapon) => (
                <span className="fx-likes">
                  <Link className="btn btn-secondary btn-small" to={paths.editWeapon(weapon._id)}>
                    Edit
                  </Link>
                  <button
                    type="button"
                    className="btn btn-danger btn-small"
                    aria-label={`Delete ${weapon.name}`}
                    onClick={() => onDelete({ kind: 'weapon', id: weapon._id, name: weapon.name })}
                  >
                    Delete
                  </button>
                </span>
              )
            : undefined
        }
      />
    </section>
  );
}
