// One lint configuration for the whole repository, with the package boundaries (ARCHITECTURE.md):
// remotes and the shell never import each other, and the API never imports browser code.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const fs = require('node:fs');
const path = require('node:path');
const { ROUTER_EXPORTS } = require('./shared-kernel/tooling/router-exports.cjs');

const REMOTES = ['mfe-factions', 'mfe-rosters', 'mfe-rules', 'mfe-community', 'mfe-admin'];

/** The router is shared as a curated surface (shared-kernel/tooling/react-router-surface.mjs). */
const ROUTER_PATHS = [
  {
    name: 'react-router-dom',
    allowImportNames: ROUTER_EXPORTS,
    message:
      'Only the names of shared-kernel/tooling/react-router-surface.mjs are shared: add it there first.',
  },
  { name: 'react-router', message: "Import the router from 'react-router-dom'." },
];

/**
 * The first words of the routes' patterns ('factions' of '/factions/:slug'), read from the kernel's
 * route table (TypeScript, which this CommonJS file cannot load) so a new route is known here too.
 */
function routeWords() {
  const source = fs.readFileSync(
    path.join(__dirname, 'shared-kernel/src/core/routes/route-table.ts'),
    'utf8',
  );
  const table = source.slice(source.indexOf('const ROUTES = {'), source.indexOf('} as const'));
  const words = new Set([...table.matchAll(/'\/([A-Za-z]+)[^']*'/g)].map(([, word]) => word));
  if (words.size < 10) throw new Error('eslint.config.js: the route table was not found');
  return [...words];
}

/** A string that starts as an address of the site's routes ('/factions/…', '/login'). */
const ROUTE_ADDRESS = `/^\\/(${routeWords().join('|')})([\\/?#]|$)/`;

const ROUTE_ADDRESS_MESSAGE =
  "Build a route's address with `paths` of @muster/shared-kernel/core (paths.faction(slug)), and " +
  'name a pattern with ROUTE_PATTERNS: each is written once, in the route table.';

const TYPEBOX_COMPILE =
  "TypeBox's compiler uses new Function, which the CSP forbids: use Value from 'typebox/value'.";

/** Forbids imports of other front-end packages: remotes and the shell meet only at run time. */
function boundaries(self) {
  const others = ['shell', ...REMOTES].filter((name) => name !== self);
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PATHS,
          patterns: [
            {
              group: [...others.map((name) => `@muster/${name}`), '@muster/api'],
              message:
                'Remotes and the shell never import each other: share through @muster/shared-kernel.',
            },
            {
              group: others.map((name) => `**/${name}/**`),
              message: 'No reaching into another package by path.',
            },
          ],
        },
      ],
    },
  };
}

/**
 * Import rules for one kernel entry: each entry may use the ones below it
 * (core ← client ← ui), through the package's own name, and never a remote or the shell.
 */
/** What /core may not import: React, the other kernel entries, the browser's state. */
const CORE_FORBIDDEN = [
  'react',
  'react-*',
  'react/*',
  '@muster/shared-kernel/*',
  '../client/*',
  '../ui/*',
  '../testing/*',
  '../../client/*',
  '../../ui/*',
  '../../testing/*',
];

