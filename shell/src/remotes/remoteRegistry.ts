// Remote URLs come from runtime-config.json, registered once at start; Retry re-registers a remote
// with `force`, which drops the federation runtime's cached manifest and entry for it.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetLogged } from './fallbackPlugin';
import { firstPageShown } from './pageShown';
import { RemoteUnavailableError } from './remoteErrors';
import type { RemoteModuleExports, RemoteName } from './remoteNames';
import {
  forgetPreloads,
  installPrefetchPlugin,
  preloadRemotePage,
  remotePageForHref,
  startRemotePreloading,
} from './remotePreload';

const entries = new Map<string, string>();
const generations = new Map<string, number>();

export function registerConfiguredRemotes(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
  // The page being opened starts loading now (if the entry has not started it already), before React
  // renders its route; the pages a shopper is likely to open next follow once it is on screen and the
  // browser is idle, or as soon as a link is hovered.
  installPrefetchPlugin();
  const current = remotePageForHref(window.location.href);
  startRemotePreloading(
    current ? Promise.all([preloadRemotePage(current, true), firstPageShown]) : Promise.resolve(),
    Object.fromEntries(entries),
  );
}

/** Forget what failed so the next load fetches the remote afresh. */
export function resetRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
  forgetLogged(name);
  forgetPreloads(name);
  generations.set(name, generationOf(name) + 1);
}

export function generationOf(name: RemoteName): number {
  return generations.get(name) ?? 0;
}

/** Any failure to obtain the module is a load failure: Retry must fetch the remote afresh. */
export async function loadRemoteModule(remote: RemoteName, module: string): Promise<RemoteModuleExports> {
  let loaded: RemoteModuleExports | null;
  try {
    loaded = await loadRemote<RemoteModuleExports>(`${remote}/${module}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (!loaded) throw new RemoteUnavailableError(remote, new Error(`${remote}/${module} resolved to nothing`));
  return loaded;
}
