const { jestConfig } = require('@muster/shared-kernel/tooling/jest');

// PGlite compiles its WebAssembly once per test file, which takes a few seconds on a busy machine.
module.exports = {
  ...jestConfig({ dir: __dirname, environment: 'node', esm: true }),
  testTimeout: 60000,
};
