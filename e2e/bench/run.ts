import { exitOnError } from './bench-main';
import { measureLighthouse, printLighthouseFigures } from './lighthouse-bench';
import { measureRosterRerender, printRosterFigure } from './roster-bench';
import { measureRoutes, printRouteFigures } from './site-bench';

/** The browser benches of `npm run bench`: JS per route, Lighthouse, the roster re-render. */
async function main(): Promise<void> {
  printRouteFigures(await measureRoutes());
  printLighthouseFigures(await measureLighthouse());
  printRosterFigure(await measureRosterRerender());
}

exitOnError(main());
