// Two projects: the server and API tests run in node against a fresh PGlite per file,
// the component tests in jsdom with msw answering the API.
const { jestModuleNameMapper } = require('./config/aliases');

const swcTransform = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: jsx },
      transform: jsx ? { react: { runtime: 'automatic' } } : undefined,
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that msw 2 pulls in: jest must transform them.
const esmPackages = [
  'until-async',
  'rettime',
  '@open-draft',
  'msw',
  '@mswjs',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  '@bundled-es-modules',
];
// ...and the ESM-only unified family behind react-markdown, remark-gfm and rehype-sanitize.
const markdownEsmPackages = [
  'react-markdown',
  'remark-[^/]+',
  'rehype-[^/]+',
  'unified',
  'bail',
  'ccount',
  'character-[^/]+',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'estree-util-[^/]+',
  'hast-util-[^/]+',
  'html-url-attributes',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'longest-streak',
  'markdown-table',
  'mdast-util-[^/]+',
  'micromark[^/]*',
  'parse-entities',
  'property-information',
  'space-separated-tokens',
  'stringify-entities',
  'trim-lines',
  'trough',
  'unist-util-[^/]+',
  'vfile[^/]*',
  'zwitch',
  'html-void-elements',
  'is-plain-obj',
  'escape-string-regexp',
  '@ungap/structured-clone',
  'github-slugger',
];

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default leaves one core to itself, which is one worker on a two-core CI machine: every core
  // running tests halved the run there (710 s to 358 s), the suites being CPU-bound and independent.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      testMatch: ['<rootDir>/test/{api,security,server}/**/*.test.ts'],
      transform: { '^.+\\.(t|j)s$': swcTransform(false) },
      moduleNameMapper: jestModuleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/config/jest/setup-server.ts'],
      // The migrated and the seeded database every server test file copies, built once per run. The
      // server project's own: jest runs a project's global hooks only when it runs some of its tests, so a
      // client-only run builds none (at the top level they were built and dropped for every run, about 20 s for nothing).
      globalSetup: '<rootDir>/config/jest/global-setup.js',
      globalTeardown: '<rootDir>/config/jest/global-teardown.js',
    },
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/test'],
      testMatch: ['<rootDir>/test/client/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swcTransform(true), '^.+\\.mjs$': swcTransform(false) },
      transformIgnorePatterns: [`node_modules/(?!(${[...esmPackages, ...markdownEsmPackages].join('|')})/)`],
      moduleNameMapper: {
        ...jestModuleNameMapper,
        '\\.(css|svg|png)$': '<rootDir>/config/jest/file-stub.js',
        // The real editor needs layout jsdom lacks (DESIGN.md: stub it): a textarea with the same preview.
        '^@uiw/react-md-editor(/.*)?$': '<rootDir>/test/mocks/md-editor-stand-in.tsx',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFilesAfterEnv: ['<rootDir>/config/jest/setup-client.ts'],
    },
  ],
};
