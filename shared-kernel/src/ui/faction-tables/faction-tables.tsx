import type { Ante, EnvironmentEffect } from '@muster/shared-kernel/core';

/** The tactics (antes) table of SPEC §2: Name, Knack, Description, sorted by knack ascending. */
export function TacticsTable({ tactics }: { tactics: readonly Ante[] }) {
  if (tactics.length === 0) return <p className="muted">This faction has no tactics.</p>;
  const sorted = [...tactics].sort((a, b) => a.knack - b.knack);
  return (
    <div className="table-wrap">
      <table className="table" aria-label="Tactics">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Knack</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((tactic, index) => (
            <tr key={`${tactic.name}-${index}`}>
              <th scope="row">{tactic.name}</th>
              <td>{tactic.knack}</td>
              <td>{tactic.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The environment effects table of SPEC §2: #, Name, Round Effect, Tactic Penalty. */
export function EnvironmentTable({ effects }: { effects: readonly EnvironmentEffect[] }) {
  if (effects.length === 0)
    return <p className="muted">This faction has no environment effects.</p>;
  return (
    <div className="table-wrap">
      <table className="table" aria-label="Environment Effects">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Name</th>
            <th scope="col">Round Effect</th>
            <th scope="col">Tactic Penalty</th>
          </tr>
        </thead>
        <tbody>
          {effects.map((effect, index) => (
            <tr key={`${effect.name}-${index}`}>
              <td>{index + 1}</td>
              <th scope="row">{effect.name}</th>
              <td>{effect.description}</td>
              <td>{effect.antePenalty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
