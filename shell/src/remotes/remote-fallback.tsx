import { OFFLINE_MESSAGE, type RemoteName } from '@muster/shared-kernel/core';
import { useOnline } from '@muster/shared-kernel/client';

const LABELS: Record<RemoteName, string> = {
  rules: 'rules',
  factions: 'factions',
  rosters: 'rosters',
  community: 'scenarios and pages',
  admin: 'moderation',
};

/**
 * What the page area shows when a remote cannot be loaded or throws while rendering. Offline, a
 * remote the service worker does not keep (the admin remote) says why in the site's words.
 */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const online = useOnline();
  return (
    <section className="remote-error" role="alert">
      <h1>{online ? 'This part of Muster is unavailable' : OFFLINE_MESSAGE}</h1>
      <p>
        The {LABELS[remote]} pages could not be loaded. The rest of the site still works; try again
        {online ? ' in a moment.' : ' once you are back online.'}
      </p>
      <button type="button" className="btn" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
