// `npm test`: the whole jest suite on embedded PGlite and, when TEST_DATABASE_URL is set, again on
// PostgreSQL (each test file in its own fresh database). Arguments go to jest. The two runs go at
// the same time, one jest worker each, so that on a two-core machine both cores work; each run's
// output is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const args = process.argv.slice(2);
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;

/** One jest run; answers its exit status once its output is printed. */
function run(label, env, { buffered }) {
  const start = Date.now();
  const child = spawn(process.execPath, ['--experimental-vm-modules', jest, ...args], {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
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
      // CI's summary reads this line to tell the two databases' times apart.
      const seconds = ((Date.now() - start) / 1000).toFixed(1);
      console.log(`== @muster/api tests on ${label} took ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const runs = [run('PGlite', withoutPostgres, { buffered: Boolean(TEST_DATABASE_URL) })];
if (TEST_DATABASE_URL)
  runs.push(run('PostgreSQL', { ...withoutPostgres, TEST_DATABASE_URL }, { buffered: true }));
const statuses = await Promise.all(runs);
process.exit(statuses.find((status) => status !== 0) ?? 0);
