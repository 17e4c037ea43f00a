import { memo } from 'react';
import type { AbilityTemplate, Formation, Unit, Weapon } from '@muster/shared-kernel/core';
import type { UnitCost } from '@muster/shared-kernel/core/points';
import { UnitCard } from '@muster/shared-kernel/ui';
import { UnitProblems } from './problem-board';

interface RosterUnitCardProps {
  /** Identifies the card's line for the callbacks (a unit id). */
  lineId: string;
  unit: Unit;
  count: number;
  cost: UnitCost;
  weapons: readonly Weapon[];
  abilityTemplates: readonly AbilityTemplate[];
  /**
   * Set when the faction's current unit costs something else than this copy (a roster keeps a copy
   * of each unit): the copy's cost, and the current unit's.
   */
  staleWas?: number;
  staleNow?: number;
  /** The faction no longer has this unit: the roster keeps its copy. */
  retired?: boolean;
  /** The line's formation (an index into `formations`), chosen with a select when `onMoveLine`. */
  formation?: number;
  formations?: readonly Formation[];
  /** Absent on a read-only card (a shared roster). */
  onAdd?: (lineId: string) => void;
  onRemove?: (lineId: string) => void;
  onRefresh?: (lineId: string) => void;
  onMoveLine?: (lineId: string, formation: number) => void;
}

/** The select that moves a line to another formation. */
function FormationSelect({
  lineId,
  unitName,
  formation,
  formations,
  onMoveLine,
}: {
  lineId: string;
  unitName: string;
  formation: number;
  formations: readonly Formation[];
  onMoveLine: (lineId: string, formation: number) => void;
}) {
  const id = `formation-of-${lineId}`;
  return (
    <p className="unit-card-formation no-print">
      <label htmlFor={id}>Formation</label>
      <select
        id={id}
        className="input"
        aria-label={`Formation of ${unitName}`}
        value={formation}
        onChange={(event) => onMoveLine(lineId, Number(event.target.value))}
      >
        {formations.map((f, index) => (
          <option key={index} value={index}>
            {f.name}
          </option>
        ))}
      </select>
    </p>
  );
}

/**
 * One unit of a roster: the kit's unit card with the quantity, and the roster's notes on a copy the
 * faction has changed or dropped. Memoised on its props, which are stable for every line but the
 * changed one, so a quantity change re-renders one card (within one frame on a 50-unit roster).
 */
export const RosterUnitCard = memo(function RosterUnitCard({
  staleWas,
  staleNow,
  retired,
  onRefresh,
  formation,
  formations,
  onMoveLine,
  ...card
}: RosterUnitCardProps) {
  const stale = staleWas !== undefined && staleNow !== undefined;
  const movable = onMoveLine && formations && formation !== undefined && card.count > 0;
  // A picked unit shows the roster's problems that concern it (read from the ProblemBoard).
  const picked = card.count > 0;
  return (
    <UnitCard
      {...card}
      withDescription={false}
      notice={
        (stale || retired || movable || picked) && (
          <>
            {movable && (
              <FormationSelect
                lineId={card.lineId}
                unitName={card.unit.unitName}
                formation={formation}
                formations={formations}
                onMoveLine={onMoveLine}
              />
            )}
            {picked && <UnitProblems unitId={card.unit._id} />}
            {stale && (
              <p className="unit-card-stale" role="status">
                The faction changed this unit: was {staleWas}, now {staleNow}.{' '}
                {onRefresh && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small no-print"
                    onClick={() => onRefresh(card.lineId)}
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
          </>
        )
      }
    />
  );
});
