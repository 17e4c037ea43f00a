import { useState } from 'react';
import { Link } from 'react-router-dom';
import { can, type PointFormula } from '@muster/shared-kernel/core';
import { notify, useFormulaInForce, useSession } from '@muster/shared-kernel/client';
import { formatDate } from '../../../components/format-date';
import { Loading } from '../../../components/loading';
import { usePointFormulaList } from '../api/list-point-formulas';
import './point-formulas.css';

/** Remove, then a confirmation in place (a formula in use by rosters should not go by a slip). */
function RemoveButton({
  formula,
  active,
  onRemove,
}: {
  formula: PointFormula;
  active: boolean;
  onRemove: (id: string) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  if (active) {
    return (
      <button
        type="button"
        className="btn btn-danger btn-small"
        disabled
        title="The active formula cannot be removed: choose another in the ruleset first"
      >
        Remove
      </button>
    );
  }
  if (!confirming) {
    return (
      <button
        type="button"
        className="btn btn-danger btn-small"
        aria-label={`Remove ${formula.name}`}
        onClick={() => setConfirming(true)}
      >
        Remove
      </button>
    );
  }
  return (
    <span className="confirm-inline">
      <button
        type="button"
        className="btn btn-danger btn-small"
        onClick={() =>
          void onRemove(formula._id).then((removed) => {
            if (removed) notify.success(`Removed ${formula.name}`);
            else setConfirming(false);
          })
        }
      >
        Yes, remove it
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => setConfirming(false)}
      >
        Keep
      </button>
    </span>
  );
}

/**
 * 'Formula Playground' (`/pointformulas`): the official formulas, the active one highlighted.
 * Anyone may open one (or a new one) and demo it in their browser; moderators also remove them.
 */
export function FormulaListPage() {
  const session = useSession();
  const { state, remove } = usePointFormulaList();
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
        <Link className="btn" to="/newformula">
          New Formula
        </Link>
      </div>
      <h2>Official Point Formulas</h2>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <p className="muted">The formulas could not be loaded.</p>}
      {state.status === 'loaded' && state.formulas.length === 0 && (
        <p className="muted">There are no official formulas yet: units use the defaults.</p>
      )}
      {state.status === 'loaded' && state.formulas.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Last Updated</th>
                <th scope="col">Details</th>
                {moderator && <th scope="col">Remove</th>}
              </tr>
            </thead>
            <tbody>
              {state.formulas.map((formula) => {
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
                        to={`/editformula/${encodeURIComponent(formula._id)}`}
                        aria-label={`Details of ${formula.name}`}
                      >
                        Details
                      </Link>
                    </td>
                    {moderator && (
                      <td>
                        <RemoveButton formula={formula} active={active} onRemove={remove} />
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
