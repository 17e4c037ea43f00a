import { memo } from 'react';
import {
  TRAINING_TYPES,
  fillAbilityText,
  type AbilityTemplate,
  type Unit,
  type UnitCost,
  type Weapon,
} from '@muster/shared-kernel/core';
import { cutDescription } from '../lib/roster-text';
import './unit-card.css';

const PROTECTION_NAMES: Record<number, string> = { 1: 'Physical', 2: 'Reactive', 3: 'Energy' };
const WEAPON_TYPE_NAMES: Record<string, string> = {
  melee: 'Melee',
  ranged: 'Ranged',
  near: 'Near',
  heavy: 'Heavy',
};

export interface UnitCardProps {
  /** Identifies the card's line for the callbacks (a unit id). */
  lineId: string;
  unit: Unit;
  count: number;
  cost: UnitCost;
  weapons: readonly Weapon[];
  abilityTemplates: readonly AbilityTemplate[];
  /**
   * Set when the faction's current unit costs something else than this copy (SPEC §3): the
   * copy's cost, and the current unit's.
   */
  staleWas?: number;
  staleNow?: number;
  /** The faction no longer has this unit: the roster keeps its copy. */
  retired?: boolean;
  /** Absent on a read-only card (a shared roster). */
  onAdd?: (lineId: string) => void;
  onRemove?: (lineId: string) => void;
  onRefresh?: (lineId: string) => void;
}

function pointsText(cost: UnitCost, count: number): { total: string; each: string } {
  if (cost.error) return { total: cost.error, each: cost.error };
  return { total: `${cost.total * count} pts`, each: `${cost.total} pts each` };
}

function WeaponRows({ unit, weapons }: { unit: Unit; weapons: readonly Weapon[] }) {
  return (
    <>
      {unit.equippedWeapons.map((entry, index) => {
        const weapon = weapons.find((w) => w._id === entry.weaponID);
        if (!weapon) {
          return (
            <tr key={`${entry.weaponID}-${index}`}>
              <td colSpan={4} className="error-text">
                Weapon Undefined
              </td>
            </tr>
          );
        }
        const types = weapon.type.map((t) => WEAPON_TYPE_NAMES[t] ?? t).join(', ');
        const bypass = weapon.effectiveTypes.map((t) => PROTECTION_NAMES[t] ?? t).join(', ');
        return (
          <tr key={`${entry.weaponID}-${index}`}>
            <th scope="row">
              {weapon.name}
              <span className="unit-weapon-kind">
                {types}
                {bypass && ` · bypasses ${bypass}`}
              </span>
            </th>
            <td>{entry.knack}+</td>
            <td>{weapon.attacks}</td>
            <td>{weapon.damage}</td>
          </tr>
        );
      })}
    </>
  );
}

function Abilities({
  unit,
  abilityTemplates,
}: {
  unit: Unit;
  abilityTemplates: readonly AbilityTemplate[];
}) {
  const structured = unit.structuredAbilities.map((ability, index) => {
    const template = abilityTemplates.find((t) => t._id === ability.templateID);
    const name =
      ability.customName ||
      (template
        ? fillAbilityText(template.name, template.defaultValues, ability.overrides)
        : 'Ability Undefined');
    const description = template
      ? fillAbilityText(template.description, template.defaultValues, ability.overrides)
      : '';
    return { key: `s${index}`, name, description };
  });
  const plain = unit.abilities.map((ability, index) => ({
    key: `a${index}`,
    name: ability.name,
    description: ability.description,
  }));
  const all = [...plain, ...structured];
  if (all.length === 0) return null;
  return (
    <ul className="unit-abilities">
      {all.map((ability) => (
        <li key={ability.key}>
          <strong>{ability.name}</strong>
          {ability.description && <>: {cutDescription(ability.description)}</>}
        </li>
      ))}
    </ul>
  );
}

/**
 * One unit of a roster (SPEC §2): name, quantity with + and −, points, stats, equipment and
 * abilities. Memoised: a quantity change re-renders only the card whose line changed.
 */
export const UnitCard = memo(function UnitCard({
  lineId,
  unit,
  count,
  cost,
  weapons,
  abilityTemplates,
  staleWas,
  staleNow,
  retired,
  onAdd,
  onRemove,
  onRefresh,
}: UnitCardProps) {
  const points = pointsText(cost, count);
  const training = TRAINING_TYPES[unit.trainingType]?.name ?? `Type ${unit.trainingType}`;
  const protection = unit.protectionTypes.map((t) => PROTECTION_NAMES[t] ?? t).join(', ');
  const titleId = `unit-${lineId}`;
  return (
    <article
      className={`card unit-card ${count > 0 ? 'unit-card--picked' : 'unit-card--unpicked'}`}
      aria-labelledby={titleId}
    >
      <header className="unit-card-head">
        <h3 id={titleId}>{unit.unitName}</h3>
        <div className="unit-card-qty">
          {onRemove && (
            <button
              type="button"
              className="btn btn-secondary btn-small no-print"
              aria-label={`Remove one ${unit.unitName}`}
              disabled={count === 0}
              onClick={() => onRemove(lineId)}
            >
              −
            </button>
          )}
          <span className="unit-card-count" aria-label={`Quantity of ${unit.unitName}`}>
            ×{count}
          </span>
          {onAdd && (
            <button
              type="button"
              className="btn btn-small no-print"
              aria-label={`Add one ${unit.unitName}`}
              onClick={() => onAdd(lineId)}
            >
              +
            </button>
          )}
        </div>
      </header>
      <p className="unit-card-points">
        <strong>{points.total}</strong> <span className="muted">({points.each})</span>
      </p>
      {staleWas !== undefined && staleNow !== undefined && (
        <p className="unit-card-stale" role="status">
          The faction changed this unit: was {staleWas}, now {staleNow}.{' '}
          {onRefresh && (
            <button
              type="button"
              className="btn btn-secondary btn-small no-print"
              onClick={() => onRefresh(lineId)}
            >
              Update unit
            </button>
          )}
        </p>
      )}
      {retired && (
        <p className="unit-card-stale no-print">
          The faction no longer has this unit; this roster keeps the copy it was built with.
        </p>
      )}
      <dl className="unit-stats">
        <div>
          <dt>Training</dt>
          <dd>{training}</dd>
        </div>
        <div>
          <dt title="Health">H</dt>
          <dd>{unit.health}</dd>
        </div>
        <div>
          <dt title="Defense">D</dt>
          <dd>
            {unit.protectionValue}
            {protection && <span className="muted"> ({protection})</span>}
          </dd>
        </div>
        <div>
          <dt title="Movement">M</dt>
          <dd>{unit.movement}</dd>
        </div>
        <div>
          <dt title="Size">S</dt>
          <dd>{unit.size || 1}</dd>
        </div>
      </dl>
      {unit.equippedWeapons.length > 0 && (
        <div className="table-wrap">
          <table className="table unit-equipment">
            <thead>
              <tr>
                <th scope="col">Weapon</th>
                <th scope="col">Knack</th>
                <th scope="col">
                  <abbr title="Attacks">Att</abbr>
                </th>
                <th scope="col">
                  <abbr title="Damage">Dmg</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              <WeaponRows unit={unit} weapons={weapons} />
            </tbody>
          </table>
        </div>
      )}
      <Abilities unit={unit} abilityTemplates={abilityTemplates} />
    </article>
  );
});
