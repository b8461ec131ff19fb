import path from 'node:path';
import { execSync } from 'node:child_process';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import 'webpack-dev-server';
import { webpackAliases } from './config/aliases';

const root = __dirname;
const apiPort = process.env.PORT ?? '8080';
const devServerPort = Number(process.env.DEV_SERVER_PORT ?? 3000);

/** The revision the server reports as system information: REVISION, else the git commit. */
function buildRevision(): string {
  if (process.env.REVISION) return process.env.REVISION;
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** Writes dist/build-info.json so the server can report the revision it was built from. */
class BuildInfoPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const info = JSON.stringify({ revision: buildRevision(), builtAt: new Date().toISOString() });
          compilation.emitAsset('build-info.json', new webpack.sources.RawSource(info));
        },
      );
    });
  }
}

/**
 * Writes dist/chunk-groups.json: the scripts each named lazy chunk (`webpackChunkName`) needs besides
 * the entry's own, with the vendor chunks it shares. The server names them in the index.html of a deep
 * link, so the browser fetches them with the entry instead of discovering them one after another.
 */
class ChunkGroupsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name)) continue;
            groups[name] = group.getFiles().filter((file) => file.endsWith('.js') && !entryFiles.has(file));
          }
          compilation.emitAsset('chunk-groups.json', new webpack.sources.RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Images and fonts up to this size are inlined in the script that imports them (the logo is 307 bytes). */
const INLINE_ASSET_MAX_BYTES = 1024;
/** What is worth compressing. index.html is left out: the server reads it per request and never caches it. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this a compressed copy saves too little to matter; the server's compression threshold too. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz, level 9) copy next to every compressible asset,
 * once per build: the server sends them as they are (@fastify/static's preCompressed) instead of
 * compressing every response again, and at a quality per-request compression could not afford.
 */
class PrecompressPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(
            names.map(async (name) => {
              const asset = compilation.getAsset(name);
              if (!asset) return;
              const content = asset.source.buffer();
              if (content.length < COMPRESS_MIN_BYTES) return;
              const [brotliContent, gzipContent] = await Promise.all([
                brotli(content, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              const info = { immutable: asset.info.immutable, compressed: true };
              compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(brotliContent), info);
              compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gzipContent), info);
            }),
          );
        },
      );
    });
  }
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  const development = !production;

  return {
    mode: production ? 'production' : 'development',
    context: root,
    target: ['web', 'es2022'],
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: webpackAliases,
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                target: 'es2022',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development, refresh: development } },
              },
            },
          },
        },
        // An image of a few hundred bytes (the logo) is inlined: a request of its own would cost more than its
        // bytes, and the login page's largest paint, the logo, waited for that request after the page had rendered.
        {
          test: /\.svg$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: INLINE_ASSET_MAX_BYTES } },
          // As text, not base64: the login page's JavaScript carries the logo, and brotli compresses SVG's
          // markup well but base64 hardly at all (about 130 bytes of a budget at its edge).
          generator: { dataUrl: (content: Buffer) => `data:image/svg+xml,${encodeURIComponent(content.toString())}` },
        },
        {
          test: /\.(png|ico|woff2?)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: INLINE_ASSET_MAX_BYTES } },
        },
        // Only the lazily loaded markdown editor brings CSS. style-loader injects it from that chunk;
        // webpack's native CSS chunks would add CSS-loading code to the runtime every visitor loads.
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public/favicon.svg', to: 'favicon.svg' }] }),
      new BuildInfoPlugin(),
      new ChunkGroupsPlugin(),
      development && new ReactRefreshWebpackPlugin({ overlay: false }),
      production && new PrecompressPlugin(),
    ].filter(Boolean) as webpack.WebpackPluginInstance[],
    optimization: {
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        // No shared chunk under 300 KB (before minifying): the app is served over HTTP/1.1, where a
        // browser opens six connections to a host, so a page's scripts cost round trips by their number
        // as much as by their size. The modules a split would have shared are copied into each area's
        // chunk instead (README, "Few scripts per page", has the measurements).
        minSize: 300_000,
        cacheGroups: {
          // Library chunks are named after the route chunks that load them (vendors~main,
          // vendors~shell), so the bench and dist/ say which route pays for which library.
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            priority: -10,
            reuseExistingChunk: true,
            name: (_module: unknown, chunks: webpack.Chunk[]) =>
              `vendors~${chunks
                .map((chunk) => chunk.name ?? chunk.id)
                .sort()
                .join('~')}`,
          },
        },
      },
      // A third compress pass takes about 300 bytes (brotli) more off the login page's scripts, whose
      // budget (170 KB) they had come within a few bytes of; a fourth takes none.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 3 } } })],
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port: devServerPort,
      hot: true,
      historyApiFallback: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [{ context: ['/api'], target: `http://localhost:${apiPort}` }],
    },
  };
};
