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
});
