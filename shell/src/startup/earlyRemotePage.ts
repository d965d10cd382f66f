import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { NamedPage } from './namedPage';

/**
 * Starts loading the page's remote as soon as main.js runs, instead of after the shared libraries
 * and bootstrap: the entry registers that one remote from the config in the page and preloads the
 * page's entry and chunks. bootstrap registers every remote later (this one is kept as is).
 */
export function startRemotePageEarly(config: { remotes?: unknown }, page: NamedPage): void {
  const remotes = config.remotes;
  const entry =
    typeof remotes === 'object' && remotes !== null
      ? (remotes as Record<string, unknown>)[page.remote]
      : undefined;
  if (typeof entry !== 'string') return;
  registerRemotes([{ name: page.remote, entry }]);
  void preloadRemote([
    {
      nameOrAlias: page.remote,
      exposes: [page.module],
      resourceCategory: 'sync',
      share: false,
      depsRemote: false,
    },
  ]).catch(() => undefined); // the real load shows the fallback with Retry
}
