import { Navigate, useParams } from 'react-router-dom';
import { can, isSignedIn, type Faction, type Unit, paths } from '@muster/shared-kernel/core';
import {
  useAbilityTemplates,
  useFaction,
  useSession,
  useUnit,
  useWeaponsOfFaction,
} from '@muster/shared-kernel/client';
import { LoadError, Loading, STATE_TEXTS } from '@muster/shared-kernel/ui';
import { UnitEditor, type UnitEditorData } from './unit-editor';
import '../../../components/factions.css';

const NONE: never[] = [];

/**
 * The faction's weapons and the ability templates (a failed list is empty) and the faction, for
 * the permission check (null when it could not be read: the server decides then).
 */
function useArmoury(factionId: string | undefined, unit: Unit | undefined) {
  const faction = useFaction(factionId);
  const weapons = useWeaponsOfFaction(factionId);
  const templates = useAbilityTemplates();
  if (!factionId || faction.isPending || weapons.isPending || templates.isPending) return null;
  return {
    factionId,
    unit,
    faction: faction.data ?? null,
    weapons: weapons.data ?? NONE,
    templates: templates.data ?? NONE,
  };
}

/** /newunit/{factionId}: a new unit of that faction. */
export function NewUnitPage() {
  const data = useArmoury(useParams().factionId, undefined);
  return <UnitEditorGate data={data ?? 'loading'} />;
}

/** /editunit/{id}: the unit's editor. */
export function EditUnitPage() {
  const unit = useUnit(useParams().id ?? '');
  const data = useArmoury(unit.data?.faction, unit.data);
  return <UnitEditorGate data={!unit.data && unit.isError ? 'failed' : (data ?? 'loading')} />;
}

/** The editor, for users who may edit the faction's units. */
function UnitEditorGate({
  data,
}: {
  data: (UnitEditorData & { faction: Faction | null }) | 'loading' | 'failed';
}) {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  if (data === 'loading') return <Loading />;
  if (data === 'failed') return <LoadError title={STATE_TEXTS.nothingToShow} />;
  const { faction } = data;
  if (faction && !can(session, 'faction:arm', faction.acl))
    return (
      <section className="fx-page">
        <h1>Unit Editor</h1>
        <p>
          Only the author, the listed editors and moderators can edit the units of {faction.title}.
        </p>
      </section>
    );
  return <UnitEditor data={data} />;
}
