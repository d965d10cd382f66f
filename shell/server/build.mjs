// The page server's production bundle (dist/page-server/main.mjs), run by plain node. Installed packages
// stay outside it and load from node_modules; the workspace's own packages (shared-lib, server-kit) are
// TypeScript source, which node cannot load, so they go in the bundle with the server's own code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const BUNDLED_PACKAGES = ['@topup/shared-lib', '@topup/server-kit'];

/** Every bare import is external, the workspace's packages excepted. @type {import('esbuild').Plugin} */
const installedPackagesOutside = {
  name: 'installed-packages-outside',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(here, 'main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: path.join(here, '..', '..', 'dist', 'page-server', 'main.mjs'),
  plugins: [installedPackagesOutside],
  logLevel: 'warning',
});
