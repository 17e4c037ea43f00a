/**
 * @jest-environment node
 */
import { REMOTE_ROUTES, SHELL_ROUTES, routeChunkName } from '../src/core/routes/route-table.js';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeChunkErrors } = require('./route-chunks-plugin.cjs') as {
  routeChunkErrors: (
    frontEnd: string,
    chunkNames: Iterable<string>,
    patterns: readonly string[],
    chunkNameOf: (pattern: string) => string,
  ) => string[];
};

const check = (frontEnd: string, names: string[], patterns: readonly string[]) =>
  routeChunkErrors(frontEnd, names, patterns, routeChunkName);

describe('the route chunks check', () => {
  it("passes the chunks named after a front end's routes, and chunks that name no route", () => {
    const names = ['route-factions-slug', 'route-editunit-id', 'main', 'remoteEntry', 'vendors'];
    expect(check('factions', names, REMOTE_ROUTES.factions)).toEqual([]);
    expect(check('rules', ['route', 'route-pointformulas'], REMOTE_ROUTES.rules)).toEqual([]);
  });

  it('fails a route chunk named after no route, naming the chunk', () => {
    const errors = check(
      'factions',
      ['route-factions-slug', 'route-faction-slug', 'routes'],
      REMOTE_ROUTES.factions,
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain(
      'the chunk "route-faction-slug" is named after no route of factions',
    );
    expect(errors[0]).toContain('route-factions-slug');
    expect(errors[1]).toContain('the chunk "routes"');
  });

  it("fails a chunk named after another front end's route", () => {
    expect(check('community', ['route-factions-slug'], REMOTE_ROUTES.community)).toHaveLength(1);
    expect(check('shell', ['route-login'], SHELL_ROUTES)).toEqual([]);
    expect(check('shell', ['route-rosters'], SHELL_ROUTES)).toHaveLength(1);
  });
});
