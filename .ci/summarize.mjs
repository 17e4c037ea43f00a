// Closes a CI run: where the time went (each step of .ci/run, each package's build and tests, the
// API suite on each database, the browser suite, the slowest test files), then one line
// `N passed, N failed` summing the jest summaries ("Tests: 1 failed, 20 passed, 21 total") and
// Playwright's closing lines ("10 passed (13.7s)", "1 failed") of the steps' logs.
//
// Usage: node .ci/summarize.mjs STEPS_FILE [STEP=LOG]...
//   STEPS_FILE: one line per step of .ci/run, `name<TAB>start ms<TAB>end ms<TAB>exit status`
//   STEP=LOG:   a step's output, each line prefixed `[seconds] ` by stamp.mjs
import { existsSync, readFileSync } from 'node:fs';

const [, , stepsFile, ...logArgs] = process.argv;
const steps = readFileSync(stepsFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name, start, end, status] = line.split('\t');
    return {
      name,
      start: Number(start),
      end: Number(end),
      seconds: (Number(end) - Number(start)) / 1000,
      status: Number(status),
    };
  });

// eslint-disable-next-line no-control-regex -- the colour codes jest and lerna print
const COLOUR = /\x1b\[[0-9;]*m/g;
/** A stamped log's lines, each with its time in seconds (NaN for an unstamped line). */
function readLog(file) {
  const stamped = (existsSync(file) ? readFileSync(file, 'utf8') : '').replace(COLOUR, '');
  return stamped.split('\n').map((raw) => {
    const match = /^\[\s*([\d.]+)\] ?(.*)$/.exec(raw);
    return match ? { at: Number(match[1]), text: match[2] } : { at: NaN, text: raw };
  });
}
/** Each step's log lines, by step name. */
const logs = new Map(
  logArgs.map((arg) => {
    const at = arg.indexOf('=');
    return [arg.slice(0, at), readLog(arg.slice(at + 1))];
  }),
);
const allLines = [...logs.values()].flat();

const rows = [];
const row = (depth, label, seconds) => rows.push({ depth, label, seconds });

/** Each `lerna run` of a log: its target, wall time and each task's time (NX_PERF_LOGGING). */
function lernaRuns(lines) {
  const runs = [];
  let start = NaN;
  for (let i = 0; i < lines.length; i++) {
    const { at, text } = lines[i];
    if (/^lerna notice cli/.test(text)) start = at;
    if (text.trim() !== 'Task Execution Timings:') continue;
    let json = '';
    for (i++; i < lines.length; i++) {
      json += lines[i].text;
      if (lines[i].text.trim() === '}') break;
    }
    const tasks = Object.entries(JSON.parse(json));
    const target = tasks[0]?.[0].split(':').pop() ?? '?';
    runs.push({ target, seconds: at - start, tasks });
  }
  return runs;
}

/** Seconds between a log's first line matching `from` and its first later line matching `to`. */
function span(lines, from, to) {
  const first = lines.findIndex((line) => from.test(line.text));
  if (first < 0) return undefined;
  const last = to ? lines.findIndex((line, i) => i > first && to.test(line.text)) : -1;
  const end = last < 0 ? lines.filter((line) => !Number.isNaN(line.at)).at(-1) : lines[last];
  return end.at - lines[first].at;
}

for (const step of steps) {
  row(0, `${step.name}${step.status ? ` (exit ${step.status})` : ''}`, step.seconds);
  const lines = logs.get(step.name);
  if (!lines) continue;
  for (const run of lernaRuns(lines)) {
    row(1, `lerna run ${run.target} (wall)`, run.seconds);
    for (const [task, ms] of run.tasks) {
      row(2, task, ms / 1000);
      if (task === '@muster/api:test') {
        // One line a run: `== @muster/api tests on PGlite (1/2) took 301.2 s`.
        for (const { text } of lines) {
          const took = /^== @muster\/api tests on (.+) took ([\d.]+) s/.exec(text);
          if (took) row(3, `on ${took[1]}`, Number(took[2]));
        }
      }
    }
  }
  const e2e = span(lines, /^> @muster\/e2e@[\d.]+ test$/);
  if (e2e !== undefined) row(1, 'browser suite (Playwright)', e2e);
}
// Wall time: the type check and the lint run beside the tests.
row(
  0,
  'total',
  steps.length
    ? (Math.max(...steps.map((step) => step.end)) - Math.min(...steps.map((step) => step.start))) /
        1000
    : 0,
);

console.log('\n== Where the time went (seconds)');
for (const { depth, label, seconds } of rows)
  console.log(
    `${'  '.repeat(depth)}${label.padEnd(44 - 2 * depth)}${seconds.toFixed(1).padStart(8)}`,
  );

// Jest marks a test file that took long with its time: "PASS test/x.test.ts (12.3 s)".
const files = allLines
  .map(({ text }) => /^\s*(?:PASS|FAIL)\s+(\S+)\s+\(([\d.]+) s\)/.exec(text))
  .filter(Boolean)
  .map((match) => ({ file: match[1], seconds: Number(match[2]) }))
  .sort((a, b) => b.seconds - a.seconds);
// Playwright's JSON report: each spec file's total.
const report = 'e2e/test-results/results.json';
if (existsSync(report)) {
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) walk(suite);
  for (const [file, seconds] of perFile) files.push({ file: `e2e ${file}`, seconds });
  files.sort((a, b) => b.seconds - a.seconds);
}
if (files.length) {
  console.log('\n== Slowest test files (seconds)');
  for (const { file, seconds } of files.slice(0, 12))
    console.log(`${file.padEnd(52)}${seconds.toFixed(1).padStart(8)}`);
}

let passed = 0;
let failed = 0;
for (const { text } of allLines) {
  const jest = /Tests:\s+(.*\d+ total)/.exec(text);
  if (jest) {
    passed += Number(/(\d+) passed/.exec(jest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(jest[1])?.[1] ?? 0);
    continue;
  }
  const playwright = /^\s*(\d+) (passed|failed|flaky)(?: \(|$)/.exec(text);
  if (playwright) {
    if (playwright[2] === 'passed') passed += Number(playwright[1]);
    else failed += Number(playwright[1]);
  }
}

// A build or setup failure runs no test: count it, so a red run never reads as green. The lint
// (ESLint with the package boundaries, Prettier) and the type check count as one check each.
const testStep = steps.find((step) => step.name === 'npm test');
if ((!testStep || testStep.status !== 0) && failed === 0) failed = 1;
for (const step of steps) if (step.name !== 'npm test' && step.status !== 0) failed += 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
