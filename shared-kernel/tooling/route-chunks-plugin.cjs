// The server preloads a route's screen by the chunk name the kernel's route table gives it
// (`routeChunkName`); a `webpackChunkName` that names no route of its front end would only show as a
// screen drawn after a second 'Loading...'. This plugin makes such a name fail the build.
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { WebpackError } = require('webpack');

const NAME = 'RouteChunksPlugin';

/** What starts the name of a chunk that draws a route's screen. */
const ROUTE_CHUNK = 'route';

/**
 * The errors of a build's chunk names: one for each chunk whose name starts with 'route' and is not
 * the chunk name of one of the front end's route patterns.
 * @param {string} frontEnd the front end's federation name ('factions', 'shell', ...)
 * @param {Iterable<string>} chunkNames the names of the build's chunks
 * @param {readonly string[]} patterns the front end's route patterns
 * @param {(pattern: string) => string} chunkNameOf the kernel's `routeChunkName`
 * @returns {string[]}
 */
function routeChunkErrors(frontEnd, chunkNames, patterns, chunkNameOf) {
  const known = new Set(patterns.map(chunkNameOf));
  return [...chunkNames]
    .filter((name) => name.startsWith(ROUTE_CHUNK) && !known.has(name))
    .map(
      (name) =>
        `${NAME}: the chunk "${name}" is named after no route of ${frontEnd}: a webpackChunkName ` +
        `starting with '${ROUTE_CHUNK}' must be routeChunkName of one of its patterns ` +
        `(${[...known].sort().join(', ') || 'it has none'}).`,
    );
}

/**
 * The route table of the kernel's build (`dist/`, which the front ends build against), loaded
 * once: it is an ES module and this configuration is CommonJS.
 */
let routeTable;
const loadRouteTable = () =>
  (routeTable ??= import(
    pathToFileURL(path.join(__dirname, '..', 'dist', 'core', 'routes', 'route-table.js')).href
  ));

/** Fails the build of a front end on a route chunk named after none of its routes. */
class RouteChunksPlugin {
  /** @param {string} frontEnd the federation name: a remote's, or 'shell' */
  constructor(frontEnd) {
    this.frontEnd = frontEnd;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterSeal.tapPromise(NAME, async () => {
        const { REMOTE_ROUTES, SHELL_ROUTES, routeChunkName } = await loadRouteTable();
        const patterns = this.frontEnd === 'shell' ? SHELL_ROUTES : REMOTE_ROUTES[this.frontEnd];
        if (patterns === undefined) {
          compilation.errors.push(new WebpackError(`${NAME}: no route table for ${this.frontEnd}`));
          return;
        }
        const names = [...compilation.chunks].flatMap((chunk) => chunk.name ?? []);
        for (const message of routeChunkErrors(this.frontEnd, names, patterns, routeChunkName)) {
          compilation.errors.push(new WebpackError(message));
        }
      });
    });
  }
}

module.exports = { RouteChunksPlugin, routeChunkErrors };