function kernelEntry(entry, forbidden) {
  return {
    files: [`shared-kernel/src/${entry}/**/*.{ts,tsx}`],
    // Tests may use the fixtures and the mock API of /testing.
    ignores: entry === 'core' ? [] : ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PATHS,
          patterns: [
            forbidden,
            {
              group: ['@muster/shell', '@muster/mfe-*', '@muster/api'],
              message: 'The kernel depends on no other Muster package.',
            },
          ],
        },
      ],
    },
  };
}

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.nx/**',
      'data/**',
      'e2e/test-results/**',
      '**/.stryker-tmp/**',
      '**/reports/mutation/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{cjs,js}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...['shell', ...REMOTES].map(boundaries),
  kernelEntry('client', {
    group: ['@muster/shared-kernel/ui', '@muster/shared-kernel/testing', '../ui/*', '../testing/*'],
    message: '/client holds state and calls; components belong in /ui.',
  }),
  kernelEntry('ui', {
    group: ['@muster/shared-kernel/testing', '../testing/*'],
    message: '/testing is for tests only.',
  }),
  kernelEntry('testing', { group: ['../../../*'], message: 'Stay inside the kernel.' }),
  {
    ...kernelEntry('core', {
      group: CORE_FORBIDDEN,
      message: '/core is pure: no React, no DOM, no I/O, nothing from /client or /ui.',
    }),
  },
  {
    // The side door /core/points reads what /core holds through /core itself, the page's one
    // shared instance: a relative import would put a second copy of it in the engine's chunk.
    ...kernelEntry('core/points', {
      group: [...CORE_FORBIDDEN, '!@muster/shared-kernel/core'],
      message: '/core/points is pure and may use /core alone.',
    }),
  },
  {
    files: ['shared-kernel/src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'navigator'].map(
          (name) => ({
            name,
            message: '/core runs in Node and the browser alike: no browser API.',
          }),
        ),
      ],
    },
  },
  {
    // TypeBox's compiler builds code with `new Function`, which the site's CSP forbids.
    // A rule of its own, so the entries' `no-restricted-imports` above stay as they are.
    files: [`{shared-kernel,shell,${REMOTES.join(',')}}/src/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['typebox/compile'], message: TYPEBOX_COMPILE }] },
      ],
    },
  },
  {
    // The schemas carry TypeBox (about 24 kB gzipped with its checker): a screen imports an
    // entity's type from /core, and only the roster store (its own entry) checks values.
    files: [
      `{shell,${REMOTES.join(',')}}/src/**/*.{ts,tsx}`,
      'shared-kernel/src/{ui,client}/**/*.{ts,tsx}',
    ],
    ignores: [
      'shared-kernel/src/client/rosters/**',
      // The server's renderer of markdown (the API imports it; no page does).
      'shared-kernel/src/ui/markdown-html/**',
      'shared-kernel/src/ui/markdown/markdown-to-html.tsx',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['typebox/compile'], message: TYPEBOX_COMPILE },
            {
              group: [
                '@muster/shared-kernel/ui/markdown-html',
                'react-dom/server',
                '**/markdown-to-html*',
              ],
              message:
                'markdownToHtml renders on the server (react-dom/server): a page shows its HTML with MarkdownHtml from /ui.',
            },
            {
              group: ['@muster/shared-kernel/core/model', 'typebox', 'typebox/*'],
              message:
                'Import entity types from @muster/shared-kernel/core: the schemas would put TypeBox on the page.',
            },
          ],
        },
      ],
    },
  },
  {
    // /core is on every page: TypeBox's Value module (about 25 kB gzipped) stays out of it.
    files: ['shared-kernel/src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['typebox/compile'], message: TYPEBOX_COMPILE },
            {
              group: ['typebox/value', 'typebox/schema'],
              message:
                '/core holds the schemas; checking values belongs to /client (roster-check).',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens link through the kernel's path builders: an address written as a string would not
    // follow a change of the route table, nor encode its segments.
    files: [`{shell,${REMOTES.join(',')}}/src/**/*.{ts,tsx}`, 'shared-kernel/src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${ROUTE_ADDRESS}]`, message: ROUTE_ADDRESS_MESSAGE },
        {
          selector: `TemplateLiteral[quasis.0.value.raw=${ROUTE_ADDRESS}]`,
          message: ROUTE_ADDRESS_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['', '/client', '/client/rosters', '/client/moderation', '/ui', '/testing'].map(
            (entry) => ({
              name: `@muster/shared-kernel${entry}`,
              message: 'The API imports only the kernel’s pure core (@muster/shared-kernel/core).',
            }),
          ),
          patterns: [
            {
              group: ['@muster/mfe-*', '@muster/shell'],
              message: 'The API serves the front ends; it never imports them.',
            },
          ],
        },
      ],
    },
  },
);
