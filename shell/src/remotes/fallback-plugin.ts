import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin: a remote that cannot be fetched is reported once, in words, and the
 * error is passed on to the page area's error boundary, which shows the Retry fallback. Kept free
 * of React: runtime plugins load before the shared scope is ready.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'muster-remote-fallback',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`Muster: could not load ${id} (${lifecycle}):`, error);
      return undefined;
    },
  };
}
