import { REMOTE_NAMES, type RemoteName } from '@muster/shared-kernel/core';

/** `/remotes.json`: where each remote's `remoteEntry.js` lives, read at every start. */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

/** The manifest's address, beside the shell. */
export const MANIFEST_URL = '/remotes.json';

/** Fetches and checks the manifest; unknown keys are ignored, a bad entry is an error. */
export async function fetchManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  const response = await fetchImpl(MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null)
    throw new Error(`${MANIFEST_URL} is not an object`);
  const manifest: RemoteManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (body as Record<string, unknown>)[name];
    if (entry === undefined) continue;
    if (typeof entry !== 'string' || entry.length === 0) {
      throw new Error(`${MANIFEST_URL}: the entry of "${name}" must be a URL`);
    }
    manifest[name] = entry;
  }
  return manifest;
}
