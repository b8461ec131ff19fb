import path from 'node:path';
import { execSync } from 'node:child_process';
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
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const info = JSON.stringify({ revision: buildRevision(), builtAt: new Date().toISOString() });
        compilation.emitAsset('build-info.json', new webpack.sources.RawSource(info));
      });
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
        { test: /\.(svg|png|ico|woff2?)$/, type: 'asset/resource' },
        // Only the lazily loaded markdown editor brings CSS. style-loader injects it from that chunk;
        // webpack's native CSS chunks would add CSS-loading code to the runtime every visitor loads.
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public/favicon.svg', to: 'favicon.svg' }] }),
      new BuildInfoPlugin(),
      development && new ReactRefreshWebpackPlugin({ overlay: false }),
    ].filter(Boolean) as webpack.WebpackPluginInstance[],
    optimization: {
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Library chunks are named after the route chunks that load them (vendors~main,
          // vendors~shell), so the bench and dist/ say which route pays for which library.
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            priority: -10,
            reuseExistingChunk: true,
            name: (_module: unknown, chunks: webpack.Chunk[]) =>
              `vendors~${chunks.map((chunk) => chunk.name ?? chunk.id).sort().join('~')}`,
          },
        },
      },
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
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
