import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type RosterFile, paths } from '@muster/shared-kernel/core';
import { formationGroups, rosterPoints } from '@muster/shared-kernel/core/points';
import { notify } from '@muster/shared-kernel/client';
import { decodeRoster, rosterStore, useRosterFaction } from '@muster/shared-kernel/client/rosters';
import { LoadError, Loading, TacticsAndEnvironment } from '@muster/shared-kernel/ui';
import { useVerdictOf } from '../../../api/use-verify-roster';
import { RosterFormation } from '../../../components/roster-formation';
import { RosterHeader } from '../../../components/roster-header';
import { RosterUnitCard } from '../../../components/roster-unit-card';
import { VerificationStamp } from '../../../components/verdict/verification-stamp';
import { problemsByFormation } from '../../../lib/formation-problems';
import { EMPTY_FORMATION_TEXT } from '../../../lib/roster-text';

const NO_PROBLEMS: readonly string[] = [];

type Decoded =
  { status: 'loading' } | { status: 'ok'; file: RosterFile } | { status: 'bad'; error: string };

/** A roster opened from a share link (/rosters#share=…): read-only, with Add to My Rosters. */
export function SharedRosterPage({ code }: { code: string }) {
  const [decoded, setDecoded] = useState<Decoded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setDecoded({ status: 'loading' });
    void decodeRoster(code).then((result) => {
      if (!live) return;
      setDecoded(
        result.ok ? { status: 'ok', file: result.file } : { status: 'bad', error: result.error },
      );
    });
    return () => {
      live = false;
    };
  }, [code]);

  if (decoded.status === 'loading') return <Loading />;
  if (decoded.status === 'bad') {
    return (
      <LoadError title="Shared roster cannot be opened">
        <p className="error-text">{decoded.error}</p>
        <p>
          <Link to={paths.rosters()}>Go to my rosters</Link>
        </p>
      </LoadError>
    );
  }
  return <SharedRoster code={code} file={decoded.file} />;
}

function SharedRoster({ code, file }: { code: string; file: RosterFile }) {
  const navigate = useNavigate();
  const data = useRosterFaction(file.faction_slug, file.faction_version);
  const points = useMemo(() => rosterPoints(file, data.costs), [file, data.costs]);
  const unitCount = file.unit_list.reduce((sum, entry) => sum + entry.count, 0);
  // A roster made before formations shows one formation per training type, as the builder does.
  const formations = useMemo(() => formationGroups(file), [file]);
  // The stamp asks the same question, so the server answers it once for both.
  const verdict = useVerdictOf({ link: code }).data;
  const formationProblems = useMemo(() => problemsByFormation(verdict?.problems ?? []), [verdict]);

  async function addToMyRosters() {
    const { version: _version, ...roster } = file;
    const result = await rosterStore.create(roster);
    if (!result.ok) {
      notify.error(result.error);
      return;
    }
    notify.success(`Added ‘${result.roster.name}’ to your rosters`);
    navigate(paths.roster(result.roster.key));
  }

  if (data.status === 'loading') return <Loading />;
  const { weapons, abilityTemplates } = data;
  return (
    <div className="roster-builder roster-shared">
      <p className="roster-notice no-print" role="note">
        A shared roster, read-only. Add it to your rosters to change it.
      </p>
      <RosterHeader roster={file} points={points} unitCount={unitCount} />
      {/* The server checks the link itself, as an organiser's /verify would. */}
      <VerificationStamp link={code} />
      <div className="btn-row no-print">
        <button type="button" className="btn" onClick={() => void addToMyRosters()}>
          Add to My Rosters
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          Print Reference Page
        </button>
      </div>
      {data.status === 'missing' && (
        <p className="roster-notice" role="status">
          The faction ‘{file.faction_title}’ could not be loaded on this site: weapons and tactics
          are unknown here.
        </p>
      )}
      {points.lines.length === 0 ? (
        <p className="muted">This roster has no units.</p>
      ) : (
        formations.map((formation) => {
          const entries = new Set(formation.lines.map((index) => file.unit_list[index]));
          // Highest cost first within each formation, as rosterPoints orders its lines.
          const lines = points.lines.filter((line) => entries.has(line.entry));
          return (
            <RosterFormation
              key={formation.index}
              index={formation.index}
              name={formation.name}
              unitCount={lines.reduce((sum, line) => sum + line.entry.count, 0)}
              points={lines.reduce((sum, line) => sum + line.points, 0)}
              problems={formationProblems.get(formation.index) ?? NO_PROBLEMS}
              emptyText={EMPTY_FORMATION_TEXT}
            >
              {lines.map(({ entry, cost }) => {
                const lineId = `${entry.obj._id}-${file.unit_list.indexOf(entry)}`;
                return (
                  <RosterUnitCard
                    key={lineId}
                    lineId={lineId}
                    unit={entry.obj}
                    count={entry.count}
                    cost={cost}
                    weapons={weapons}
                    abilityTemplates={abilityTemplates}
                  />
                );
              })}
            </RosterFormation>
          );
        })
      )}
      {data.status === 'ready' && (
        <TacticsAndEnvironment faction={data.faction} className="roster-section" />
      )}
    </div>
  );
}
