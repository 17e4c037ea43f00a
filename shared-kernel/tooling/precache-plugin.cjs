// Each remote lists its own files beside its remoteEntry.js, so the shell's service worker can keep
// a remote whole for offline use (docs/offline.md) without knowing how it was built. A remote is
// deployed by replacing its files; the list is what ties one remoteEntry.js to the chunks it loads.
const crypto = require('node:crypto');
const { addFilesAt } = require('./process-assets.cjs');

const NAME = 'PrecacheListPlugin';

/** File name of a remote's file list, beside its remoteEntry.js. */
const PRECACHE_FILE = 'precache.json';

/**
 * What a browser never fetches from a remote: source maps, licence texts, the build-time
 * compressed copies (the server picks them by Accept-Encoding for the same address), the
 * standalone page and the start list, which only the server reads.
 */
const NOT_FETCHED = /(\.map|\.txt|\.gz|\.br|\.html|^start\.json)$/;

/**
 * The files remoteEntry.js can load: the chunks (and their styles and images) of its entry and of
 * every chunk group below it. Not those of the build's other entries (a remote's standalone
 * `main.js`, which runs it without the shell).
 */
function entryFiles(compilation, entry) {
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      for (const file of chunk.auxiliaryFiles) files.add(file);
    }
    for (const child of group.getChildren()) visit(child);
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    if (entrypoint.chunks.some((chunk) => chunk.files.has(entry))) visit(entrypoint);
  }
  return files;
}

const sha256 = (content) => crypto.createHash('sha256').update(content).digest('hex');

/**
 * The list of a build's files: each file's address relative to the list, and a revision: null for
 * a file whose name carries its content hash (webpack marks it `immutable`: a new content is a new
 * name), else the hash of its content (remoteEntry.js keeps its name from version to version).
 * `revision` of the whole list changes whenever any file does, so one string compares versions.
 * @param {{ name: string, content: Buffer | string, immutable: boolean }[]} assets
 */
function precacheList(assets) {
  const files = assets
    .filter((asset) => !NOT_FETCHED.test(asset.name) && asset.name !== PRECACHE_FILE)
    .map((asset) => ({ url: asset.name, revision: asset.immutable ? null : sha256(asset.content) }))
    .sort((a, b) => a.url.localeCompare(b.url));
  const revision = sha256(files.map((file) => `${file.url} ${file.revision ?? ''}`).join('\n'));
  return { revision, files };
}

/**
 * Writes `precache.json` beside a remote's `remoteEntry.js`: `{ revision, files: [{ url,
 * revision }] }` (see {@link precacheList}). It runs last (the REPORT stage), once every file is
 * final, and fails the build when the list would not name the remote's entry.
 */
class PrecacheListPlugin {
  /** @param {{ entry?: string }} [options] the file the list must hold (remoteEntry.js) */
  constructor({ entry = 'remoteEntry.js' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    addFilesAt(compiler, NAME, 'REPORT', (compilation, emit) => {
      const reachable = entryFiles(compilation, this.entry);
      const list = precacheList(
        compilation
          .getAssets()
          .filter((asset) => reachable.has(asset.name))
          .map((asset) => ({
            name: asset.name,
            content: asset.source.buffer(),
            immutable: Boolean(asset.info.immutable),
          })),
      );
      if (!list.files.some((file) => file.url === this.entry)) {
        throw new Error(`${NAME}: ${this.entry} is not among the built files`);
      }
      emit(PRECACHE_FILE, JSON.stringify(list));
    });
  }
}

module.exports = { PrecacheListPlugin, PRECACHE_FILE, precacheList };
