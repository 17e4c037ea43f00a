import { useState, useSyncExternalStore } from 'react';
import { updateStore } from './update-store';
import './update-banner.css';

/** The words of the banner, word for word. */
const UPDATE_TEXTS = { available: 'A new version is available', reload: 'Reload' } as const;

/**
 * 'A new version is available' with a Reload button, once the site knows of one. It only offers:
 * the page reloads when the user presses Reload, never in the middle of an edit. A polite status
 * (screen readers hear it without losing their place) at the foot of the screen, reached by Tab.
 */
export function UpdateBanner() {
  const available = useSyncExternalStore(updateStore.subscribe, updateStore.available, () => false);
  const [reloading, setReloading] = useState(false);
  return (
    <div className="update-banner no-print" role="status">
      {available ? (
        <div className="update-banner__box">
          <span>{UPDATE_TEXTS.available}</span>
          <button
            type="button"
            className="btn"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              void updateStore.reload();
            }}
          >
            {UPDATE_TEXTS.reload}
          </button>
        </div>
      ) : null}
    </div>
  );
}
