// Mutation testing of the rules that decide what a user may do and which remote owns a route
// (src/core/permissions, src/core/routes): `npm run mutation`. Not part of `npm test`: it takes
// minutes.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.cjs',
    // Only the pure core's tests: they must kill the mutants on their own, and the UI kit's
    // tests would only slow every mutant down.
    config: { roots: ['<rootDir>/src/core'], testEnvironment: 'node', setupFilesAfterEnv: [] },
  },
  mutate: ['src/core/permissions/**/*.ts', 'src/core/routes/route-table.ts', '!src/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  // The development machine has two cores.
  concurrency: 2,
  reporters: ['clear-text', 'html', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  tempDirName: '.stryker-tmp',
  thresholds: { high: 95, low: 90, break: 90 },
};

export default config;
