// The one way the build plugins here add files to a build: at a named stage of webpack's
// processAssets hook, once per compilation, with the file's content as a string or bytes.
// The stage decides what the plugin sees: REPORT runs last, once every file is final.

/**
 * Calls `addFiles(compilation, emit)` at `stage` of every compilation of `compiler`; `emit(file,
 * content)` adds a file to the build under that name.
 * @param {import('webpack').Compiler} compiler
 * @param {string} name the plugin's name, for webpack's hooks and stats
 * @param {'ADDITIONAL' | 'SUMMARIZE' | 'REPORT'} stage after `PROCESS_ASSETS_STAGE_`
 * @param {(compilation: import('webpack').Compilation, emit: (file: string, content: string | Buffer) => void) => void} addFiles
 */
function addFilesAt(compiler, name, stage, addFiles) {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name, stage: Compilation[`PROCESS_ASSETS_STAGE_${stage}`] },
      () =>
        addFiles(compilation, (file, content) =>
          compilation.emitAsset(file, new sources.RawSource(content)),
        ),
    );
  });
}

module.exports = { addFilesAt };
