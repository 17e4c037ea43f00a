import { useId } from 'react';
import type { Ante, EnvironmentEffect, Faction } from '@muster/shared-kernel/core';
import { DataTable } from '../data-table/data-table.js';

/** The tactics (antes) table: Name, Knack, Description, sorted by knack ascending. */
export function TacticsTable({ tactics }: { tactics: readonly Ante[] }) {
  if (tactics.length === 0) return <p className="muted">This faction has no tactics.</p>;
  const sorted = [...tactics].sort((a, b) => a.knack - b.knack);
  return (
    <DataTable label="Tactics" columns={['Name', 'Knack', 'Description']}>
      {sorted.map((tactic, index) => (
        <tr key={`${tactic.name}-${index}`}>
          <th scope="row">{tactic.name}</th>
          <td>{tactic.knack}</td>
          <td>{tactic.description}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The environment effects table: #, Name, Round Effect, Tactic Penalty. */
export function EnvironmentTable({ effects }: { effects: readonly EnvironmentEffect[] }) {
  if (effects.length === 0)
    return <p className="muted">This faction has no environment effects.</p>;
  return (
    <DataTable
      label="Environment Effects"
      columns={['#', 'Name', 'Round Effect', 'Tactic Penalty']}
    >
      {effects.map((effect, index) => (
        <tr key={`${effect.name}-${index}`}>
          <td>{index + 1}</td>
          <th scope="row">{effect.name}</th>
          <td>{effect.description}</td>
          <td>{effect.antePenalty}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * A faction's Tactics and Environment Effects, each a section under its heading (the faction
 * page, a roster sheet and its print).
 */
export function TacticsAndEnvironment({
  faction,
  className,
}: {
  faction: Pick<Faction, 'anteList' | 'environmentList'>;
  /** The sections' class (their spacing on the page). */
  className?: string;
}) {
  const id = useId();
  return (
    <>
      <section className={className} aria-labelledby={`${id}-tactics`}>
        <h2 id={`${id}-tactics`}>Tactics</h2>
        <TacticsTable tactics={faction.anteList} />
      </section>
      <section className={className} aria-labelledby={`${id}-environment`}>
        <h2 id={`${id}-environment`}>Environment Effects</h2>
        <EnvironmentTable effects={faction.environmentList} />
      </section>
    </>
  );
}
