import type { Ante, EnvironmentEffect } from '@muster/shared-kernel';

/** The faction's Tactics (SPEC §2: Name, Knack, Description, knack ascending). */
export function TacticsTable({ tactics }: { tactics: readonly Ante[] }) {
  const sorted = [...tactics].sort((a, b) => a.knack - b.knack);
  return (
    <section className="roster-section" aria-labelledby="roster-tactics">
      <h2 id="roster-tactics">Tactics</h2>
      {sorted.length === 0 ? (
        <p className="muted">This faction has no tactics.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
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
                  <td>{tactic.name}</td>
                  <td>{tactic.knack}</td>
                  <td>{tactic.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The faction's Environment Effects (SPEC §2: #, Name, Round Effect, Tactic Penalty). */
export function EnvironmentTable({ effects }: { effects: readonly EnvironmentEffect[] }) {
  return (
    <section className="roster-section" aria-labelledby="roster-environment">
      <h2 id="roster-environment">Environment Effects</h2>
      {effects.length === 0 ? (
        <p className="muted">This faction has no environment effects.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
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
                  <td>{effect.name}</td>
                  <td>{effect.description}</td>
                  <td>{effect.antePenalty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
