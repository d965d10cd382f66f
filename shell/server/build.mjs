// The page server's production bundle (dist/page-server/main.mjs), run by plain node. Installed packages
// stay outside it and load from node_modules; shared-lib is the workspace's TypeScript source, which
// node cannot load, so it goes in the bundle with the server's own code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const BUNDLED_PACKAGE = '@topup/shared-lib';

/** Every bare import is external, shared-lib's excepted. @type {import('esbuild').Plugin} */
const installedPackagesOutside = {
  name: 'installed-packages-outside',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === BUNDLED_PACKAGE || args.path.startsWith(`${BUNDLED_PACKAGE}/`)
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
