// Sums the jest summaries ("Tests: 1 failed, 20 passed, 21 total") and Playwright's closing
// lines ("10 passed (13.7s)", "1 failed") of one `npm test` log into `N passed, N failed`.
import { readFileSync } from 'node:fs';

const [, , logFile, exitStatus = '0', lintStatus = '0'] = process.argv;
// eslint-disable-next-line no-control-regex -- strips the colour codes jest and lerna print
const log = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');

let passed = 0;
let failed = 0;
for (const line of log.split('\n')) {
  const jest = /Tests:\s+(.*\d+ total)/.exec(line);
  if (jest) {
    passed += Number(/(\d+) passed/.exec(jest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(jest[1])?.[1] ?? 0);
    continue;
  }
  const playwright = /^\s*(\d+) (passed|failed|flaky)(?: \(|$)/.exec(line);
  if (playwright) {
    if (playwright[2] === 'passed') passed += Number(playwright[1]);
    else failed += Number(playwright[1]);
  }
}

// A build or setup failure runs no test: count it, so a red run never reads as green.
if (exitStatus !== '0' && failed === 0) failed = 1;
// The lint (ESLint with the package boundaries, Prettier) counts as one more check.
if (lintStatus !== '0') failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
