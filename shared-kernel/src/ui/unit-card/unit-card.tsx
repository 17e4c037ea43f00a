import { memo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ABILITY_TEXT_LIMIT,
  cutText,
  protectionNames,
  trainingName,
  type AbilityTemplate,
  type Unit,
  type Weapon,
  paths,
} from '@muster/shared-kernel/core';
import { type UnitCost } from '@muster/shared-kernel/core/points';
import { abilityTexts } from './ability-texts.js';
import { MISSING_WEAPON, WeaponTable, weaponKind } from './weapon-table.js';

/** The texts a unit card shows for what it cannot find. */
export const UNIT_CARD_TEXTS = Object.freeze({
  missingWeapon: MISSING_WEAPON,
  missingAbility: 'Ability Undefined',
});

/** The points of a cost: 'N pts', or the engine's 'Error: ...' (which counts as 0). */
export function costText(cost: Pick<UnitCost, 'total' | 'error'>): string {
  return cost.error ?? `${cost.total} pts`;
}

/** Props of {@link UnitCard}. */
export interface UnitCardProps {
  unit: Unit;
  /** The unit's cost under the formula in force. */
  cost: UnitCost;
  /** The faction's weapons: equipment whose weapon is not among them is 'Weapon Undefined'. */
  weapons: readonly Weapon[];
  /** The ability templates: a structured ability without its template is 'Ability Undefined'. */
  abilityTemplates: readonly AbilityTemplate[];
  /** Names the card's title (`unit-{id}`) and the quantity callbacks; the unit's id unless told. */
  lineId?: string;
  /** The name links to the unit's own page. */
  link?: boolean;
  /** The unit's description under its stats (a roster sheet leaves it out). */
  withDescription?: boolean;
  /**
   * A roster's quantity of the unit: the card then shows the quantity with − and + (when their
   * callbacks are given) and the points of the line and of each unit, instead of the unit's cost.
   */
  count?: number;
  onAdd?: (lineId: string) => void;
  onRemove?: (lineId: string) => void;
  /** Notes under the points (a roster's 'the faction changed this unit'). */
  notice?: ReactNode;
  /** Buttons at the foot of the card (Edit, Delete). */
  actions?: ReactNode;
}

function Equipment({ unit, weapons }: { unit: Unit; weapons: readonly Weapon[] }) {
  const rows = unit.equippedWeapons.map((entry) => {
    const weapon = weapons.find((w) => w._id === entry.weaponID);
    return weapon ? { ...weapon, kind: weaponKind(weapon), knack: entry.knack } : null;
  });
  return <WeaponTable weapons={rows} />;
}

function Abilities({
  unit,
  abilityTemplates,
}: {
  unit: Unit;
  abilityTemplates: readonly AbilityTemplate[];
}) {
  const all = abilityTexts(unit, abilityTemplates);
  if (all.length === 0) return null;
  return (
    <ul className="unit-abilities">
      {all.map((ability) => (
        <li key={ability.key}>
          {ability.missing ? (
            <span className="error-text">{UNIT_CARD_TEXTS.missingAbility}</span>
          ) : (
            <strong>{ability.name}</strong>
          )}
          {ability.description && <>: {cutText(ability.description, ABILITY_TEXT_LIMIT)}</>}
        </li>
      ))}
    </ul>
  );
}

function Quantity({
  name,
  lineId,
  count,
  onAdd,
  onRemove,
}: {
  name: string;
  lineId: string;
  count: number;
  onAdd?: (lineId: string) => void;
  onRemove?: (lineId: string) => void;
}) {
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="unit-card-qty">
      {onRemove && (
        <button
          type="button"
          className="btn btn-secondary btn-small no-print"
          aria-label={`Remove one ${name}`}
          disabled={count === 0}
          onClick={() => {
            // − is disabled at zero: the keyboard's focus goes to + rather than to the page.
            if (count === 1) addButton.current?.focus();
            onRemove(lineId);
          }}
        >
          −
        </button>
      )}
      <span className="unit-card-count" aria-label={`Quantity of ${name}`}>
        ×{count}
      </span>
      {onAdd && (
        <button
          ref={addButton}
          type="button"
          className="btn btn-small no-print"
          aria-label={`Add one ${name}`}
          onClick={() => onAdd(lineId)}
        >
          +
        </button>
      )}
    </div>
  );
}

/**
 * One unit's card, the same on a faction, a unit page and a roster: name, cost,
 * training type, H / D / M / S (size 1 when unset), its keywords (which roster rules name), equipment with knack ('Weapon Undefined' for
 * a missing weapon), abilities plain and structured ('Ability Undefined' for a missing template;
 * descriptions cut to 500 characters). On a roster it also shows the quantity and the line's
 * points. Memoised: a roster's quantity change re-renders only the card whose line changed.
 */
export const UnitCard = memo(function UnitCard({
  unit,
  cost,
  weapons,
  abilityTemplates,
  lineId = unit._id,
  link = false,
  withDescription = true,
  count,
  onAdd,
  onRemove,
  notice,
  actions,
}: UnitCardProps) {
  const titleId = `unit-${lineId}`;
  const protection = protectionNames(unit.protectionTypes);
  const picked =
    count === undefined ? '' : count > 0 ? ' unit-card--picked' : ' unit-card--unpicked';
  return (
    <article className={`card unit-card${picked}`} aria-labelledby={titleId}>
      <header className="unit-card-head">
        <h3 id={titleId}>
          {link ? (
            <Link className="touch-link" to={paths.unit(unit._id)}>
              {unit.unitName}
            </Link>
          ) : (
            unit.unitName
          )}
        </h3>
        {count === undefined ? (
          <span className={cost.error ? 'unit-card-cost error-text' : 'unit-card-cost'}>
            {costText(cost)}
          </span>
        ) : (
          <Quantity
            name={unit.unitName}
            lineId={lineId}
            count={count}
            onAdd={onAdd}
            onRemove={onRemove}
          />
        )}
      </header>
      {count !== undefined && (
        <p className="unit-card-points">
          <strong>{cost.error ?? `${cost.total * count} pts`}</strong>{' '}
          <span className="muted">({cost.error ?? `${cost.total} pts each`})</span>
        </p>
      )}
      {notice}
      <dl className="unit-stats">
        <div>
          <dt>Training</dt>
          <dd>{trainingName(unit.trainingType)}</dd>
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
      {unit.keywords && unit.keywords.length > 0 && (
        <p className="unit-card-keywords">
          <strong>Keywords:</strong> {unit.keywords.join(', ')}
        </p>
      )}
      {withDescription && unit.description && (
        <p className="unit-card-description">{unit.description}</p>
      )}
      {unit.equippedWeapons.length > 0 && <Equipment unit={unit} weapons={weapons} />}
      <Abilities unit={unit} abilityTemplates={abilityTemplates} />
      {actions && <div className="btn-row unit-card-actions">{actions}</div>}
    </article>
  );
});
