// @ts-check
// Server rendering. Beside its browser build, each app builds for node the code the store's
// server renders public pages with: esbuild, about a second. The shell builds its renderer
// (server/render.mjs, run by shell/server/serverRender.ts) with the shared libraries inside; a remote
// builds its exposes (server/entry.<hash>.cjs) with the shared libraries left to the renderer, which
// hands them in, as the federation runtime does in the browser. A remote's server build sits in its own
// dist beside mf-manifest.json, named by server/server-manifest.json (never cached), and the store's
// server fetches it from the remote's origin: a remote's release or rollback changes its server-rendered
// pages with its browser ones, and no app is rebuilt for it.
import path from 'node:path';
import { createHash } from 'node:crypto';
import * as esbuild from 'esbuild';
import { SERVER_MANIFEST, SHELL_RENDERER } from '../../shell/server/serverBuildFiles.mjs';
import {
  REACT_I18NEXT_SOURCE,
  SHARED_FACADES,
  SHARED_LIB,
  SINGLETONS,
  sharedLibRange,
} from './singletons.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** What the server build of the shell has in place of browser-only modules (see the two files). */
const SHELL_SERVER_STAND_INS = [
  { filter: /^@module-federation\/enhanced\/runtime$/, file: 'shell/server/render/federationOnServer.ts' },
  { filter: /[\\/]axiosTransport$|^\.\/axiosTransport$/, file: 'shell/server/render/transportOnServer.ts' },
];

/** @type {esbuild.BuildOptions} */
const COMMON = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  write: false,
  jsx: 'automatic',
  // webpack's order (create-app-config.mjs), so both builds resolve a path to the same file.
  resolveExtensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  // Styles reach the page as the browser build's files (serverRender.ts links them).
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: {
    'react-router-dom': path.join(ROOT, SHARED_FACADES['react-router-dom']),
    'react-i18next': path.join(ROOT, SHARED_FACADES['react-i18next']),
    [REACT_I18NEXT_SOURCE.name]: path.join(ROOT, REACT_I18NEXT_SOURCE.file),
  },
  legalComments: 'none',
  logLevel: 'warning',
};

/**
 * Resolves the given import paths to files of the repository instead.
 * @param {{ filter: RegExp; file: string }[]} standIns
 * @returns {esbuild.Plugin}
 */
function standInsPlugin(standIns) {
  return {
    name: 'stand-ins',
    setup(build) {
      for (const { filter, file } of standIns) {
        build.onResolve({ filter }, () => ({ path: path.join(ROOT, file) }));
      }
    },
  };
}

/**
 * The shared libraries, by their exact names only (a deep import of shared-lib is the remote's own,
 * as in the browser build), are left to the renderer's `require`.
 * @type {esbuild.Plugin}
 */
const sharedAsExternal = {
  name: 'shared-as-external',
  setup(build) {
    const names = new Set(SINGLETONS);
    build.onResolve({ filter: /.*/ }, (args) =>
      names.has(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

/** @param {esbuild.BuildResult} result */
function onlyOutput(result) {
  const file = result.outputFiles?.[0];
  if (!file) throw new Error('esbuild wrote nothing');
  return file.text;
}

/**
 * @param {{ dir: string; exposes: Record<string, string> }} options
 * @returns {Promise<string>} the remote's exposes for node, as CommonJS
 */
async function buildRemote({ dir, exposes }) {
  const names = Object.keys(exposes);
  const contents = [
    ...names.map(
      (name, i) => `import * as expose${i} from ${JSON.stringify(path.resolve(dir, exposes[name] ?? ''))};`,
    ),
    `export const exposes = { ${names.map((name, i) => `${JSON.stringify(name)}: expose${i}`).join(', ')} };`,
  ].join('\n');
  const result = await esbuild.build({
    ...COMMON,
    stdin: { contents, resolveDir: dir, sourcefile: 'server-entry.js', loader: 'js' },
    format: 'cjs',
    plugins: [sharedAsExternal],
  });
  return onlyOutput(result);
}

/**
 * @param {{ dir: string; define: Record<string, string> }} options
 * @returns {Promise<string>} the shell's renderer for node, as an ES module
 */
async function buildShell({ dir, define }) {
  const result = await esbuild.build({
    ...COMMON,
    entryPoints: [path.join(dir, 'server', 'render', 'renderPage.tsx')],
    format: 'esm',
    define: { ...COMMON.define, ...define },
    plugins: [standInsPlugin(SHELL_SERVER_STAND_INS)],
    // node's DOM for article bodies is node's own package, loaded from node_modules at run time.
    external: ['jsdom'],
    // CommonJS libraries inside an ES module ask node's require for node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
  });
  return onlyOutput(result);
}

export class ServerBuildPlugin {
  /**
   * @param {{
   *   dir: string;
   *   exposes?: Record<string, string>;
   *   sharedLibVersion: string;
   *   define?: Record<string, string>;
   * }} options exposes: a remote's (none: the shell); define: the shell's build-time constants
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { dir, exposes, sharedLibVersion, define = {} } = this.options;
    const { RawSource } = compiler.webpack.sources;
    // Left as esbuild wrote it (readable stacks on the server): the browser build's minifier skips it.
    const info = { minimized: true };
    compiler.hooks.thisCompilation.tap('ServerBuildPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ServerBuildPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          if (!exposes) {
            compilation.emitAsset(SHELL_RENDERER, new RawSource(await buildShell({ dir, define })), info);
            return;
          }
          const code = await buildRemote({ dir, exposes });
          const entry = `entry.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.cjs`;
          const manifest = {
            entry,
            exposes: Object.keys(exposes),
            // The shell renders the page only with a shared-lib this range accepts (as strictVersion does).
            [SHARED_LIB]: sharedLibRange(sharedLibVersion),
          };
          compilation.emitAsset(`server/${entry}`, new RawSource(code), info);
          compilation.emitAsset(SERVER_MANIFEST, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}
