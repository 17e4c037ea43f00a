/**
 * Runs `task` once the page has loaded and drawn: after the `load` event (every file the first
 * screen needs has arrived) and then when the browser is idle, so the task never competes with
 * the first paint for the network or the main thread.
 */
export function afterFirstPaint(task: () => void): void {
  // Safari has no requestIdleCallback: a timeout still lets the paint go first.
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => task(), { timeout: 2000 });
    } else {
      setTimeout(task, 0);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
