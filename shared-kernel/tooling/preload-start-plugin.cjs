// The shell's index.html names every file its start needs, so the browser fetches them at once,
// beside main.js, instead of learning of them one step at a time (DESIGN §8: a shorter load
// waterfall on a phone).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartPlugin';

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
 * The files the page loads before it draws anything: the chunks of the entry's own imports (the
 * async boundary, `import('./bootstrap')`) and, for every shared library they consume, the chunks
 * of the shell's own copy of it (the one the share scope hands out), then what those consume in
 * turn. Lazy screens (`import()` inside the app) stay out: they load on their first visit.
 */
function startFiles(compilation) {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const provided = new Map();
  for (const group of entry.getChildren()) {
    for (const module of originModules(group).filter(isProvide)) {
      provided.set(shareKeyOf(module), group);
    }
  }
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
    for (const child of group.getChildren()) {
      const consumed = originModules(child).filter(isConsume);
      // A consumed library loads the shell's provided copy (its chunks may differ from the
      // fallback's); a library nobody provides loads its fallback.
      for (const module of consumed) visit(provided.get(shareKeyOf(module)) ?? child);
    }
  };
  // The async boundary is imported by the entry module itself; lazy imports inside libraries the
  // host bundles in its entry (eager) are children of the entry too, and wait for their first use.
  const entryModules = new Set(
    entry.chunks.flatMap((chunk) => [
      ...compilation.chunkGraph.getChunkEntryModulesIterable(chunk),
    ]),
  );
  for (const group of entry.getChildren()) {
    if (originModules(group).some((module) => entryModules.has(module))) visit(group);
  }
  return [...files].filter((file) => /\.(js|css)$/.test(file));
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
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = exposedFiles(compilation);
          if (!files.some((file) => file.endsWith('.js'))) {
            throw new Error(`${NAME}: found no exposed chunks for ${START_FILE}`);
          }
          const start = { app: files, routes: routeFiles(compilation, this.ownShares) };
          compilation.emitAsset(START_FILE, new sources.RawSource(JSON.stringify(start)));
        },
      );
    });
  }
}

/**
 * Marks the entry script `fetchpriority="high"` and adds to index.html a `<link rel="preload">`
 * for each script of the start and a stylesheet link for each of its styles (the style loader finds them there and does not load them again).
 * Fails the build if it finds none: Module Federation's chunk graph changed under it.
 */
class PreloadStartPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = startFiles(compilation);
        if (!files.some((file) => file.endsWith('.js'))) {
          throw new Error(`${NAME}: found no start chunks to preload`);
        }
        const publicPath = data.publicPath;
        const tags = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'link',
            file.endsWith('.css')
              ? { rel: 'stylesheet', href: publicPath + file }
              : { rel: 'preload', as: 'script', href: publicPath + file },
          ),
        );
        // The entry script is the root of everything else; a deferred script is fetched at low
        // priority unless told otherwise.
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartPlugin, RemoteStartPlugin, START_FILE };
