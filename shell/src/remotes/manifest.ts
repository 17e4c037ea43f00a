import {
  REMOTE_NAMES,
  REMOTES_MANIFEST_ELEMENT_ID,
  type RemoteName,
} from '@muster/shared-kernel/core';
import { takePageElementText } from '@muster/shared-kernel/client';

/** `/remotes.json`: where each remote's `remoteEntry.js` lives, read at every start. */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

/** The manifest's address, beside the shell. */
export const MANIFEST_URL = '/remotes.json';

/**
 * The manifest the server put inside the page, taken once: the element is removed, so a later
 * read (Retry after a failure) asks the server again.
 */
function takeInlineManifest(): unknown {
  const text = takePageElementText(REMOTES_MANIFEST_ELEMENT_ID);
  return text === null ? undefined : JSON.parse(text);
}

/**
 * The manifest, from the page the server sent or else fetched, and checked: unknown keys are
 * ignored, a bad entry is an error.
 */
export async function fetchManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  let body = takeInlineManifest();
  if (body === undefined) {
    const response = await fetchImpl(MANIFEST_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
    body = await response.json();
  }
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
