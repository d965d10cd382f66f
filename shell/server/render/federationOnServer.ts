// What the shell's server build has in place of the federation runtime (scripts/webpack/server-build-
// plugin.mjs aliases it): the server is given each page's module (renderPage.tsx) and loads nothing,
// preloads nothing and registers no remote while it renders.
export type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function registerRemotes(): void {}

export function registerPlugins(): void {}

export function preloadRemote(): Promise<void> {
  return Promise.resolve();
}

export function loadRemote(id: string): Promise<never> {
  return Promise.reject(new Error(`${id}: the server renders only the page it was given`));
}
