import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_PAGE_META } from './pageMarkers';

/**
 * Starts loading the page's remote as soon as main.js runs, instead of after the shared libraries
 * and bootstrap: the entry registers that one remote from the config in the page and preloads the
 * page's entry and chunks. bootstrap registers every remote later (this one is kept as is).
 */
export function startRemotePageEarly(configText: string | null | undefined, doc: Document = document): void {
  const page = doc.querySelector<HTMLMetaElement>(`meta[name="${REMOTE_PAGE_META}"]`)?.content;
  const [remote, module] = page?.split('/') ?? [];
  if (!configText || !remote || !module) return;
  let entry: unknown;
  try {
    entry = (JSON.parse(configText) as { remotes?: Record<string, unknown> }).remotes?.[remote];
  } catch {
    return; // bootstrap reports a broken config
  }
  if (typeof entry !== 'string') return;
  registerRemotes([{ name: remote, entry }]);
  void preloadRemote([
    { nameOrAlias: remote, exposes: [module], resourceCategory: 'sync', share: false, depsRemote: false },
  ]).catch(() => undefined); // the real load shows the fallback with Retry
}
