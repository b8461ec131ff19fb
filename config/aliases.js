// The path aliases of tsconfig.base.json, read once so webpack and jest never restate them.
const path = require('node:path');
const tsconfig = require('../tsconfig.base.json');

const root = path.resolve(__dirname, '..');
const { paths } = tsconfig.compilerOptions;

/** `{ '@shared': '/abs/src/shared', ... }` for webpack's resolve.alias. */
const webpackAliases = Object.fromEntries(
  Object.entries(paths).map(([alias, [target]]) => [
    alias.replace('/*', ''),
    path.join(root, target.replace(/^\.\//, '').replace('/*', '')),
  ]),
);

/** `{ '^@shared/(.*)$': '<rootDir>/src/shared/$1', ... }` for jest's moduleNameMapper. */
const jestModuleNameMapper = Object.fromEntries(
  Object.entries(paths).map(([alias, [target]]) => [
    `^${alias.replace('/*', '/(.*)')}$`,
    `<rootDir>/${target.replace(/^\.\//, '').replace('/*', '/$1')}`,
  ]),
);

module.exports = { webpackAliases, jestModuleNameMapper };
