import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { can, computeUnitCost, explainUnitCost } from '@muster/shared-kernel/core';
import { orNull, deleteUnit, useFormulaInForce, useSession } from '@muster/shared-kernel/client';
import {
  CostTerms,
  DeleteButton,
  LoadError,
  Loading,
  STATE_TEXTS,
  UnitCard,
} from '@muster/shared-kernel/ui';
import { useLoad } from '../../../lib/use-load';
import { loadUnit, type UnitWithContext } from '../api/load-unit';
import '../../../components/factions.css';

/** /units/{id}: one unit's card, and its cost explained term by term. */
export function UnitPage() {
  const id = useParams().id ?? '';
  const [load] = useLoad(id, () => loadUnit(id));
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <LoadError title={STATE_TEXTS.nothingToShow} />;
  return <UnitView data={load.value} />;
}

function UnitView({ data }: { data: UnitWithContext }) {
  const { unit, faction, weapons, templates } = data;
  const { formula, name: formulaName } = useFormulaInForce();
  const session = useSession();
  const navigate = useNavigate();
  const input = { unit, weapons, abilityTemplates: templates, formula };
  const cost = useMemo(() => computeUnitCost(input), [unit, weapons, templates, formula]); // eslint-disable-line react-hooks/exhaustive-deps
  const explained = useMemo(() => explainUnitCost(input), [unit, weapons, templates, formula]); // eslint-disable-line react-hooks/exhaustive-deps
  const canEdit = faction !== null && can(session, 'faction:arm', faction.acl);

  async function remove() {
    const answer = await orNull(deleteUnit(unit._id));
    if (answer)
      void navigate(faction ? `/factions/${encodeURIComponent(faction.slug)}` : '/factionlist/1');
    return answer;
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
        abilityTemplates={templates}
        actions={
          canEdit && (
            <>
              <Link className="btn btn-secondary btn-small" to={`/editunit/${unit._id}`}>
                Edit
              </Link>
              <DeleteButton className="btn-small" what={unit.unitName} onDelete={remove} />
            </>
          )
        }
      />
      <section aria-labelledby="fx-cost-title">
        <h2 id="fx-cost-title">How the cost adds up</h2>
        <p className="muted">Point formula in force: {formulaName}</p>
        <CostTerms explanation={explained} withTotal />
        {explained.error && <p className="error-text">{explained.error}</p>}
      </section>
    </section>
  );
}
