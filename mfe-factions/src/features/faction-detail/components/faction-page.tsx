import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { can, type Faction } from '@muster/shared-kernel/core';
import {
  orNull,
  banishFactionToDraft,
  deleteFaction,
  deleteUnit,
  deleteWeapon,
  notify,
  toggleFactionApproval,
  useSession,
} from '@muster/shared-kernel/client';
import {
  ConfirmDelete,
  LoadError,
  Loading,
  STATE_TEXTS,
  TacticsAndEnvironment,
  Tabs,
  UnitCard,
} from '@muster/shared-kernel/ui';
import { AuthorName } from '../../../components/author-name';
import { useLoad } from '../../../lib/use-load';
import { loadFaction, type FactionWithArmoury } from '../api/load-faction';
import { useCostedUnits } from '../hooks/use-costed-units';
import { WeaponsTable } from './faction-tables';
import { LikeButton } from './like-button';
import '../../../components/factions.css';

// Markdown is ~40 KB gzip: only a visitor who opens the Lore tab downloads it.
const FactionLore = lazy(() => import('./faction-lore'));
// The roster form is needed only once Create New Roster is pressed.
const NewRosterModal = lazy(() =>
  import('./new-roster-modal').then((m) => ({ default: m.NewRosterModal })),
);

/** SPEC §2: the text of a faction without lore. */
export const NO_LORE_TEXT = 'Lore has yet to be written . . . ';

/** /factions/{slug}: 'Loading...', 'Error loading faction...', or the faction. */
export function FactionPage() {
  const slug = useParams().slug ?? '';
  const [load, update] = useLoad(slug, () => loadFaction(slug));
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <LoadError title={STATE_TEXTS.factionError} />;
  return <FactionView data={load.value} update={update} />;
}

type Pending =
  | { kind: 'faction' }
  | { kind: 'unit'; id: string; name: string }
  | { kind: 'weapon'; id: string; name: string };

