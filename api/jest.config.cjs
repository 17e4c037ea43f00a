const { jestConfig } = require('@muster/shared-kernel/tooling/jest');
const { prebundled } = require('@muster/shared-kernel/tooling/jest-prebundle');

const base = jestConfig({ dir: __dirname, environment: 'node', esm: true });

module.exports = {
  ...base,
  moduleNameMapper: {
    ...prebundled(
      [
        'typebox',
        'typebox/value',
        'drizzle-orm',
        'drizzle-orm/pg-core',
        'drizzle-orm/migrator',
        'drizzle-orm/pglite',
        'drizzle-orm/pglite/migrator',
        'drizzle-orm/node-postgres',
        'drizzle-orm/node-postgres/migrator',
      ],
      { external: ['@electric-sql/pglite', 'pg'] },
    ),
    ...base.moduleNameMapper,
  },
  // PGlite compiles its WebAssembly once per test file, which takes a few seconds on a busy machine.
  testTimeout: 60000,
  // Each test file's modules and PGlite's WebAssembly memory stay reachable in the process that
  // ran it, so one long-lived process spends ever more time collecting garbage (the PGlite run
  // took 591 CPU-seconds in one process, 378 with this). A fresh worker takes over past this size.
  workerIdleMemoryLimit: '512MB',
  // One migrated database for the run, which each test file's database starts from.
  globalSetup: '<rootDir>/test/helpers/global-setup.mjs',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.mjs',
};
