/** The one browser message the site ignores (it is harmless noise from layout). */
export const RESIZE_OBSERVER_MESSAGE = 'ResizeObserver loop limit exceeded';

/**
 * Swallows 'ResizeObserver loop limit exceeded' (logging 'Ignored: …' as a warning) and lets every
 * other error pass on untouched.
 */
export function ignoreResizeObserverLoop(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (event.message?.includes(RESIZE_OBSERVER_MESSAGE)) {
      console.warn(`Ignored: ${RESIZE_OBSERVER_MESSAGE}`);
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  };
  target.addEventListener('error', onError);
  return () => target.removeEventListener('error', onError);
}
