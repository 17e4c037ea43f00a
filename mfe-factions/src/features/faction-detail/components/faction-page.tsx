import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  can,
  type AbilityTemplate,
  type Faction,
  type Unit,
  type Weapon,
  paths,
} from '@muster/shared-kernel/core';
import {
  notify,
  useAbilityTemplates,
  useFaction,
  useSession,
  useUnitsOfFaction,
  useWeaponsOfFaction,
} from '@muster/shared-kernel/client';
import {
  AuthorName,
  ConfirmDelete,
  LoadError,
  Loading,
  ReviewNote,
  RosterRuleSentences,
  STATE_TEXTS,
  TacticsAndEnvironment,
  Tabs,
} from '@muster/shared-kernel/ui';
import { useDeleteUnit } from '../../../api/use-delete-unit';
import { useDeleteFaction } from '../api/use-delete-faction';
import { useDeleteWeapon } from '../api/use-delete-weapon';
import { useCostedUnits } from '../../../lib/use-costed-units';
import { FactionActions } from './faction-actions';
import { FactionVersionMarker } from './faction-version-marker';
import { UnitsSection, WeaponsSection, type ArmouryItem } from './faction-armoury';
import { LikeButton } from './like-button';
import '../../../components/factions.css';

// Markdown is ~40 KB gzip: only a visitor who opens the Lore tab downloads it.
const FactionLore = lazy(() => import('./faction-lore'));
// The roster form is needed only once Create New Roster is pressed.
const NewRosterModal = lazy(() =>
  import('./new-roster-modal').then((m) => ({ default: m.NewRosterModal })),
);

/** The text of a faction without lore. */
export const NO_LORE_TEXT = 'Lore has yet to be written . . . ';

const NONE: never[] = [];

/**
 * /factions/{slug}: 'Loading...', 'Error loading faction...', or the faction. The units, weapons
 * and ability templates are read once the faction is known; a failed one shows as empty.
 */
export function FactionPage() {
  const slug = useParams().slug ?? '';
  const faction = useFaction(slug);
  const id = faction.data?._id;
  const units = useUnitsOfFaction(id);
  const weapons = useWeaponsOfFaction(id);
  const templates = useAbilityTemplates();
  // A failed read again (after an action) keeps what was shown.
  if (!faction.data && faction.isError) return <LoadError title={STATE_TEXTS.factionError} />;
  if (!faction.data || units.isPending || weapons.isPending || templates.isPending)
    return <Loading />;
  return (
    <FactionView
      faction={faction.data}
      units={units.data ?? NONE}
      weapons={weapons.data ?? NONE}
      templates={templates.data ?? NONE}
    />
  );
}

/** What waits for 'Yes, delete it.': the faction, or a unit or weapon of it. */
type Pending = { kind: 'faction' } | ArmouryItem;

function FactionView({
  faction,
  units: factionUnits,
  weapons,
  templates,
}: {
  faction: Faction;
  units: Unit[];
  weapons: Weapon[];
  templates: AbilityTemplate[];
}) {
  const session = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const [rosterOpen, setRosterOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const deleteFaction = useDeleteFaction();
  const deleteUnit = useDeleteUnit();
  const deleteWeapon = useDeleteWeapon();
  const deleting = deleteFaction.isPending || deleteUnit.isPending || deleteWeapon.isPending;
  // The heading draws at once; the armoury (every unit costed and drawn) follows in a background
  // render that yields to the browser, so opening a large faction never blocks input for long.
  const armouryShown = useDeferredValue(true, false);
  const units = useCostedUnits(armouryShown ? factionUnits : NONE, weapons, templates);
  const canArm = can(session, 'faction:arm', faction.acl);

  function confirmDelete() {
    if (!pending) return;
    if (pending.kind === 'faction') {
      deleteFaction.mutate(
        { slug: faction.slug, id: faction._id },
        {
          onSuccess: () => {
            notify.success(`${faction.title} deleted`);
            void navigate(paths.factionList(1));
          },
        },
      );
      return;
    }
    // A deleted unit or weapon leaves the list (its list is read again).
    const target = { id: pending.id, factionId: faction._id };
    const onSuccess = () => setPending(null);
    if (pending.kind === 'unit') deleteUnit.mutate(target, { onSuccess });
    else deleteWeapon.mutate(target, { onSuccess });
  }

  const unitStats = (
    <div className="fx-page">
      {faction.description && <p className="fx-description">{faction.description}</p>}
      <FactionActions
        faction={faction}
        busy={deleting}
        onCreateRoster={() => setRosterOpen(true)}
        onDelete={() => setPending({ kind: 'faction' })}
      />
      {armouryShown ? (
        <>
          <RosterRulesSection faction={faction} units={factionUnits} />
          <UnitsSection
            faction={faction}
            units={units}
            weapons={weapons}
            templates={templates}
            canArm={canArm}
            onDelete={setPending}
          />
          <WeaponsSection
            faction={faction}
            weapons={weapons}
            canArm={canArm}
            onDelete={setPending}
          />
          <TacticsAndEnvironment faction={faction} className="fx-section" />
        </>
      ) : (
        <Loading />
      )}
    </div>
  );

  return (
    <article className="fx-page">
      {faction.thumbnailURL && <img className="fx-splash" src={faction.thumbnailURL} alt="" />}
      <div className="fx-title-row">
        <h1>{faction.title}</h1>
        {!faction.public && <span className="fx-draft">DRAFT</span>}
        <FactionVersionMarker
          faction={faction}
          seesWorkingCopy={can(session, 'faction:edit', faction.acl)}
        />
      </div>
      <div className="fx-byline">
        <span>
          by{' '}
          <Link to={paths.authorPage(faction.acl.author)}>
            <AuthorName username={faction.acl.author} />
          </Link>
        </span>
        <LikeButton factionId={faction._id} likes={faction.likes} />
      </div>
      <ReviewNote item={faction} />
      <Tabs
        label="Faction"
        selected={tab}
        onSelect={setTab}
        items={[
          { label: 'Unit Stats', content: unitStats },
          {
            label: 'Lore',
            content: faction.lore.trim() ? (
              <Suspense fallback={<Loading />}>
                <FactionLore lore={faction.lore} />
              </Suspense>
            ) : (
              <p className="muted">{NO_LORE_TEXT}</p>
            ),
          },
        ]}
      />
      {rosterOpen && (
        <Suspense fallback={null}>
          <NewRosterModal faction={faction} onClose={() => setRosterOpen(false)} />
        </Suspense>
      )}
      {pending && (
        <ConfirmDelete
          what={pending.kind === 'faction' ? `The faction ${faction.title}` : `${pending.name}`}
          pending={deleting}
          onConfirm={confirmDelete}
          onClose={() => setPending(null)}
        />
      )}
    </article>
  );
}

/** The faction's roster rules as players read them, when it has any. */
function RosterRulesSection({ faction, units }: { faction: Faction; units: readonly Unit[] }) {
  const rules = faction.rosterRules ?? NONE;
  if (rules.length === 0) return null;
  return (
    <section className="fx-section" aria-labelledby="fx-roster-rules">
      <h2 id="fx-roster-rules">Roster Rules</h2>
      <p className="muted">A legal roster of this faction follows these rules.</p>
      <RosterRuleSentences rules={rules} units={units} label="Roster rules" />
    </section>
  );
}
