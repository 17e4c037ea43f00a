import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { can, computeUnitCost, explainUnitCost } from '@muster/shared-kernel/core';
import { orNull, deleteUnit, useFormulaInForce, useSession } from '@muster/shared-kernel/client';
import { ConfirmDelete } from '../../../components/modal';
import { UnitCard } from '../../../components/unit-card';
import { useLoad } from '../../../lib/use-load';
import { loadUnit, type UnitWithContext } from '../api/load-unit';
import '../../../components/factions.css';

/** /units/{id}: one unit's card, and its cost explained term by term. */
export function UnitPage() {
  const id = useParams().id ?? '';
  const [load] = useLoad(id, () => loadUnit(id));
  if (load.state === 'loading') return <p className="status">Loading...</p>;
  if (load.state === 'failed') return <p className="status">There's nothing to show...</p>;
  return <UnitView data={load.value} />;
}

function UnitView({ data }: { data: UnitWithContext }) {
  const { unit, faction, weapons, templates } = data;
  const { formula, name: formulaName } = useFormulaInForce();
  const session = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = { unit, weapons, abilityTemplates: templates, formula };
  const cost = useMemo(() => computeUnitCost(input), [unit, weapons, templates, formula]); // eslint-disable-line react-hooks/exhaustive-deps
  const explained = useMemo(() => explainUnitCost(input), [unit, weapons, templates, formula]); // eslint-disable-line react-hooks/exhaustive-deps
  const canEdit = faction !== null && can(session, 'faction:arm', faction.acl);

  async function remove() {
    setBusy(true);
    const answer = await orNull(deleteUnit(unit._id));
    setBusy(false);
    if (answer)
      void navigate(faction ? `/factions/${encodeURIComponent(faction.slug)}` : '/factionlist/1');
  }

  return (
    <section className="fx-page fx-editor">
      <div>
        <h1>{unit.unitName}</h1>
        {faction && (
          <p className="muted">
            Unit of{' '}
            <Link to={`/factions/${encodeURIComponent(faction.slug)}`}>{faction.title}</Link>
          </p>
        )}
      </div>
      <UnitCard
        unit={unit}
        cost={cost}
        weapons={weapons}
        templates={templates}
        link={false}
        actions={
          canEdit && (
            <>
              <Link className="btn btn-secondary btn-small" to={`/editunit/${unit._id}`}>
                Edit
              </Link>
              <button
                type="button"
                className="btn btn-danger btn-small"
                onClick={() => setConfirming(true)}
              >
                Delete
              </button>
            </>
          )
        }
      />
      <section aria-labelledby="fx-cost-title">
        <h2 id="fx-cost-title">How the cost adds up</h2>
        <p className="muted">Point formula in force: {formulaName}</p>
        <div className="table-wrap fx-explain">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {explained.terms.map((term, index) => (
                <tr key={`${term.kind}-${index}`}>
                  <td>{term.label}</td>
                  <td>{term.points}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <th>{explained.error ?? explained.total}</th>
              </tr>
            </tfoot>
          </table>
        </div>
        {explained.error && <p className="error-text">{explained.error}</p>}
      </section>
      {confirming && (
        <ConfirmDelete
          what={unit.unitName}
          pending={busy}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
