// What a page fetches at start, named where the browser or the server can see it at once instead
// of learning of it one step at a time (a shorter load waterfall on a phone; see
// docs/keeping-pages-light.md): the shell's one start script, and each remote's start list
// (start.json) for the server.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { addFilesAt } = require('./process-assets.cjs');

const NAME = 'StartPlugin';

const isContainerEntry = (module) => module?.constructor?.name === 'ContainerEntryModule';
const isProvide = (module) => module?.constructor?.name === 'ProvideSharedModule';
const isConsume = (module) => module?.constructor?.name === 'ConsumeSharedModule';

/** The share key a provide or consume module stands for (Module Federation's own fields). */
function shareKeyOf(module) {
  return isProvide(module) ? module._name : module.options?.shareKey;
}

/** The module of each origin of a chunk group (the import that created it). */
const originModules = (group) => group.origins.map((origin) => origin.module).filter(Boolean);

/**
 * The files the shell's entry imports at start (an async boundary such as `import('./bootstrap')`):
 * none, when Module Federation's async startup lets main.js hold the site's start. Lazy imports
 * inside the app or its libraries are not counted: they wait for their first use.
 */
function startBoundaryFiles(compilation) {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const entryModules = new Set(
    entry.chunks.flatMap((chunk) => [
      ...compilation.chunkGraph.getChunkEntryModulesIterable(chunk),
    ]),
  );
  return entry
    .getChildren()
    .filter((group) => originModules(group).some((module) => entryModules.has(module)))
    .flatMap(groupFiles);
}

/** The files of a chunk group's chunks: its scripts and styles. */
function groupFiles(group) {
  const files = new Set();
  for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  return [...files].filter((file) => /\.(js|css)$/.test(file));
}

/**
 * A remote's start: the chunks of what it exposes (its `./App`), not the lazy screens inside it nor
 * the shared libraries, which the shell provides.
 */
function exposedFiles(compilation) {
  const files = new Set();
  for (const entry of compilation.entrypoints.values()) {
    for (const group of entry.getChildren()) {
      if (originModules(group).some(isContainerEntry))
        groupFiles(group).forEach((f) => files.add(f));
    }
  }
  return [...files];
}

/**
 * The files of each route's screen: the chunk groups a remote names after a route
 * (`webpackChunkName: "route-factions-slug"`, see `routeChunkName` in the kernel).
 */
function routeFiles(compilation, ownShares) {
  const routes = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!/^route(-|$)/.test(name)) continue;
    const files = new Set(groupFiles(group));
    // A library the host never provides is loaded from this remote's own copy: its chunks too.
    const visit = (parent) => {
      for (const child of parent.getChildren()) {
        const consumed = originModules(child).filter(isConsume);
        if (!consumed.some((module) => ownShares.includes(shareKeyOf(module)))) continue;
        groupFiles(child).forEach((file) => files.add(file));
        visit(child);
      }
    };
    visit(group);
    routes[name] = [...files];
  }
  return routes;
}

/** File name of a remote's start list, beside its remoteEntry.js. */
const START_FILE = 'start.json';

/**
 * Writes `start.json` beside a remote's `remoteEntry.js`: the files its `./App` needs (`app`) and
 * those of each named route's screen (`routes`), which the server preloads in the page of a route
 * that remote draws. Fails the build if it finds no `./App` files.
 */
class RemoteStartPlugin {
  /** @param {string[]} ownShares shared libraries the host does not provide (see webpack.cjs) */
  constructor(ownShares) {
    this.ownShares = ownShares;
  }

  apply(compiler) {
    addFilesAt(compiler, NAME, 'SUMMARIZE', (compilation, emit) => {
      const files = exposedFiles(compilation);
      if (!files.some((file) => file.endsWith('.js'))) {
        throw new Error(`${NAME}: found no exposed chunks for ${START_FILE}`);
      }
      const start = { app: files, routes: routeFiles(compilation, this.ownShares) };
      emit(START_FILE, JSON.stringify(start));
    });
  }
}

/**
 * The shell starts from one script: Module Federation's async startup (`asyncStartup` in
 * webpack.cjs) puts the site's start in main.js, with no `import('./bootstrap')` boundary, so a
 * page fetches main.js and its stylesheet and nothing in between. This plugin marks main.js
 * `fetchpriority="high"` (a deferred script is fetched at low priority otherwise) and fails the
 * build if the entry imports a chunk of its own at start: every page would wait for it.
 */
class ShellStartPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const boundary = startBoundaryFiles(compilation);
        if (boundary.length > 0) {
          throw new Error(
            `${NAME}: main.js imports ${boundary.join(', ')} at start; the shell must start from one script (asyncStartup)`,
          );
        }
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        return data;
      });
    });
  }
}

module.exports = { ShellStartPlugin, RemoteStartPlugin, START_FILE };
