import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
/** Everything the SPA bundle is made from: when any of it is newer than dist, build again. */
const bundleSources = [
  'src/client',
  'src/shared',
  'public',
  'webpack.config.ts',
  'package-lock.json',
  'tsconfig.base.json',
];

function newestModification(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestModification(path.join(target, entry))), stat.mtimeMs);
}

export function isBuildStale(distDir: string): boolean {
  // build-info.json carries the build's time, so every build writes it; webpack leaves a file whose content
  // did not change (index.html after a change of a comment) as it was, with its old modification time.
  const builtAt = fs.statSync(path.join(distDir, 'build-info.json'), { throwIfNoEntry: false })?.mtimeMs;
  if (builtAt === undefined) return true;
  return bundleSources.some((source) => newestModification(path.join(root, source)) > builtAt);
}

/** Builds the SPA with webpack when dist is missing or older than its sources. */
export function ensureBuild(distDir: string): void {
  if (!isBuildStale(distDir)) return;
  console.log('Building the web app (dist is missing or older than the sources)...');
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`The web app build failed (exit code ${result.status ?? 'none'}).`);
  }
}

// `tsx scripts/ensure-build.ts` (npm run test:e2e): the build the server will serve, made only when it is
// missing or stale; `npm test` has just made it in `npm run checks`.
if (require.main === module) ensureBuild(path.resolve(process.env.DIST_DIR ?? './dist'));
