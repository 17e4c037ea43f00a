// `npm test`: the whole jest suite on embedded PGlite and, when TEST_DATABASE_URL is set, again on
// PostgreSQL (each test file in its own fresh database). Arguments go to jest. The runs go at the
// same time, one jest worker each, so that every core works; each run's output is printed whole
// when it ends, so they never interleave. PGlite runs the database inside the test process, which
// makes its run the longest by far: the whole suite's PGlite run goes in two halves (jest's
// --shard), so the runs keep both cores of a two-core machine busy to the end instead of one
// core waiting for the PGlite run alone.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');

/**
 * Test files whose subject is the same whichever database answers: the HTTP transport
 * (compression, sockets and their caps, security headers, the OpenAPI document), files that
 * open no database, and the operations tests of test/ops, which start their own servers
 * (a PostgreSQL server to stop under an instance, the built API to send SIGTERM). The PostgreSQL
 * run leaves them to the PGlite run; every file that reads or writes data runs on both.
 */
const SAME_ON_EVERY_DATABASE = [
  'test/plugins/compression.test.ts',
  'test/plugins/connections.test.ts',
  'test/plugins/security-headers.test.ts',
  'test/plugins/openapi.test.ts',
  'test/config/',
  'test/layers.test.ts',
  'test/ops/',
];
const args = process.argv.slice(2);
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;

/** One jest run; answers its exit status once its output is printed. */
function run(label, env, { buffered, shard, ignore = [] }) {
  const start = Date.now();
  const shardArgs = shard ? [`--shard=${shard}`] : [];
  // A run of chosen files may find none left to run: that is no failure.
  const ignoreArgs = ignore.length
    ? ['--passWithNoTests', '--testPathIgnorePatterns', ...ignore]
    : [];
  const child = spawn(
    process.execPath,
    ['--experimental-vm-modules', jest, ...args, ...shardArgs, ...ignoreArgs],
    {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    },
  );
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  if (!buffered) console.log(`\n== @muster/api tests on ${label}\n`);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (buffered) {
        console.log(`\n== @muster/api tests on ${label}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      // CI's summary reads this line to tell the runs' times apart.
      const seconds = ((Date.now() - start) / 1000).toFixed(1);
      console.log(`== @muster/api tests on ${label} took ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

// A run of chosen files (arguments given) stays whole: a shard of one file would find no test.
const halves = args.length === 0 ? ['1/2', '2/2'] : [undefined];
const buffered = Boolean(TEST_DATABASE_URL) || halves.length > 1;
const runs = halves.map((shard) =>
  run(shard ? `PGlite (${shard})` : 'PGlite', withoutPostgres, { buffered, shard }),
);
if (TEST_DATABASE_URL)
  runs.push(
    run(
      'PostgreSQL',
      { ...withoutPostgres, TEST_DATABASE_URL },
      { buffered: true, ignore: ['/node_modules/', ...SAME_ON_EVERY_DATABASE] },
    ),
  );
const statuses = await Promise.all(runs);
process.exit(statuses.find((status) => status !== 0) ?? 0);
