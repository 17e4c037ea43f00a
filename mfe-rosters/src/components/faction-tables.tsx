import type { Faction } from '@muster/shared-kernel/core';
import { EnvironmentTable, TacticsTable } from '@muster/shared-kernel/ui';

/** The faction's Tactics and Environment Effects sections of a roster sheet (printed too). */
export function FactionSections({
  faction,
}: {
  faction: Pick<Faction, 'anteList' | 'environmentList'>;
}) {
  return (
    <>
      <section className="roster-section" aria-labelledby="roster-tactics">
        <h2 id="roster-tactics">Tactics</h2>
        <TacticsTable tactics={faction.anteList} />
      </section>
      <section className="roster-section" aria-labelledby="roster-environment">
        <h2 id="roster-environment">Environment Effects</h2>
        <EnvironmentTable effects={faction.environmentList} />
      </section>
    </>
  );
}
