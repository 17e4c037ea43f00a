import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  TRAINING_TYPES,
  fillAbilityText,
  type AbilityTemplate,
  type TrainingType,
  type Unit,
  type UnitCost,
  type Weapon,
} from '@muster/shared-kernel/core';
import { protectionNames } from '../lib/game-words';
import './factions.css';

/** SPEC §9: ability descriptions on unit cards are cut to 500 characters. */
const ABILITY_TEXT_LIMIT = 500;

const cut = (text: string) =>
  text.length > ABILITY_TEXT_LIMIT ? `${text.slice(0, ABILITY_TEXT_LIMIT - 3)}...` : text;

/** A training type's name ('Infantry'...), Infantry for an unknown id (SPEC §3 default). */
export function trainingName(id: number): string {
  return (TRAINING_TYPES[id as TrainingType] ?? TRAINING_TYPES[1]).name;
}

/** The points of a cost: 'N pts', or the engine's 'Error: ...' (which counts as 0). */
export function costText(cost: Pick<UnitCost, 'total' | 'error'>): string {
  return cost.error ?? `${cost.total} pts`;
}

/**
 * One unit's card: name, cost with the formula in force, training type, H / D / M / S,
 * equipment (a missing weapon is 'Weapon Undefined') and abilities.
 */
export function UnitCard({
  unit,
  cost,
  weapons,
  templates,
  link = true,
  actions,
}: {
  unit: Unit;
  cost: UnitCost;
  weapons: readonly Weapon[];
  templates: readonly AbilityTemplate[];
  /** Whether the name links to the unit's own page. */
  link?: boolean;
  actions?: ReactNode;
}) {
  return (
    <article className="card fx-unit-card" aria-label={unit.unitName}>
      <header className="fx-unit-head">
        <h3>{link ? <Link to={`/units/${unit._id}`}>{unit.unitName}</Link> : unit.unitName}</h3>
        <span className={cost.error ? 'fx-cost error-text' : 'fx-cost'}>{costText(cost)}</span>
      </header>
      <p className="muted fx-training">{trainingName(unit.trainingType)}</p>
      <dl className="fx-stats">
        <div>
          <dt title="Health">H</dt>
          <dd>{unit.health}</dd>
        </div>
        <div>
          <dt title="Defense">D</dt>
          <dd>
            {unit.protectionValue} ({protectionNames(unit.protectionTypes)})
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
      {unit.description && <p className="fx-unit-description">{unit.description}</p>}
      {unit.equippedWeapons.length > 0 && (
        <section>
          <h4>Equipment</h4>
          <ul className="fx-plain-list">
            {unit.equippedWeapons.map((entry, index) => {
              const weapon = weapons.find((w) => w._id === entry.weaponID);
              return (
                <li key={`${entry.weaponID}-${index}`}>
                  {weapon ? weapon.name : <span className="error-text">Weapon Undefined</span>}{' '}
                  <span className="muted">(knack {entry.knack})</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {(unit.abilities.length > 0 || unit.structuredAbilities.length > 0) && (
        <section>
          <h4>Abilities</h4>
          <ul className="fx-plain-list">
            {unit.abilities.map((ability, index) => (
              <li key={`a-${index}`}>
                <strong>{ability.name}</strong>
                {ability.description && <>: {cut(ability.description)}</>}
              </li>
            ))}
            {unit.structuredAbilities.map((ability, index) => {
              const template = templates.find((t) => t._id === ability.templateID);
              if (!template)
                return (
                  <li key={`s-${index}`} className="muted">
                    {ability.customName || 'Unknown ability'}
                  </li>
                );
              const name =
                ability.customName ||
                fillAbilityText(template.name, template.defaultValues, ability.overrides);
              const text = fillAbilityText(
                template.description,
                template.defaultValues,
                ability.overrides,
              );
              return (
                <li key={`s-${index}`}>
                  <strong>{name}</strong>
                  {text && <>: {cut(text)}</>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {actions && <div className="btn-row fx-card-actions">{actions}</div>}
    </article>
  );
}
