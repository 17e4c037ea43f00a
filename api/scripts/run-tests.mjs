// `npm test`: the whole jest suite on embedded PGlite, then again on PostgreSQL when
// TEST_DATABASE_URL is set (each test file in its own fresh database). Arguments go to jest.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const args = process.argv.slice(2);
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;

function run(label, env) {
  console.log(`\n== @muster/api tests on ${label}\n`);
  const result = spawnSync(process.execPath, ['--experimental-vm-modules', jest, ...args], {
    stdio: 'inherit',
    env,
  });
  return result.status ?? 1;
}

let status = run('PGlite', withoutPostgres);
if (TEST_DATABASE_URL)
  status = run('PostgreSQL', { ...withoutPostgres, TEST_DATABASE_URL }) || status;
process.exit(status);
