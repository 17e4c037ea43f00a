import {
  Suspense,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { Link, useParams } from 'react-router-dom';
import {
  exportRoster,
  useRoster,
  useRosterChecking,
  useRosterFaction,
} from '@muster/shared-kernel/client/rosters';
import {
  MAX_ROSTER_COUNT,
  paths,
  type Roster,
  type RosterFile,
  type Unit,
} from '@muster/shared-kernel/core';
import { withFormations } from '@muster/shared-kernel/core/points';
import {
  DisclosureButton,
  LoadError,
  Loading,
  STATE_TEXTS,
  TacticsAndEnvironment,
  lazyNamed,
} from '@muster/shared-kernel/ui';
import { ProblemBoardProvider, createProblemBoard } from '../../../components/problem-board';
import { useHeldAccountSync } from '../../../lib/account-sync/hold-account-sync';
import { problemsByFormation } from '../../../lib/formation-problems';
import { recordText } from '../../../lib/game/game-record';
import { RosterHeader } from '../../../components/roster-header';
import { RosterUnitCard } from '../../../components/roster-unit-card';
import { downloadRoster } from '../api/download-roster';
import { useCardFocus } from '../hooks/use-card-focus';
import { useEditableRoster } from '../hooks/use-editable-roster';
import { useRosterLegality } from '../hooks/use-roster-legality';
import { useRosterLines } from '../hooks/use-roster-lines';
import { useVersionUpdate } from '../hooks/use-version-update';
import { FormationSection, type FormationFocus } from './formation-section';
import { MoreActions } from './more-actions';
import { ShareLinkButton } from './share-link-button';

const NO_UNITS: Unit[] = [];
const NO_PROBLEMS: readonly string[] = [];

/** How long Print Reference Page waits for the server's verdict before it prints without it. */
const VERDICT_WAIT_MS = 5000;

// The verdict for the printout is fetched when printing is first asked for.
const PrintVerdict = lazyNamed(() => import('./print-verdict'), 'PrintVerdict');

/**
 * Printing with the server's verdict in the header: Print Reference Page asks the server about
 * the roster as it is, then prints once it has answered (or after {@link VERDICT_WAIT_MS}). A
 * printout started from the browser's own menu carries the verdict only when it is of the roster
 * as it is now, never an older one. The server is asked only when printing is asked for.
 */
function usePrintWithVerdict(roster: Roster) {
  const [file, setFile] = useState<RosterFile>();
  const waiting = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(roster);
  latest.current = roster;
  /** The roster the verdict in the header is about. */
  const verdictOf = useRef<Roster | null>(null);

  const settle = useCallback(() => {
    if (waiting.current === null) return;
    clearTimeout(waiting.current);
    waiting.current = null;
    window.print();
  }, []);
  const print = useCallback(() => {
    if (waiting.current !== null) return;
    waiting.current = setTimeout(settle, VERDICT_WAIT_MS);
    if (verdictOf.current === latest.current) {
      // The same roster as the last printout: its verdict is known already.
      settle();
      return;
    }
    verdictOf.current = latest.current;
    setFile(exportRoster(latest.current));
  }, [settle]);

  useEffect(() => {
    // The browser's own Print: a verdict about an older state of the roster leaves the header
    // before the page is laid out for paper.
    const beforePrint = () => {
      if (verdictOf.current === latest.current || verdictOf.current === null) return;
      verdictOf.current = null;
      flushSync(() => setFile(undefined));
    };
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      if (waiting.current !== null) clearTimeout(waiting.current);
    };
  }, []);

  const stamp = file && (
    <Suspense fallback={null}>
      <PrintVerdict file={file} onSettled={settle} />
    </Suspense>
  );
  return { print, stamp };
}

// The offer of a newer faction version is fetched when there is one.
const VersionUpdatePanel = lazyNamed(() => import('./version-update-panel'), 'VersionUpdatePanel');

// The edit form (and react-hook-form with it) is fetched when it first opens.
const EditRosterForm = lazyNamed(() => import('./edit-roster-form'), 'EditRosterForm');

