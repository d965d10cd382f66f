// @ts-check
// One webpack config for every app: the shell (host) and the four remotes differ only in the
// options passed here, so federation, sharing and caching rules cannot drift apart.
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { APPS, REMOTE_NAMES, STORE_API, portOf } from '../../shell/server/appPorts.mjs';
import {
  REACT_I18NEXT_SOURCE,
  SINGLETONS,
  SHARED_FACADES,
  SHARED_LIB,
  sharedLibRange,
} from './singletons.mjs';
import { ExposesManifestPlugin } from './exposes-manifest-plugin.mjs';
import { StartupChunksPlugin } from './startup-chunks-plugin.mjs';
import { PreloadStartupPlugin } from './preload-startup-plugin.mjs';
import { ServerBuildPlugin } from './server-build-plugin.mjs';

const require = createRequire(import.meta.url);

function devRuntimeConfig() {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://localhost:${portOf(APPS[name])}/mf-manifest.json`]),
  );
  return { apiBase: '', apiPrefix: '/api', mediaBase: '', remotes };
}

/** @type {NonNullable<import('webpack-dev-server').Configuration['setupMiddlewares']>} */
const serveDevRuntimeConfig = (middlewares, devServer) => {
  devServer.app?.get('/runtime-config.json', (_request, response) => {
    response.set('cache-control', 'no-store').json(devRuntimeConfig());
  });
  return middlewares;
};

/**
 * Shared config with real semver ranges from the app's package.json (never "latest").
 * @param {Record<string, string>} deps
 */
export function sharedSingletons(deps) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const pkgName = name === 'react/jsx-runtime' ? 'react' : name;
      const requiredVersion = deps[pkgName];
      if (!requiredVersion) throw new Error(`${pkgName} must be a dependency to be shared`);
      // shared-lib is the contract between separately deployed apps: any minor of the major an app
      // was built against is accepted, another major is refused (the shell shows its fallback).
      if (name === SHARED_LIB) {
        return [
          name,
          { singleton: true, requiredVersion: sharedLibRange(requiredVersion), strictVersion: true },
        ];
      }
      const facade = SHARED_FACADES[/** @type {keyof typeof SHARED_FACADES} */ (name)];
      if (facade) {
        // Provided from the facade, under the package's own name and installed version.
        const { version } = require(`${pkgName}/package.json`);
        const facadePath = path.resolve(import.meta.dirname, '..', '..', facade);
        return [name, { singleton: true, requiredVersion, import: facadePath, version }];
      }
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

/**
 * A lean federation runtime. Remotes load no remotes: their runtime drops remote loading
 * and snapshots (remoteEntry.js 28 -> 19 KB gzipped). Every app keeps its own runtime rather than the
 * shell's (externalRuntime): providing it would add the whole runtime-core API to the shell (+20 KB
 * on the home page's critical path, measured) and tie every remote to the shell's runtime version.
 * The shell keeps snapshots: its remotes are registered by mf-manifest.json, which needs them.
 * @param {boolean} isHost
 */
function federationExperiments(isHost) {
  const target = /** @type {const} */ ('web');
  if (isHost) return { optimization: { target } };
  return { optimization: { target, disableRemote: true, disableSnapshot: true } };
}

/**
 * The shell's startup in few files. Each shared library would otherwise be a chunk of its
 * own: 14 scripts on a first visit, queued six at a time on an HTTP/1.1 connection pool, each paying
 * a round trip (Lighthouse mobile: the shell's scripts took 2.1 s to arrive, 1.1 s of it queueing).
 * Only chunks the startup loads are grouped (isStartupChunk), so code split off for later stays out:
 * react-dom, the other libraries (both rarely change, so they stay cached across releases), and
 * shared-lib with the shell's own code.
 * @param {string} entryFile the app's entry module (its `import('./bootstrap')` is the async boundary)
 */
function startupChunkGroups(entryFile) {
  /** @param {import('webpack').Chunk} chunk */
  const startup = (chunk) => isStartupChunk(chunk, entryFile);
  /** @param {string} name @param {RegExp} test @param {number} priority */
  const group = (name, test, priority) => ({ name, test, priority, chunks: startup, enforce: true });
  return {
    cacheGroups: {
      reactDom: group('react-dom', /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, 30),
      // With axios's fetch-adapter stand-in, which replaces a library module.
      libraries: group('libraries', /[\\/]node_modules[\\/]|axios-fetch-adapter-stub/, 20),
      app: group('app', /[\\/](shared-lib|shell)[\\/]src[\\/]/, 10),
      // webpack's default vendors split, except for the api client's transport (shared-lib
      // transportLoader.ts): axios stays in its chunk, one file fetched after the startup, not two.
      defaultVendors: {
        test: /[\\/]node_modules[\\/]/,
        priority: -10,
        reuseExistingChunk: true,
        /** @param {import('webpack').Chunk} chunk */
        chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'api-transport',
      },
    },
  };
}

/**
 * A chunk fetched before the first page can render: behind the entry's own dynamic import, or behind
 * a shared module the app provides (the same rule as startup-chunks-plugin.mjs).
 * @param {import('webpack').Chunk} chunk
 * @param {string} entryFile
 */
