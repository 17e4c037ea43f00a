import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  can,
  type AbilityTemplate,
  type Faction,
  type Unit,
  type Weapon,
  paths,
} from '@muster/shared-kernel/core';
import { computeUnitCost, explainUnitCost } from '@muster/shared-kernel/core/points';
import {
  useAbilityTemplates,
  useFaction,
  useFormulaInForce,
  useSession,
  useUnit,
  useWeaponsOfFaction,
} from '@muster/shared-kernel/client';
import {
  CostTerms,
  DeleteButton,
  LoadError,
  Loading,
  STATE_TEXTS,
  UnitCard,
} from '@muster/shared-kernel/ui';
import { useDeleteUnit } from '../../../api/use-delete-unit';
import '../../../components/factions.css';

const NONE: never[] = [];

/**
 * /units/{id}: one unit's card, and its cost explained term by term. The faction is read by id,
 * which the faction page's read by slug has already cached; a failed faction, weapon or template
 * read leaves the card showing.
 */
export function UnitPage() {
  const id = useParams().id ?? '';
  const unit = useUnit(id);
  const factionId = unit.data?.faction;
  const faction = useFaction(factionId);
  const weapons = useWeaponsOfFaction(factionId);
  const templates = useAbilityTemplates();
  if (!unit.data && unit.isError) return <LoadError title={STATE_TEXTS.nothingToShow} />;
  if (!unit.data || faction.isPending || weapons.isPending || templates.isPending)
    return <Loading />;
  return (
    <UnitView
      unit={unit.data}
      faction={faction.data ?? null}
      weapons={weapons.data ?? NONE}
      templates={templates.data ?? NONE}
    />
  );
}

function UnitView({
  unit,
  faction,
  weapons,
  templates,
}: {
  unit: Unit;
  faction: Faction | null;
  weapons: Weapon[];
  templates: AbilityTemplate[];
}) {
  const { formula, name: formulaName } = useFormulaInForce();
  const session = useSession();
  const navigate = useNavigate();
  const deleteUnit = useDeleteUnit();
  const cost = useMemo(
    () => computeUnitCost({ unit, weapons, abilityTemplates: templates, formula }),
    [unit, weapons, templates, formula],
  );
  const explained = useMemo(
    () => explainUnitCost({ unit, weapons, abilityTemplates: templates, formula }),
    [unit, weapons, templates, formula],
  );
  const canEdit = faction !== null && can(session, 'faction:arm', faction.acl);

  async function remove() {
    try {
      await deleteUnit.mutateAsync({ id: unit._id, factionId: unit.faction });
    } catch {
      return; // the API client has said why
    }
    void navigate(faction ? paths.faction(faction.slug) : paths.factionList(1));
  }

  return (
    <section className="fx-page fx-editor">
      <div>
        <h1>{unit.unitName}</h1>
        {faction && (
          <p className="muted">
            Unit of <Link to={paths.faction(faction.slug)}>{faction.title}</Link>
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
              <Link className="btn btn-secondary btn-small" to={paths.editUnit(unit._id)}>
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
