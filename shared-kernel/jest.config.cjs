const { jestConfig } = require('./tooling/jest.cjs');

const config = jestConfig({ dir: __dirname });
// The build tooling's plugins are tested beside them too.
config.roots.push('<rootDir>/tooling');

// The kernel is `"type": "module"` with NodeNext, but jest's CommonJS runtime runs its tests: the
// transform (SWC) compiles them, and the ESM-only markdown stack, to CommonJS. The build itself
// stays NodeNext ESM.

module.exports = config;