function isStartupChunk(chunk, entryFile) {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      const module = origin.module;
      if (!module) continue;
      if (module.type === 'provide-module' || module.nameForCondition() === entryFile) return true;
    }
  }
  return false;
}

/**
 * @param {{
 *   dir: string;
 *   app: import('../../shell/server/appPorts.mjs').AppName;
 *   exposes?: Record<string, string>;
 *   runtimePlugins?: string[];
 *   title: string;
 *   define?: Record<string, string>;
 * }} options define: build-time constants (DefinePlugin), in the browser and the server build alike
 * @returns {(env: { WEBPACK_SERVE?: boolean } | undefined, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig({ dir, app, exposes, runtimePlugins = [], title, define = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isHost = !exposes;
  return (env, argv) => {
    const prod = argv.mode !== 'development';
    // React Fast Refresh needs the dev server's hot updates: a development build without it has none.
    const refresh = !prod && env?.WEBPACK_SERVE === true;
    const hashed = prod ? '[name].[contenthash:8]' : '[name]';
    // A release build (scripts/release.ts) goes to dist/releases/<version>/ instead of dist/.
    const outputPath = process.env.APP_OUTPUT_DIR
      ? path.resolve(process.env.APP_OUTPUT_DIR)
      : path.join(dir, 'dist');
    return {
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // Remotes are served from their own origin: 'auto' resolves chunks against remoteEntry's URL.
        publicPath: isHost ? '/' : 'auto',
        filename: `${hashed}.js`,
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: `assets/${hashed}[ext]`,
        uniqueName: app,
        // A plain build must not wipe the versioned releases a rollback may point back to.
        clean: { keep: (asset) => asset.startsWith('releases/') },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: {
          [`${REACT_I18NEXT_SOURCE.name}$`]: path.resolve(
            import.meta.dirname,
            '..',
            '..',
            REACT_I18NEXT_SOURCE.file,
          ),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !prod, ...(refresh ? { refresh } : {}) },
                  },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app,
          filename: 'remoteEntry.js',
          exposes,
          // The shell learns remote URLs at run time (runtime-config.json), never at build time.
          remotes: {},
          shared: sharedSingletons(pkg.dependencies),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          experiments: federationExperiments(isHost),
        }),
        // axios's fetch adapter is never picked in a browser (XHR comes first): left out of the bundle.
        new webpack.NormalModuleReplacementPlugin(
          /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
          path.join(import.meta.dirname, 'axios-fetch-adapter-stub.mjs'),
        ),
        // What this remote publishes (exposes.json): read by the contract check and by people.
        ...(exposes ? [new ExposesManifestPlugin({ app, version: pkg.version, exposes })] : []),
        new StartupChunksPlugin(),
        ...(Object.keys(define).length > 0 ? [new webpack.DefinePlugin(define)] : []),
        // The code the store's server renders public pages with (server rendering).
        ...(prod
          ? [
              new ServerBuildPlugin({
                dir,
                exposes,
                sharedLibVersion: pkg.dependencies[SHARED_LIB],
                define,
              }),
            ]
          : []),
        ...(isHost ? [new PreloadStartupPlugin()] : []),
        // Fast Refresh: each app's runtime is its own (named by output.uniqueName), never shared, so the
        // shell's and a remote's do not clash on one page. The dev server's overlay shows the errors.
        ...(refresh
          ? [
              // Before the refresh runtime's own entry, so it finds this hook (the file says why).
              new webpack.EntryPlugin(dir, path.join(import.meta.dirname, 'refresh-renderers-hook.mjs'), {
                name: undefined,
              }),
              new ReactRefreshPlugin({ overlay: false }),
            ]
          : []),
        new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
        new HtmlWebpackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          title,
          // Deep routes must load scripts from the root, not relative to /a/b/ (else index.html loads as script).
          publicPath: '/',
        }),
        ...(prod
          ? [
              new CompressionPlugin({
                algorithm: 'gzip',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
              }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
              }),
            ]
          : []),
      ],
      // Production only: it is about the download; development's named chunks would clash with it.
      optimization:
        isHost && prod ? { splitChunks: startupChunkGroups(path.join(dir, 'src', 'index.ts')) } : undefined,
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        host: 'localhost',
        port: portOf(APPS[app]),
        // A remote's hot-update client runs inside the shell's page: it must ask its own server, not
        // the page's, or it would apply the shell's updates to the remote's modules. Five clients share
        // that page, so only errors cover it.
        client: { webSocketURL: `ws://localhost:${portOf(APPS[app])}/ws`, overlay: { warnings: false } },
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // In development the shell finds the remotes' dev servers on their usual ports.
        setupMiddlewares: isHost ? serveDevRuntimeConfig : undefined,
        proxy: [
          {
            context: ['/api'],
            target: `http://127.0.0.1:${portOf(STORE_API)}`,
            pathRewrite: { '^/api': '' },
          },
          { context: ['/media'], target: `http://127.0.0.1:${portOf(STORE_API)}` },
        ],
      },
    };
  };
}
