// `npm test`: the whole jest suite on embedded PGlite, then again on PostgreSQL when
// TEST_DATABASE_URL is set (each test file in its own fresh database). Arguments go to jest.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const args = process.argv.slice(2);
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;

function run(label, env) {
  console.log(`\n== @muster/api tests on ${label}\n`);
  const start = Date.now();
  const result = spawnSync(process.execPath, ['--experimental-vm-modules', jest, ...args], {
    stdio: 'inherit',
    env,
  });
  // CI's summary reads this line to tell the two databases' times apart.
  console.log(
    `== @muster/api tests on ${label} took ${((Date.now() - start) / 1000).toFixed(1)} s`,
  );
  return result.status ?? 1;
}

let status = run('PGlite', withoutPostgres);
if (TEST_DATABASE_URL)
  status = run('PostgreSQL', { ...withoutPostgres, TEST_DATABASE_URL }) || status;
process.exit(status);
