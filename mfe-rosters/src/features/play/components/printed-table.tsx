import type { TableState } from '../../../lib/game/game-state';

/**
 * The table as a short list of units, for a printed game (and a finished game's record): each
 * unit's health left, whether it is destroyed or has been activated this round.
 */
export function UnitStates({ state, caption }: { state: TableState; caption: string }) {
  return (
    <table className="play-states">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Unit</th>
          <th scope="col">Health</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {state.units.map((unit) => (
          <tr key={unit.index} className={unit.destroyed ? 'play-track--destroyed' : undefined}>
            <th scope="row">{unit.name}</th>
            <td>
              {unit.card.health - unit.lost}/{unit.card.health}
            </td>
            <td>{unit.destroyed ? 'Destroyed' : unit.activated ? 'Activated' : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
