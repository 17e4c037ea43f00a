const { jestConfig } = require('./tooling/jest.cjs');

const config = jestConfig({ dir: __dirname });
// The build tooling's plugins are tested beside them too.
config.roots.push('<rootDir>/tooling');

// The kernel is `"type": "module"` with NodeNext, under which ts-jest would emit ES modules that
// jest's CommonJS runtime cannot load: compile the tests (and the ESM-only markdown stack) to
// CommonJS instead. The build itself stays NodeNext ESM.
const tsJest = [
  'ts-jest',
  {
    tsconfig: { module: 'commonjs', moduleResolution: 'node10', allowJs: true, jsx: 'react-jsx' },
    diagnostics: false,
  },
];
config.transform = { '^.+\\.[tj]sx?$': tsJest, '^.+\\.mjs$': tsJest };

module.exports = config;
