import { readFile } from 'node:fs/promises';
import { REMOTE_NAMES } from '@muster/shared-kernel/core';

/** `/remotes.json`: the federation name of each remote and where its `remoteEntry.js` lives. */
export type RemotesManifest = Record<string, string>;

/** Each remote's built files are served under `/mfe/{name}/`. */
export function defaultManifest(): RemotesManifest {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/mfe/${name}/remoteEntry.js`]));
}

/**
 * The manifest in force: the file named by REMOTES_MANIFEST, read on every request so a remote
 * moved elsewhere is picked up without a restart, or the default.
 */
export async function readManifest(file: string | null): Promise<RemotesManifest> {
  if (!file) return defaultManifest();
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must hold an object of remote names to URLs`);
  }
  for (const [name, entry] of Object.entries(parsed)) {
    if (typeof entry !== 'string') throw new Error(`${file}: "${name}" must be a URL`);
  }
  return parsed as RemotesManifest;
}
