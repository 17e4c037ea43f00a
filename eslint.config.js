// One lint configuration for the whole repository, with the package boundaries of DESIGN §1.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
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

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.nx/**',
      'data/**',
      'e2e/test-results/**',
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
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...['shell', ...REMOTES].map(boundaries),
  {
    files: ['shared-kernel/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PATHS,
          patterns: [{ group: ['@muster/*'], message: 'The kernel depends on no other package.' }],
        },
      ],
    },
  },
  {
    files: ['shared-kernel/src/points/**/*.ts', 'shared-kernel/src/model/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@muster/*',
                '../host/*',
                '../session/*',
                '../api/*',
              ],
              message: 'points/ and model/ are pure: no React, no DOM, no I/O.',
            },
          ],
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
          paths: [
            {
              name: '@muster/shared-kernel',
              message: 'The API imports only the kernel’s pure subpaths (/model, /points).',
            },
          ],
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
