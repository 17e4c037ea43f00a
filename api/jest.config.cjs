const { jestConfig } = require('@muster/shared-kernel/tooling/jest');

// PGlite compiles its WebAssembly once per test file, which takes a few seconds on a busy machine.
module.exports = {
  ...jestConfig({ dir: __dirname, environment: 'node', esm: true }),
  testTimeout: 60000,
  // One migrated database for the run, which each test file's database starts from.
  globalSetup: '<rootDir>/test/helpers/global-setup.mjs',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.mjs',
};
