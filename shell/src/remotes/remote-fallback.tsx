import type { RemoteName } from '@muster/shared-kernel/core';

const LABELS: Record<RemoteName, string> = {
  rules: 'rules',
  factions: 'factions',
  rosters: 'rosters',
  community: 'scenarios and pages',
  admin: 'moderation',
};

/** What the page area shows when a remote cannot be loaded or throws while rendering. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <section className="remote-error" role="alert">
      <h1>This part of Muster is unavailable</h1>
      <p>
        The {LABELS[remote]} pages could not be loaded. The rest of the site still works; try again
        in a moment.
      </p>
      <button type="button" className="btn" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
