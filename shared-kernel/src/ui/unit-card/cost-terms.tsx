import type { UnitCostExplanation } from '@muster/shared-kernel/core/points';

/** Props of {@link CostTerms}. */
export interface CostTermsProps {
  /** The engine's `explainUnitCost` answer. */
  explanation: UnitCostExplanation;
  /** Column headings and a Total row (a unit's page); a live cost panel shows the terms only. */
  withTotal?: boolean;
}

/**
 * How a unit's cost adds up, term by term (defense, movement, each weapon at its knack, each
 * ability, the training bonus, any rounding): the terms always add up to the total.
 */
export function CostTerms({ explanation, withTotal = false }: CostTermsProps) {
  return (
    <div className="table-wrap cost-terms">
      <table className="table" aria-label="Cost terms">
        {withTotal && (
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
        )}
        <tbody>
          {explanation.terms.map((term, index) => (
            <tr key={`${term.kind}-${index}`}>
              <td>{term.label}</td>
              <td>{term.points}</td>
            </tr>
          ))}
        </tbody>
        {withTotal && (
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <th>{explanation.error ?? explanation.total}</th>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