/** The roster builder at /roster/{key}; a signed-in user's rosters sync while it is open. */
export function RosterBuilderPage() {
  const { key = '' } = useParams();
  useHeldAccountSync();
  return <EditableRosterScreen key={key} rosterKey={key} />;
}

function EditableRosterScreen({ rosterKey }: { rosterKey: string }) {
  const stored = useRoster(rosterKey);
  const checking = useRosterChecking(rosterKey);
  // The builder reads its roster once: its own saves, read back here after each +/−, must not
  // re-render it.
  const [initial, setInitial] = useState(stored);
  if (stored && !initial) setInitial(stored);
  if (stored) return <RosterBuilder initial={initial ?? stored} />;
  return checking ? <Loading /> : <LoadError title={STATE_TEXTS.rosterNotFound} />;
}

/** The builder of one roster, read once (later reads of the store do not replace its state). */
const RosterBuilder = memo(function RosterBuilder({ initial }: { initial: Roster }) {
  const editable = useEditableRoster(initial);
  const { roster } = editable;
  const data = useRosterFaction(roster.faction_slug, roster.faction_version);
  const update = useVersionUpdate(roster, data);
  const factionUnits = data.status === 'ready' ? data.units : NO_UNITS;
  const { lines, points, unitCount, linePoints } = useRosterLines(roster, factionUnits, data.costs);
  const { problems } = useRosterLegality(roster, data, linePoints);
  // The cards read their problems from the board, so a problem's changed words redraw its notes
  // only; it takes them before the page is painted.
  const [board] = useState(createProblemBoard);
  useLayoutEffect(() => board.set(problems), [board, problems]);
  const formationProblems = useMemo(() => problemsByFormation(problems), [problems]);
  const [hideUnpicked, setHideUnpicked] = useState(() => roster.unit_list.length > 0);
  const toggleUnpicked = () => setHideUnpicked((hidden) => !hidden);
  const [editing, setEditing] = useState(false);
  const [focus, setFocus] = useState<FormationFocus>();
  const printing = usePrintWithVerdict(roster);
  // A roster made before formations shows arranged by training type until that is saved.
  const formations = useMemo(() => withFormations(roster).formations ?? [], [roster]);

  const { add, remove, refresh, moveToVersion, keepVersion, moveLine } = editable;
  const { moveFormation, dissolveFormation } = editable;
  const onMoveFormation = useCallback(
    (from: number, to: number) => {
      moveFormation(from, to);
      setFocus({ index: to, target: to < from ? 'up' : 'down' });
    },
    [moveFormation],
  );
  const onDissolve = useCallback(
    (index: number) => {
      dissolveFormation(index);
      setFocus({ index: Math.max(0, index - 1), target: 'heading' });
    },
    [dissolveFormation],
  );
  const keepFocus = useCardFocus();
  const onAdd = useMemo(
    () =>
      keepFocus((lineId) =>
        add(
          lineId,
          factionUnits.find((unit) => unit._id === lineId),
        ),
      ),
    [keepFocus, add, factionUnits],
  );
  const onRemove = useMemo(() => keepFocus(remove), [keepFocus, remove]);
  const onRefresh = useCallback(
    (lineId: string) => {
      const unit = factionUnits.find((u) => u._id === lineId);
      if (unit) refresh(lineId, unit);
    },
    [refresh, factionUnits],
  );

  if (data.status === 'loading') return <Loading />;
  const { weapons, abilityTemplates } = data;
  const picked = lines.filter((line) => line.count > 0);
  const available = hideUnpicked ? [] : lines.filter((line) => line.count === 0);
  const building = Math.min(editable.building, formations.length - 1);
  const record = recordText(roster.games);
  const card = (line: (typeof lines)[number]) => (
    <RosterUnitCard
      key={line.id}
      lineId={line.id}
      unit={line.unit}
      count={line.count}
      cost={line.cost}
      weapons={weapons}
      abilityTemplates={abilityTemplates}
      staleWas={line.staleWas}
      staleNow={line.staleNow}
      retired={data.status === 'ready' && line.current === null}
      formation={line.formation}
      formations={formations}
      onAdd={(line.current || line.count > 0) && line.count < MAX_ROSTER_COUNT ? onAdd : undefined}
      onRemove={onRemove}
      onRefresh={onRefresh}
      onMoveLine={moveLine}
    />
  );
  return (
    <ProblemBoardProvider board={board}>
      <div className="roster-builder">
        <RosterHeader roster={roster} points={points} unitCount={unitCount} problems={problems}>
          {printing.stamp}
        </RosterHeader>
        {update && (
          <Suspense fallback={null}>
            <VersionUpdatePanel
              update={update}
              factionTitle={roster.faction_title}
              onUpdate={() => moveToVersion(update.to, update.units)}
              onKeep={() => keepVersion(update.to)}
            />
          </Suspense>
        )}
        <div className="btn-row no-print">
          <Link className="btn" to={paths.play(roster.key)}>
            Play
          </Link>
          <button type="button" className="btn btn-secondary" onClick={toggleUnpicked}>
            {hideUnpicked ? 'Show Available Units' : 'Hide Unpicked'}
          </button>
          <MoreActions>
            <button type="button" className="btn" onClick={printing.print}>
              Print Reference Page
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => downloadRoster(roster)}
            >
              Export File
            </button>
            <DisclosureButton
              className="btn btn-secondary"
              expanded={editing}
              onToggle={setEditing}
            >
              Edit Name / Point Limit
            </DisclosureButton>
            <button type="button" className="btn btn-secondary" onClick={editable.addFormation}>
              New Formation
            </button>
            <ShareLinkButton roster={roster} />
          </MoreActions>
        </div>
        {record && (
          <p className="roster-record no-print">
            <Link to={paths.games()}>{record}</Link>
          </p>
        )}
        {editing && (
          <Suspense fallback={<Loading />}>
            <EditRosterForm
              name={roster.name}
              pointLimit={roster.point_limit}
              onCancel={() => setEditing(false)}
              onSave={async (name, limit) => {
                const saved = await editable.rename(name, limit);
                if (saved) setEditing(false);
                return saved;
              }}
            />
          </Suspense>
        )}
        {data.status === 'missing' && (
          <p className="roster-notice" role="status">
            The faction ‘{roster.faction_title}’ could not be loaded: its weapons, tactics and
            current units are unknown here, so the roster shows the unit copies it was built with.
          </p>
        )}
        {formations.map((formation, index) => {
          const members = picked.filter((line) => line.formation === index);
          return (
            <FormationSection
              key={index}
              index={index}
              name={formation.name}
              unitCount={members.reduce((sum, line) => sum + line.count, 0)}
              points={members.reduce((sum, line) => sum + line.count * line.cost.total, 0)}
              building={index === building}
              first={index === 0}
              last={index === formations.length - 1}
              dissolvable={formations.length > 1 || members.length === 0}
              problems={formationProblems.get(index) ?? NO_PROBLEMS}
              focus={focus?.index === index ? focus : undefined}
              onBuildHere={editable.buildHere}
              onRename={editable.renameFormation}
              onMove={onMoveFormation}
              onDissolve={onDissolve}
            >
              {members.map(card)}
            </FormationSection>
          );
        })}
        {picked.length === 0 && available.length === 0 && (
          <p className="muted no-print">
            No units picked yet: choose Show Available Units and press + on a unit.
          </p>
        )}
        {available.length > 0 && (
          <section className="roster-available no-print" aria-labelledby="roster-available-title">
            <h2 id="roster-available-title">Available Units</h2>
            <div className="roster-units">{available.map(card)}</div>
          </section>
        )}
        {data.status === 'ready' && (
          <TacticsAndEnvironment faction={data.faction} className="roster-section" />
        )}
      </div>
    </ProblemBoardProvider>
  );
});
