import { useSyncExternalStore } from 'react';

/** Wide enough to write beside the preview. */
const WIDE = '(min-width: 1000px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isWide = () => media()?.matches ?? false;

/** Whether the screen is wide enough for side-by-side panes (follows the window's resizing). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
