import { useController, useForm, useWatch } from 'react-hook-form';
import { Navigate, useParams } from 'react-router-dom';
import {
  LIMITS,
  can,
  PROTECTION_TYPES,
  WEAPON_TYPES,
  isSignedIn,
  type Faction,
  type Weapon,
  paths,
} from '@muster/shared-kernel/core';
import { useFaction, useSession, useWeapon } from '@muster/shared-kernel/client';
import {
  EditorActions,
  LoadError,
  Loading,
  STATE_TEXTS,
  TextAreaField,
  TextField,
  useEditConflict,
  useGoBack,
} from '@muster/shared-kernel/ui';
import { ChoiceField } from '../../../components/choice-field';
import { WEAPON_RULES, toWeapon, toWeaponForm, type WeaponForm } from '../model/weapon-form';
import { CostSimulation } from './cost-simulation';
import '../../../components/factions.css';
import { useSaveWeapon } from '../api/use-save-weapon';

/** What the editor needs: the weapon (when editing) and its faction (null if unreadable). */
interface EditorData {
  factionId: string;
  faction: Faction | null;
  weapon?: Weapon;
}

/** /newweapon/{factionId}: a new weapon of that faction. */
export function NewWeaponPage() {
  const factionId = useParams().factionId ?? '';
  const faction = useFaction(factionId);
  return (
    <WeaponEditorGate
      data={faction.isPending ? 'loading' : { factionId, faction: faction.data ?? null }}
    />
  );
}

/** /editweapon/{id}: 'Loading...', then the editor. */
export function EditWeaponPage() {
  const weapon = useWeapon(useParams().id ?? '');
  const faction = useFaction(weapon.data?.faction);
  if (!weapon.data && weapon.isError) return <WeaponEditorGate data="failed" />;
  if (!weapon.data || faction.isPending) return <WeaponEditorGate data="loading" />;
  const { data } = weapon;
  return (
    <WeaponEditorGate
      data={{ factionId: data.faction, faction: faction.data ?? null, weapon: data }}
    />
  );
}

/**
 * The editor for users who may edit the faction's weapons; when the faction could not be read,
 * the server decides.
 */
function WeaponEditorGate({ data }: { data: EditorData | 'loading' | 'failed' }) {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  if (data === 'loading') return <Loading />;
  if (data === 'failed') return <LoadError title={STATE_TEXTS.nothingToShow} />;
  const { faction, factionId, weapon } = data;
  if (faction && !can(session, 'faction:arm', faction.acl))
    return (
      <section className="fx-page">
        <h1>Weapon Editor</h1>
        <p>
          Only the author, the listed editors and moderators can edit the weapons of {faction.title}
          .
        </p>
      </section>
    );
  return <WeaponEditor factionId={factionId} weapon={weapon} />;
}

/** The Weapon Editor, with the knack 2–6 cost simulation under the formula in force. */
function WeaponEditor({ factionId, weapon }: { factionId: string; weapon?: Weapon }) {
  const goBack = useGoBack(paths.faction(factionId));
  const { control, formState, handleSubmit, register, reset } = useForm<WeaponForm>({
    defaultValues: toWeaponForm(weapon),
    reValidateMode: 'onChange',
  });
  const { errors } = formState;
  const type = useController({ control, name: 'type', rules: WEAPON_RULES.type });
  const bypass = useController({ control, name: 'effectiveTypes' });
  const save = useSaveWeapon();
  // A stale save keeps the form as typed; Reload brings the server's weapon into it.
  const conflict = useEditConflict({
    loaded: weapon,
    refetch: useWeapon(weapon?._id).refetch,
    reset: (fresh) => reset(toWeaponForm(fresh)),
  });
  const draft = toWeapon(useWatch({ control }) as WeaponForm, factionId);

  const onSave = handleSubmit((form) =>
    save.mutate(
      { weapon: conflict.versioned(toWeapon(form, factionId)), id: weapon?._id },
      {
        onSuccess: (saved) => {
          conflict.onSaved(saved);
          goBack();
        },
        onError: conflict.onError,
      },
    ),
  );

  return (
    <form className="fx-page fx-editor" onSubmit={(e) => void onSave(e)} noValidate>
      <h1>Weapon Editor</h1>
      <div className="card">
        <TextField
          label="Name"
          limit={LIMITS.weapon.name}
          error={errors.name?.message}
          {...register('name', WEAPON_RULES.name)}
        />
        <TextAreaField
          label="Description"
          rows={3}
          error={errors.description?.message}
          {...register('description', WEAPON_RULES.description)}
        />
        <ChoiceField
          legend="Type"
          options={WEAPON_TYPES}
          chosen={type.field.value}
          error={type.fieldState.error?.message}
          onChange={type.field.onChange}
        />
        <div className="fx-form-grid">
          <TextField
            label="Attacks"
            type="number"
            min={0}
            required
            error={errors.attacks?.message}
            {...register('attacks', WEAPON_RULES.attacks)}
          />
          <TextField
            label="Damage"
            type="number"
            min={0}
            required
            error={errors.damage?.message}
            {...register('damage', WEAPON_RULES.damage)}
          />
        </div>
        <ChoiceField
          legend="Bypass Defense Type"
          options={PROTECTION_TYPES}
          chosen={bypass.field.value}
          onChange={bypass.field.onChange}
        />
      </div>
      <CostSimulation weapon={draft} />
      <EditorActions conflict={conflict} saving={save.isPending} onCancel={goBack} />
    </form>
  );
}
