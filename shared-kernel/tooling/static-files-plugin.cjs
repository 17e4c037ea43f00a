// Files a package serves as they are, beside its build: the host's web app manifest and icons,
// whose addresses are named from outside the bundle (the manifest names its icons, the page the
// manifest), so they keep their names instead of taking a content hash.
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'StaticFilesPlugin';

/** Emits every file of a folder (not its subfolders) into the build under its own name. */
class StaticFilesPlugin {
  /** @param {string} dir the folder */
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(this.dir);
          for (const entry of fs.readdirSync(this.dir, { withFileTypes: true })) {
            if (!entry.isFile()) continue;
            const file = path.join(this.dir, entry.name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(entry.name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = { StaticFilesPlugin };
