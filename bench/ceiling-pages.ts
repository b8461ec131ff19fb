// The ceilings of the page benchmark: the lightest pages this stack can make, built with the app's own
// webpack configuration (React, MUI, the app's theme; one with an MUI X DataGrid) and served as the app
// serves its build (pre-compressed copies, immutable assets). Lighthouse scores them in the same run as
// the app's pages, so each page's score reads as a share of what the stack allows on this machine at
// that moment. Built into a temporary folder, never into the checkout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastify from 'fastify';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import appWebpackConfig from '../webpack.config';

export type CeilingKind = 'light' | 'grid';

const entries: Record<CeilingKind, string> = {
  light: './bench/ceiling-pages/light-page.tsx',
  grid: './bench/ceiling-pages/grid-page.tsx',
};
/** Plugins of the app's build that describe the app itself (its revision, its routes' chunks). */
const appOnlyPlugins = new Set(['BuildInfoPlugin', 'ChunkGroupsPlugin']);

function ceilingConfig(outputPath: string): Configuration {
  const app = appWebpackConfig(undefined, { mode: 'production' });
  const kept = (app.plugins ?? []).filter(
    (plugin) => plugin && !(plugin instanceof HtmlWebpackPlugin) && !appOnlyPlugins.has(plugin.constructor.name),
  );
  const pages = Object.keys(entries).map(
    (name) =>
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        scriptLoading: 'defer',
        filename: `${name}.html`,
        chunks: [name],
      }),
  );
  return { ...app, entry: entries, output: { ...app.output, path: outputPath }, plugins: [...kept, ...pages] };
}

function build(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      });
    });
  });
}

/** Builds the ceiling pages, serves them on a free port and runs `work` with each page's URL. */
export async function withCeilingPages<T>(work: (urls: Record<CeilingKind, string>) => Promise<T>): Promise<T> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ept-ceiling-pages-'));
  const server = fastify();
  try {
    await build(ceilingConfig(directory));
    await server.register(fastifyStatic, {
      root: directory,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.endsWith('.html') ? 'no-store' : 'public, max-age=31536000, immutable');
      },
    });
    const baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
    return await work({ light: `${baseUrl}/light.html`, grid: `${baseUrl}/grid.html` });
  } finally {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
