// Flat config. The architecture rules of STYLE.md live here, not in memory:
// shared client code never imports a feature or the app layer, a feature never imports the app
// layer or a sibling feature, src/shared imports neither side, and there are no import cycles.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const serverLayers = require('./config/eslint/server-layers');

const clientDir = path.join(__dirname, 'src/client');
const featureNames = fs.existsSync(path.join(clientDir, 'features'))
  ? fs
      .readdirSync(path.join(clientDir, 'features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
/** Everything in src/client but the app layer, the features and the entry point is shared code. */
const sharedClientPaths = fs
  .readdirSync(clientDir)
  .filter((name) => !['app', 'features', 'index.tsx'].includes(name))
  .map((name) => `./src/client/${name}`);

const boundaryZones = [
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'The shared contract imports neither side.',
  },
  { target: './src/client', from: './src/server', message: 'The SPA talks to the server over HTTP only.' },
  { target: './src/server', from: './src/client', message: 'The server never imports SPA code.' },
  ...sharedClientPaths.map((target) => ({
    target,
    from: ['./src/client/features', './src/client/app'],
    message: 'Shared client code never imports a feature or the app layer.',
  })),
  { target: './src/client/features', from: './src/client/app', message: 'A feature never imports the app layer.' },
  ...featureNames.map((name) => ({
    target: `./src/client/features/${name}`,
    from: './src/client/features',
    except: [`./${name}`],
    message: 'A feature never imports a sibling feature; move what both need to shared code.',
  })),
];

module.exports = tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The server's direction (config/eslint/server-layers.js): routes -> domain -> data access -> db.
    files: ['src/server/**/*.ts'],
    plugins: { 'server-layers': serverLayers },
    rules: { 'server-layers/direction': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}', 'test/render-with-providers.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use the typed useAppSelector / useAppDispatch from store/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    // Requests go through RTK Query; the base query is the one place that talks HTTP.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/api/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through RTK Query (src/client/api).' },
      ],
    },
  },
  {
    files: ['src/client/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
