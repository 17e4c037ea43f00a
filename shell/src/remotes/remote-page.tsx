import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import type { RemoteName } from '@muster/shared-kernel/core';
import { Loading } from '@muster/shared-kernel/ui';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteApp, resetRemote, type RemoteAppModule } from './federation';

type Loader = (name: RemoteName) => Promise<RemoteAppModule>;

/**
 * One lazy component per remote, kept across navigations so each remote is fetched once. Retry
 * replaces it (React.lazy remembers a failure forever).
 */
const components = new Map<RemoteName, ComponentType>();

function remoteComponent(name: RemoteName, load: Loader): ComponentType {
  let component = components.get(name);
  if (!component) {
    component = lazy(() => load(name));
    components.set(name, component);
  }
  return component;
}

/** Renders one remote's `./App` in the page area, with loading, failure and Retry. */
export function RemotePage({ name, load = loadRemoteApp }: { name: RemoteName; load?: Loader }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    components.delete(name);
    void resetRemote(name).finally(() => setAttempt((n) => n + 1));
  }, [name]);
  const RemoteApp = remoteComponent(name, load);
  return (
    <RemoteBoundary key={attempt} remote={name} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <RemoteApp />
      </Suspense>
    </RemoteBoundary>
  );
}
