// Files a package serves as they are, beside its build: the host's web app manifest and icons,
// whose addresses are named from outside the bundle (the manifest names its icons, the page the
// manifest), so they keep their names instead of taking a content hash.
const fs = require('node:fs');
const path = require('node:path');
const { addFilesAt } = require('./process-assets.cjs');

const NAME = 'StaticFilesPlugin';

/** Emits every file of a folder (not its subfolders) into the build under its own name. */
class StaticFilesPlugin {
  /** @param {string} dir the folder */
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    addFilesAt(compiler, NAME, 'ADDITIONAL', (compilation, emit) => {
      compilation.contextDependencies.add(this.dir);
      for (const entry of fs.readdirSync(this.dir, { withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(this.dir, entry.name);
        compilation.fileDependencies.add(file);
        emit(entry.name, fs.readFileSync(file));
      }
    });
  }
}

module.exports = { StaticFilesPlugin };