function FactionView({
  data,
  update,
}: {
  data: FactionWithArmoury;
  update: (change: (data: FactionWithArmoury) => FactionWithArmoury) => void;
}) {
  const { faction, weapons, templates } = data;
  const session = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const [rosterOpen, setRosterOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const units = useCostedUnits(data.units, weapons, templates);
  const canEdit = can(session, 'faction:edit', faction.acl);
  const canArm = can(session, 'faction:arm', faction.acl);
  const canDelete = can(session, 'faction:delete', faction.acl);
  const moderator = can(session, 'faction:review');

  const setFaction = (next: Partial<Faction>) =>
    update((current) => ({ ...current, faction: { ...current.faction, ...next } }));

  async function moderate(action: 'toggle' | 'banish') {
    setBusy(true);
    const answer =
      action === 'toggle'
        ? await orNull(toggleFactionApproval(faction._id))
        : await orNull(banishFactionToDraft(faction._id));
    setBusy(false);
    if (!answer) return;
    const saved = answer as Partial<Faction>;
    setFaction({
      reviewed:
        typeof saved.reviewed === 'boolean'
          ? saved.reviewed
          : action === 'toggle'
            ? !faction.reviewed
            : faction.reviewed,
      public:
        typeof saved.public === 'boolean'
          ? saved.public
          : action === 'banish'
            ? false
            : faction.public,
    });
    notify.success(
      action === 'banish' ? 'Banished to draft' : faction.reviewed ? 'Disapproved' : 'Approved',
    );
  }

  async function confirmDelete() {
    if (!pending) return;
    setBusy(true);
    if (pending.kind === 'faction') {
      const answer = await orNull(deleteFaction(faction.slug));
      setBusy(false);
      if (answer) {
        notify.success(`${faction.title} deleted`);
        void navigate('/factionlist/');
      }
      return;
    }
    const answer = await (pending.kind === 'unit'
      ? orNull(deleteUnit(pending.id))
      : orNull(deleteWeapon(pending.id)));
    setBusy(false);
    if (!answer) return;
    const { id, kind } = pending;
    // SPEC §4: a deleted unit or weapon leaves the list.
    update((current) =>
      kind === 'unit'
        ? { ...current, units: current.units.filter((u) => u._id !== id) }
        : { ...current, weapons: current.weapons.filter((w) => w._id !== id) },
    );
    setPending(null);
  }

  const unitStats = (
    <div className="fx-page">
      {faction.description && <p className="fx-description">{faction.description}</p>}
      <div className="btn-row">
        <button type="button" className="btn" onClick={() => setRosterOpen(true)}>
          Create New Roster
        </button>
        {canEdit && (
          <Link
            className="btn btn-secondary"
            to={`/editfaction/${encodeURIComponent(faction.slug)}`}
          >
            Edit Faction
          </Link>
        )}
        {canDelete && (
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => setPending({ kind: 'faction' })}
          >
            Delete Faction
          </button>
        )}
        {moderator && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => void moderate('toggle')}
          >
            {faction.reviewed ? 'Moderator Disapprove' : 'Moderator Approve'}
          </button>
        )}
        {moderator && faction.public && !faction.reviewed && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => void moderate('banish')}
          >
            Banish to DRAFT
          </button>
        )}
      </div>

      <section className="fx-section" aria-labelledby="fx-units">
        <div className="fx-section-title">
          <h2 id="fx-units">Units</h2>
          {canArm && (
            <Link className="btn btn-small" to={`/newunit/${faction._id}`}>
              Add Unit
            </Link>
          )}
        </div>
        {units.length === 0 ? (
          <p className="muted">No units yet.</p>
        ) : (
          <div className="fx-unit-grid">
            {units.map(({ unit, cost }) => (
              <UnitCard
                key={unit._id}
                unit={unit}
                cost={cost}
                weapons={weapons}
                abilityTemplates={templates}
                link
                actions={
                  canArm && (
                    <>
                      <Link className="btn btn-secondary btn-small" to={`/editunit/${unit._id}`}>
                        Edit
                      </Link>
                      <button
                        type="button"
                        className="btn btn-danger btn-small"
                        aria-label={`Delete ${unit.unitName}`}
                        onClick={() =>
                          setPending({ kind: 'unit', id: unit._id, name: unit.unitName })
                        }
                      >
                        Delete
                      </button>
                    </>
                  )
                }
              />
            ))}
          </div>
        )}
      </section>

      <section className="fx-section" aria-labelledby="fx-weapons">
        <div className="fx-section-title">
          <h2 id="fx-weapons">Weapons</h2>
          {canArm && (
            <Link className="btn btn-small" to={`/newweapon/${faction._id}`}>
              Add Weapon
            </Link>
          )}
        </div>
        <WeaponsTable
          weapons={weapons}
          actions={
            canArm
              ? (weapon) => (
                  <span className="fx-likes">
                    <Link className="btn btn-secondary btn-small" to={`/editweapon/${weapon._id}`}>
                      Edit
                    </Link>
                    <button
                      type="button"
                      className="btn btn-danger btn-small"
                      aria-label={`Delete ${weapon.name}`}
                      onClick={() =>
                        setPending({ kind: 'weapon', id: weapon._id, name: weapon.name })
                      }
                    >
                      Delete
                    </button>
                  </span>
                )
              : undefined
          }
        />
      </section>

      <TacticsAndEnvironment faction={faction} className="fx-section" />
    </div>
  );

  return (
    <article className="fx-page">
      {faction.thumbnailURL && <img className="fx-splash" src={faction.thumbnailURL} alt="" />}
      <div className="fx-title-row">
        <h1>{faction.title}</h1>
        {!faction.public && <span className="fx-draft">DRAFT</span>}
      </div>
      <div className="fx-byline">
        <span>
          by{' '}
          <Link to={`/authorpage/${encodeURIComponent(faction.acl.author)}`}>
            <AuthorName username={faction.acl.author} />
          </Link>
        </span>
        <LikeButton
          factionId={faction._id}
          likes={faction.likes}
          onLikes={(likes) => setFaction({ likes })}
        />
      </div>
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
          pending={busy}
          onConfirm={() => void confirmDelete()}
          onClose={() => setPending(null)}
        />
      )}
    </article>
  );
}
