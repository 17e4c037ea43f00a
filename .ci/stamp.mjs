// Copies a command's output (stdin) to stdout unchanged and to a log file with each line prefixed
// by the seconds since the start (`[  12.3] line`), so the summary can tell how long each phase of
// `npm test` took.
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

const [, , logFile] = process.argv;
const log = createWriteStream(logFile);
const start = Date.now();
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  process.stdout.write(`${line}\n`);
  log.write(`[${((Date.now() - start) / 1000).toFixed(1).padStart(7)}] ${line}\n`);
}
log.end();
