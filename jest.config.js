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
const esmPackages = ['until-async', 'rettime', '@open-draft', 'msw', '@mswjs', 'headers-polyfill', 'outvariant', 'strict-event-emitter', 'is-node-process', '@bundled-es-modules'];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      testMatch: ['<rootDir>/test/{api,security,server}/**/*.test.ts'],
      transform: { '^.+\\.(t|j)s$': swcTransform(false) },
      moduleNameMapper: jestModuleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/config/jest/setup-server.ts'],
    },
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/test'],
      testMatch: ['<rootDir>/test/client/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swcTransform(true), '^.+\\.mjs$': swcTransform(false) },
      transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
      moduleNameMapper: {
        ...jestModuleNameMapper,
        '\\.(css|svg|png)$': '<rootDir>/config/jest/file-stub.js',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFilesAfterEnv: ['<rootDir>/config/jest/setup-client.ts'],
    },
  ],
};
