// @ts-check
import { createRequire } from 'node:module';
import { createAppConfig } from '../scripts/webpack/create-app-config.mjs';

const require = createRequire(import.meta.url);

export default createAppConfig({
  dir: import.meta.dirname,
  app: 'shell',
  title: 'TopUp Store',
  // Turns a remote that cannot load into a module the outlet's error boundary shows as a fallback.
  runtimePlugins: [require.resolve('./src/remotes/fallbackPlugin.ts')],
  // The build id the page compares with the build-version poll's answer: the same
  // STORE_BUILD_ID store-api is given (default "dev" on both sides).
  define: { __SHELL_BUILD_ID__: JSON.stringify(process.env.STORE_BUILD_ID ?? 'dev') },
});
