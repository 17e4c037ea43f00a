import { DataTable } from '@muster/shared-kernel/ui';
import type { TableState } from '../../../lib/game/game-state';

/**
 * The table as a short list of units, for a printed game (and a finished game's record): each
 * unit's health left, whether it is destroyed or has been activated this round.
 */
export function UnitStates({ state, caption }: { state: TableState; caption: string }) {
  return (
    <DataTable className="play-states" label={caption} columns={['Unit', 'Health', 'State']}>
      {state.units.map((unit) => (
        <tr key={unit.index} className={unit.destroyed ? 'play-track--destroyed' : undefined}>
          <th scope="row">{unit.name}</th>
          <td>
            {unit.card.health - unit.lost}/{unit.card.health}
          </td>
          <td>{unit.destroyed ? 'Destroyed' : unit.activated ? 'Activated' : ''}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** What a printed game shows in place of the cards: one page, the units in a table. */
export function PrintedTable({ state }: { state: TableState }) {
  return (
    <div className="play-print">
      <UnitStates state={state} caption={`Round ${state.round}`} />
    </div>
  );
}
