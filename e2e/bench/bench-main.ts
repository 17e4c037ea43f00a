/** Prints an error and ends the process with status 1 when `work` fails. */
export function exitOnError(work: Promise<unknown>): void {
  work.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Runs one bench started on its own (`tsx bench/site-bench.ts`): measures, then prints the
 * figures; `npm run bench` (run.ts) runs them all in one process instead.
 */
export function runBench<T>(measure: () => Promise<T>, print: (figures: T) => void): void {
  exitOnError(measure().then(print));
}
