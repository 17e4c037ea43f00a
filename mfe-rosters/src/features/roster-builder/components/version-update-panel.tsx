import type { VersionUpdate } from '../hooks/use-version-update';

/**
 * A newer approved version of the roster's faction: what it changes for the roster's
 * units, and the choice to take it ('Update to version N') or stay ('Keep version M'). Nothing
 * changes until the owner chooses; not printed.
 */
export function VersionUpdatePanel({
  update,
  factionTitle,
  onUpdate,
  onKeep,
}: {
  update: VersionUpdate;
  factionTitle: string;
  onUpdate: () => void;
  onKeep: () => void;
}) {
  const { from, to, changes } = update;
  return (
    <section className="roster-version no-print" aria-labelledby="roster-version-title">
      <h2 id="roster-version-title">
        {factionTitle}: version {to} is out
      </h2>
      <p>
        This roster is built on version {from}.{' '}
        {changes.length === 0
          ? `Version ${to} changes none of its units.`
          : `Version ${to} changes ${changes.length === 1 ? 'one of its units' : `${changes.length} of its units`}:`}
      </p>
      {changes.length > 0 && (
        <ul className="roster-version-changes">
          {changes.map((change, index) => (
            <li key={`${change.name}-${index}`}>
              <strong>{change.name}</strong>:{' '}
              {change.removed
                ? `removed from the faction; updating takes it out of this roster`
                : change.details.join('; ')}
            </li>
          ))}
        </ul>
      )}
      <div className="btn-row">
        <button type="button" className="btn" onClick={onUpdate}>
          Update to version {to}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onKeep}>
          Keep version {from}
        </button>
      </div>
    </section>
  );
}
