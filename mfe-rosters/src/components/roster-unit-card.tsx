import { memo } from 'react';
import type { AbilityTemplate, Unit, Weapon } from '@muster/shared-kernel/core';
import type { UnitCost } from '@muster/shared-kernel/core/points';
import { UnitCard } from '@muster/shared-kernel/ui';

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
  /** Absent on a read-only card (a shared roster). */
  onAdd?: (lineId: string) => void;
  onRemove?: (lineId: string) => void;
  onRefresh?: (lineId: string) => void;
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
  ...card
}: RosterUnitCardProps) {
  const stale = staleWas !== undefined && staleNow !== undefined;
  return (
    <UnitCard
      {...card}
      withDescription={false}
      notice={
        (stale || retired) && (
          <>
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
