import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@muster/shared-kernel/core';
import { fetchManifest, type RemoteManifest } from './manifest';

/** What every remote exposes as `./App`. */
export interface RemoteAppModule {
  default: ComponentType;
  /** Fetches the screen of a path ahead of the remote's first render (`screenPreloader`). */
  preloadScreen?: (pathname: string) => Promise<void>;
}

/** A remote could not be loaded: missing from the manifest, unreachable, or broken. */
class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`The ${remote} part of the site could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

let manifest: Promise<RemoteManifest> | null = null;

/** The remotes this page has loaded, with the remoteEntry.js address each came from. */
const loaded = new Map<RemoteName, string>();
const loadListeners = new Set<(remote: RemoteName, entry: string) => void>();

/**
 * Calls `listener` for each remote loaded so far and each one loaded from now on, with its
 * remoteEntry.js address: the watch of new versions compares what the page loaded with what the
 * server offers (offline/remote-versions.ts). Answers the function that stops it.
 */
export function onRemoteLoaded(listener: (remote: RemoteName, entry: string) => void): () => void {
  for (const [remote, entry] of loaded) listener(remote, entry);
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

function remoteLoaded(remote: RemoteName, entry: string): void {
  if (loaded.has(remote)) return;
  loaded.set(remote, entry);
  for (const listener of loadListeners) listener(remote, entry);
}

/** Fetches `/remotes.json` once and registers every remote it names (nothing is downloaded yet). */
function registeredManifest(): Promise<RemoteManifest> {
  manifest ??= fetchManifest().then((entries) => {
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
    return entries;
  });
  // A failed manifest fetch is forgotten so that Retry asks again.
  manifest.catch(() => {
    manifest = null;
  });
  return manifest;
}

/** Loads a remote's `./App`. Rejects with a RemoteLoadError the page area turns into a fallback. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  let entries: RemoteManifest;
  try {
    entries = await registeredManifest();
  } catch (error) {
    throw new RemoteLoadError(name, error);
  }
  const entry = entries[name];
  if (!entry) throw new RemoteLoadError(name, new Error('not in /remotes.json'));
  try {
    const module = await loadRemote<RemoteAppModule>(`${name}/App`);
    if (!module || typeof module.default !== 'function') throw new Error('no ./App component');
    remoteLoaded(name, entry);
    // The screen of the page being opened comes with the remote: one 'Loading...', not two.
    if (typeof module.preloadScreen === 'function') {
      await module.preloadScreen(window.location.pathname);
    }
    return module;
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(name, error);
  }
}

/** Forgets a failed remote so the next load fetches its entry again (the Retry button). */
export async function resetRemote(name: RemoteName): Promise<void> {
  const entries = await registeredManifest().catch(() => null);
  const entry = entries?.[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
