/**
 * `describe` for tests of PGlite itself (they open PGlite whatever database the run uses): skipped
 * in the suite's PostgreSQL run, which would only repeat the PGlite run's work.
 */
export const describeOnPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;
