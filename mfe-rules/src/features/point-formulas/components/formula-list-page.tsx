import { Link } from 'react-router-dom';
import { can, formatDate, paths } from '@muster/shared-kernel/core';
import { useFormulaInForce, usePointFormulas, useSession } from '@muster/shared-kernel/client';
import { Loading, DataTable } from '@muster/shared-kernel/ui';
import { useDeletePointFormula } from '../api/use-point-formula-writes';
import { RemoveButton } from '../../../components/remove-button';
import './point-formulas.css';

/** A formula in use cannot go by a slip: the ruleset must choose another first. */
const ACTIVE_FORMULA_REFUSAL =
  'The active formula cannot be removed: choose another in the ruleset first';

/**
 * 'Formula Playground' (`/pointformulas`): the official formulas, the active one highlighted.
 * Anyone may open one (or a new one) and demo it in their browser; moderators also remove them.
 */
export function FormulaListPage() {
  const session = useSession();
  const formulas = usePointFormulas();
  const deleteFormula = useDeletePointFormula();
  // The kernel has toasted a refused removal; the row then stays.
  const remove = (id: string) =>
    deleteFormula.mutateAsync(id).then(
      () => true,
      () => false,
    );
  const { official } = useFormulaInForce();
  const moderator = can(session, 'formula:write');

  return (
    <section className="stack formula-list">
      <h1>Formula Playground</h1>
      <p>
        Every unit cost comes from a point formula. Open one to see how it prices units, change it,
        and press Demo to try it on every faction and roster in your browser only.
      </p>
      <div className="btn-row">
        <Link className="btn" to={paths.newFormula()}>
          New Formula
        </Link>
      </div>
      <h2>Official Point Formulas</h2>
      {formulas.isPending && <Loading />}
      {formulas.isError && !formulas.data && (
        <p className="muted">The formulas could not be loaded.</p>
      )}
      {formulas.data?.length === 0 && (
        <p className="muted">There are no official formulas yet: units use the defaults.</p>
      )}
      {formulas.data && formulas.data.length > 0 && (
        <DataTable columns={['Name', 'Last Updated', 'Details', moderator && 'Remove']}>
          {formulas.data.map((formula) => {
            const active = official?._id === formula._id;
            return (
              <tr
                key={formula._id}
                className={active ? 'highlight' : undefined}
                aria-current={active ? 'true' : undefined}
              >
                <td>
                  {formula.name}
                  {active && <span className="formula-active-tag">Active</span>}
                </td>
                <td>{formatDate(formula.lastUpdated)}</td>
                <td>
                  <Link
                    to={paths.editFormula(formula._id)}
                    aria-label={`Details of ${formula.name}`}
                  >
                    Details
                  </Link>
                </td>
                {moderator && (
                  <td>
                    <RemoveButton
                      name={formula.name}
                      onRemove={() => remove(formula._id)}
                      refusal={active ? ACTIVE_FORMULA_REFUSAL : undefined}
                    />
                  </td>
                )}
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
