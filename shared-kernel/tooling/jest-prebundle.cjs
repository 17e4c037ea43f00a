// Jest evaluates every module of a package anew for each test file. For the API's native ES
// module tests, TypeBox (about 370 modules) and drizzle-orm (about 220) were half of what each test
// file loaded, and loading is most of a short test file's time. Each entry point used is bundled
// once per installed version into a few ES modules, which those tests load instead.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');

/** The installed version of a package (its package.json is not always exported). */
function versionOf(name) {
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/** The file name of an entry point's bundle: `drizzle-orm/pg-core` → `drizzle-orm__pg-core`. */
const fileName = (entry) => entry.replaceAll('/', '__');

/**
 * Bundles `entries` (package entry points, as imported) unless a bundle of these versions exists,
 * and answers jest `moduleNameMapper` entries sending each to its bundle. Code splitting puts what
 * entry points share (drizzle-orm's column classes, TypeBox's registries) in one chunk, so every
 * importer sees one copy. `external` packages stay imports, resolved from the repository's
 * node_modules: the bundles live in node_modules/.cache.
 * @param {string[]} entries
 * @param {{ external?: string[] }} [options]
 * @returns {Record<string, string>}
 */
function prebundled(entries, { external = [] } = {}) {
  const packages = [...new Set(entries.map((entry) => entry.split('/')[0]))].sort();
  const key = createHash('sha256')
    .update(JSON.stringify({ entries, external, versions: packages.map(versionOf) }))
    .update(fs.readFileSync(__filename))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(ROOT, 'node_modules', '.cache', 'muster-jest-prebundle', key);
  if (!fs.existsSync(dir)) build(entries, external, dir);
  return Object.fromEntries(
    entries.map((entry) => [
      `^${entry.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`,
      path.join(dir, `${fileName(entry)}.mjs`),
    ]),
  );
}

/** Writes the bundles beside `dir`, then moves them in place: test runs started at once may race. */
function build(entries, external, dir) {
  const esbuild = require('esbuild');
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const staging = fs.mkdtempSync(`${dir}-`);
  esbuild.buildSync({
    entryPoints: Object.fromEntries(entries.map((entry) => [fileName(entry), entry])),
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    external,
    logLevel: 'error',
  });
  try {
    fs.renameSync(staging, dir);
  } catch (error) {
    // Another run finished first: its bundles are the same.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw error;
  }
}

module.exports = { prebundled };
