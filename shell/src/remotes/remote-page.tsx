import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@muster/shared-kernel/core';
import { Loading } from '@muster/shared-kernel/ui';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteApp, resetRemote, type RemoteAppModule } from './federation';

type Loader = (name: RemoteName) => Promise<RemoteAppModule>;

/** Each remote's `./App` once loaded, kept across navigations so each remote is fetched once. */
const loadedApps = new Map<RemoteName, ComponentType>();
/** The load of each remote's `./App`, kept once it has succeeded. */
const loadingApps = new Map<RemoteName, Promise<RemoteAppModule>>();

/** Starts loading a remote's `./App`, once; a failure is forgotten, so Retry loads again. */
function loadApp(name: RemoteName, load: Loader): Promise<RemoteAppModule> {
  let loading = loadingApps.get(name);
  if (!loading) {
    loading = load(name).catch((error: unknown) => {
      loadingApps.delete(name);
      throw error;
    });
    loadingApps.set(name, loading);
  }
  return loading;
}

/** Renders one remote's `./App` in the page area, with loading, failure and Retry. */
export function RemotePage({ name, load = loadRemoteApp }: { name: RemoteName; load?: Loader }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    loadedApps.delete(name);
    loadingApps.delete(name);
    void resetRemote(name).finally(() => setAttempt((n) => n + 1));
  }, [name]);
  return (
    <RemoteBoundary key={attempt} remote={name} onRetry={retry}>
      <RemoteApp name={name} load={load} />
    </RemoteBoundary>
  );
}

/**
 * 'Loading...' until the remote's `./App` has loaded, then the App. Not `React.lazy`: React holds
 * back what a Suspense fallback was shown for until that fallback has been on view 300 ms, which
 * every first visit would pay. A failure is thrown to the boundary, which offers Retry.
 */
function RemoteApp({ name, load }: { name: RemoteName; load: Loader }) {
  const [state, setState] = useState<{ App?: ComponentType; error?: unknown }>(() => {
    const App = loadedApps.get(name);
    // Started while rendering, not after the first paint: the remote's files are on their way.
    if (!App) void loadApp(name, load).catch(() => undefined);
    return { App };
  });
  const ready = state.App !== undefined;
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadApp(name, load).then(
      (module) => {
        loadedApps.set(name, module.default);
        // Drawn in slices, like the rest of the site's start.
        if (current) startTransition(() => setState({ App: module.default }));
      },
      (error: unknown) => {
        if (current) setState({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [name, load, ready]);
  if (state.error !== undefined) throw state.error;
  return state.App ? <state.App /> : <Loading />;
}
