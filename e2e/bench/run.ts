import { measureRosterRerender, printRosterFigure } from './roster-bench';
import { measureRouteGroups, printRouteFigures } from './site-bench';

/** The browser benches of `npm run bench`: JS per route group, then the roster re-render. */
async function main(): Promise<void> {
  printRouteFigures(await measureRouteGroups());
  printRosterFigure(await measureRosterRerender());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
