// One jest configuration for every package: TypeScript and JSX transpiled by SWC (types are
// checked by `npm run typecheck`, which CI runs), the kernel mapped to its sources so no build is
// needed first, and the ESM-only packages (the markdown stack, TypeBox) transformed.
const path = require('node:path');

const ESM_PACKAGES = [
  'react-markdown',
  'remark-.*',
  'rehype-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'hast-.*',
  'decode-named-character-reference',
  'character-entities.*',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'trim-lines',
  'ccount',
  'devlop',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'html-url-attributes',
  'estree-util-.*',
  'style-to-js',
  'style-to-object',
  'inline-style-parser',
  'html-void-elements',
  'stringify-entities',
  'web-namespaces',
  'content-disposition',
  'cookie',
  'set-cookie-parser',
  // msw's ESM-only dependencies
  'rettime',
  '@open-draft/.*',
  'until-async',
  'typebox',
  // the API tests' bundles of TypeBox and drizzle-orm (jest-prebundle.cjs)
  '\\.cache/muster-jest-prebundle',
];

const KERNEL_SRC = path.join(__dirname, '..', 'src');

/**
 * SWC for one kind of source: it strips the types without checking them, several times faster
 * than ts-jest's compiler (which also builds a program per worker). It emits ES modules when jest
 * runs them natively (the API) and CommonJS otherwise, and hoists `jest.mock` calls.
 * @param {{ syntax: 'typescript', tsx: boolean } | { syntax: 'ecmascript', jsx: boolean }} parser
 */
const swc = (parser) => [
  '@swc/jest',
  {
    jsc: { parser, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
  },
];

/** Each extension with the parser it needs (`<T>(x) => x` is a generic in .ts, JSX in .tsx). */
const TRANSFORM = {
  '^.+\\.ts$': swc({ syntax: 'typescript', tsx: false }),
  '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
  '^.+\\.(js|jsx|mjs)$': swc({ syntax: 'ecmascript', jsx: true }),
};

/**
 * @param {object} options
 * @param {string} options.dir the package directory
 * @param {'jsdom' | 'node'} [options.environment]
 * @param {boolean} [options.esm] run as native ES modules (the API: `import.meta`, ESM-only deps);
 *   the test script then needs NODE_OPTIONS=--experimental-vm-modules
 */
function jestConfig({ dir, environment = 'jsdom', esm = false }) {
  return {
    // Every source of a native ES module run is an ES module, .tsx included: Node 22 and later
    // load an ES module that CommonJS requires synchronously, and refuse it inside an import
    // cycle (the kernel's markdown renderer, .tsx, imports /core while /core is being loaded).
    ...(esm ? { extensionsToTreatAsEsm: ['.ts', '.tsx'] } : {}),
    rootDir: dir,
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'jsdom-environment.cjs') : environment,
    roots: ['<rootDir>/src', ...(environment === 'node' ? ['<rootDir>/test'] : [])].filter((root) =>
      require('node:fs').existsSync(root.replace('<rootDir>', dir)),
    ),
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup.cjs')] : [],
    // A screen test renders and waits several times (5 s each at most, see jest-setup.cjs); on a
    // busy two-core machine the default 5 s for the whole test is too short.
    ...(environment === 'jsdom' ? { testTimeout: 30_000 } : {}),
    moduleNameMapper: {
      '^@muster/shared-kernel/(core|client|ui|testing)(/model|/points|/formula-check|/rosters|/moderation|/markdown-html)?$':
        path.join(KERNEL_SRC, '$1$2', 'index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css)$': path.join(__dirname, 'style-mock.cjs'),
      '\\.(png|jpe?g|gif|webp|svg)$': path.join(__dirname, 'file-mock.cjs'),
    },
    transform: TRANSFORM,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  };
}

module.exports = { jestConfig };
