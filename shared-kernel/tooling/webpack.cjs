// One webpack + Module Federation configuration for the shell and every remote, so the share
// scope (which libraries are singletons, at which versions) is declared in exactly one place.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { RemoteStartPlugin, ShellStartPlugin } = require('./start-plugin.cjs');
const { PrecacheListPlugin } = require('./precache-plugin.cjs');
const { RouteChunksPlugin } = require('./route-chunks-plugin.cjs');
const { StaticFilesPlugin } = require('./static-files-plugin.cjs');
const kernelPackage = require('../package.json');
const { NormalModuleReplacementPlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');

/** The kernel's built /core, and the operations without their schemas made beside it. */
const KERNEL_CORE = path.join(__dirname, '..', 'dist', 'core');
const BROWSER_OPERATIONS = path.join(KERNEL_CORE, 'api', 'index.browser.js');

/**
 * Gives the front ends the operations without their schemas (tooling/browser-operations.mjs):
 * every import of the kernel's core/api/index.js (by /core's entry and the page's first reads)
 * gets index.browser.js, so TypeBox and the entity schemas stay out of every page.
 */
const browserOperationsPlugin = () =>
  new NormalModuleReplacementPlugin(/(^|\/)api\/index\.js$/, (resource) => {
    if (resource.context.startsWith(KERNEL_CORE)) resource.request = BROWSER_OPERATIONS;
  });

/**
 * Production minification by SWC: webpack's default (terser, two passes) spent two thirds of each
 * front end's build minifying, mostly the shared libraries every front end carries as its share
 * scope's fallback; SWC does the same in under a fifth of the time, with output no larger
 * (measured on the roster builder: 252.4 KB gzipped against terser's 252.7).
 */
const swcMinimizer = () =>
  new MinimizerPlugin({
    minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
  });

/**
 * The favicon (the Muster mark, 221 bytes of SVG) as a data: address inside the page: the tab
 * shows it without a request, which on a phone would share the first round trips with the
 * page's scripts.
 */
const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(
  fs.readFileSync(path.join(__dirname, 'favicon.svg'), 'utf8').trim(),
)}`;

/**
 * Libraries every front-end package must share as one instance: a second copy keeps state of its
 * own (one React for hooks, one router, one toast queue, one query client).
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  'react-toastify': 'react-toastify',
  // Two copies would be two React contexts: 'No QueryClient set' in every remote.
  '@tanstack/react-query': '@tanstack/react-query',
  '@tanstack/query-core': '@tanstack/query-core',
};

/**
 * The kernel's entries that are one instance per page. /core/points holds the engine's formula
 * cache, apart from /core so that pages that compute no cost never download the formula parser;
 * /client holds the session, the toasts and the query cache; /client/rosters the rosters of this
 * browser, apart so that only pages with rosters download it (it checks them with the TypeBox
 * schemas of /core/model, which is not shared, in a chunk it fetches on its first write). /ui holds
 * no state, so it is not shared: each front end bundles only the components it draws, and markdown
 * reaches only the pages that render it. Nor is /client/moderation, which holds none either: each
 * remote that moderates bundles it.
 */
const KERNEL_SINGLETONS = [
  '@muster/shared-kernel/core',
  '@muster/shared-kernel/core/points',
  '@muster/shared-kernel/client',
  '@muster/shared-kernel/client/rosters',
];

/**
 * The libraries the host draws its first screen with. It bundles them in its entry (`eager`), so
 * a first visit fetches one file instead of one per library; each of those files is a round
 * trip on a phone's HTTP/1.1 connections. Remotes keep consuming them from the share scope. The
 * host is their provider, so it skips checking their versions against its own (a semver parse
 * per library, about 60 ms of a phone's start); a remote still checks what it is given.
 */
const HOST_EAGER = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@muster/shared-kernel/core',
  '@muster/shared-kernel/client',
];

/**
 * The shared kernel entries the host never imports, so never provides: a page loads the copy of
 * the first remote that needs one. A remote's screens preload their own copy with the page.
 */
const REMOTE_PROVIDED = KERNEL_SINGLETONS.filter((entry) => !HOST_EAGER.includes(entry));

/**
 * The module provided for each singleton when it is not the package itself. `react-router-dom`
 * is provided as the curated surface of react-router-surface.mjs (see there why); react-router is
 * then bundled inside that one singleton, so it exists once per page without being shared alone.
 */
const PROVIDED_AS = {
  'react-router-dom': path.join(__dirname, 'react-router-surface.mjs'),
};

/** Aliases of react-router's entry points to its production build. */
function reactRouterProduction() {
  const dist = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * The shared scope for one package, with versions read from that package's own dependencies.
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 */
function sharedScope(dependencies, { eager = [] } = {}) {
  const shared = {};
  for (const [request, pkg] of Object.entries(SINGLETONS)) {
    const requiredVersion = dependencies[pkg];
    if (!requiredVersion) throw new Error(`dependency ${pkg} is missing from package.json`);
    shared[request] = {
      singleton: true,
      requiredVersion: eager.includes(request) ? false : requiredVersion,
      eager: eager.includes(request),
    };
    if (PROVIDED_AS[request]) {
      shared[request].import = PROVIDED_AS[request];
      shared[request].version = require(`${pkg}/package.json`).version;
    }
  }
  for (const entry of KERNEL_SINGLETONS) {
    shared[entry] = {
      singleton: true,
      version: kernelPackage.version,
      requiredVersion: eager.includes(entry) ? false : `^${kernelPackage.version}`,
      eager: eager.includes(entry),
    };
  }
  return shared;
}

/**
 * Text files worth compressing; the API picks brotli or gzip by `Accept-Encoding`. Not the HTML:
 * the server puts the shell's page together for each request and compresses it then.
 */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * The production-only plugins: styles extracted to CSS files, and every text file compressed once,
 * at build time, with brotli (`.br`, best quality) and gzip (`.gz`) beside it, served as-is.
 */
function productionPlugins() {
  return [
    new MiniCssExtractPlugin({
      filename: '[name].[contenthash:12].css',
      chunkFilename: '[name].[contenthash:12].css',
      // Each screen's styles are scoped by class names, so chunk order does not change the cascade.
      ignoreOrder: true,
    }),
    new CompressionPlugin({ test: COMPRESSIBLE, threshold: 0, minRatio: 0.9 }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      threshold: 0,
      minRatio: 0.9,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/** The site's colours for the browser's own surfaces (muster.css: --navy and --paper). */
const THEME_COLOR = '#1f2a44';

/** Where the service worker is compiled before the shell's build injects its file list. */
const compiledWorker = (dir) => path.join(dir, 'node_modules', '.cache', 'service-worker', 'sw.js');

/**
 * The host's service worker (docs/offline.md), compiled from TypeScript on its own, as a web
 * worker. Not by InjectManifest's child compilation: a child compiler inherits the federation
 * plugin's hooks, which put the host's eager shared libraries (React and the rest, 80 KB) into
 * the worker.
 * @param {string} dir the package directory
 * @param {string} swSrc the worker's source
 */
function serviceWorkerConfig(dir, swSrc) {
  return {
    name: 'service-worker',
    mode: 'production',
    context: dir,
    target: 'webworker',
    entry: swSrc,
    devtool: false,
    output: { path: path.dirname(compiledWorker(dir)), filename: 'sw.js', clean: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
      ],
    },
    optimization: { minimizer: [swcMinimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The host's offline plugins: the compiled service worker with the list of the shell's own files
 * injected by Workbox's InjectManifest (remotes list their files themselves: precache-plugin.cjs),
 * and the files served as they are (the web app manifest and its icons).
 * @param {string} dir the package directory
 * @param {string} publicDir the folder of files served as they are
 */
function offlinePlugins(dir, publicDir) {
  const { InjectManifest } = require('workbox-webpack-plugin');
  return [
    new StaticFilesPlugin(publicDir),
    new InjectManifest({
      swSrc: compiledWorker(dir),
      compileSrc: false,
      swDest: 'sw.js',
      // The page is put together by the server for each request (the worker keeps navigations
      // in a cache of its own); maps, licences and the compressed copies are never fetched.
      exclude: [/\.map$/, /\.gz$/, /\.br$/, /\.txt$/, /\.html$/, /^start\.json$/],
      // A name with a content hash is its own revision.
      dontCacheBustURLsMatching: /\.[0-9a-f]{12}\./,
    }),
  ];
}

/**
 * Builds a webpack configuration for a federated front-end package.
 * @param {object} options
 * @param {string} options.dir the package directory (its package.json is read from there)
 * @param {string} options.name federation name: 'shell' for the host, else the remote's name
 * @param {Record<string, string>} [options.exposes] modules a remote exposes ('./App')
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (the host's retry/fallback)
 * @param {number} options.port dev-server port
 * @param {string} [options.publicPath] 'auto' for remotes, '/' for the host
 * @param {Record<string, unknown>} [options.devServer] extra dev-server options
 * @param {{ swSrc: string, publicDir: string }} [options.pwa] the host's service worker source
 *   and its folder of files served as they are (web app manifest, icons). In production the
 *   configuration is then two builds: the worker first, then the host, which injects its list.
 *   Development builds have no worker: it would serve the build before the last change.
 */
function federatedConfig({ dir, name, exposes, runtimePlugins, port, publicPath, devServer, pwa }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const config = {
      dependencies: production && pwa ? ['service-worker'] : undefined,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: publicPath ?? 'auto',
        uniqueName: `muster_${name}`,
        filename: production ? '[name].[contenthash:12].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // react-router 7 exports its development build by default; ship the production one.
        alias: production ? reactRouterProduction() : {},
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true } },
          },
          // Production styles are CSS files (fetched beside their chunk), not JavaScript.
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        browserOperationsPlugin(),
        new ModuleFederationPlugin({
          name,
          filename: exposes ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: {},
          shared: sharedScope(pkg.dependencies ?? {}, { eager: exposes ? [] : HOST_EAGER }),
          // The shell lends its runtime core to the remotes; a production remote uses it instead of
          // bundling its own (a remote started alone, in development, keeps its own).
          runtimePlugins: exposes
            ? runtimePlugins
            : [require.resolve('./provide-runtime-core.mjs'), ...(runtimePlugins ?? [])],
          dts: false,
          manifest: false,
          // Remotes are plain remoteEntry.js files (no manifest snapshots) loaded in browsers:
          // leave the snapshot and Node code out of the federation runtime.
          // A remote never loads other remotes: leave the remote-loading code out of its entry.
          // The host starts asynchronously (the share scope is set up before its code runs), so
          // it needs no `import('./bootstrap')` boundary and its start is one file, main.js.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web', disableRemote: Boolean(exposes) },
            externalRuntime: Boolean(exposes) && production,
            asyncStartup: !exposes,
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: name === 'shell' ? 'Muster' : `Muster: ${name} (standalone)`,
          faviconHref: FAVICON_HREF,
          themeColor: THEME_COLOR,
          webManifest: pwa ? '/manifest.webmanifest' : null,
        }),
        ...(production ? productionPlugins() : []),
        ...(production && pwa ? offlinePlugins(dir, pwa.publicDir) : []),
        // Each remote lists its files for the shell's service worker (see precache-plugin.cjs).
        ...(production && exposes ? [new PrecacheListPlugin()] : []),
        // A screen's chunk is named after one of the routes of its front end, or the build fails.
        new RouteChunksPlugin(name),
        // The host starts from one script; a remote lists its start files for the server to name.
        ...(production
          ? [exposes ? new RemoteStartPlugin(REMOTE_PROVIDED) : new ShellStartPlugin()]
          : []),
      ],
      optimization: { minimizer: [swcMinimizer()] },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json'], target: 'http://localhost:8080' }],
        ...devServer,
      },
    };
    return production && pwa ? [serviceWorkerConfig(dir, pwa.swSrc), config] : config;
  };
}

module.exports = { federatedConfig, sharedScope, SINGLETONS, KERNEL_SINGLETONS, PROVIDED_AS };
