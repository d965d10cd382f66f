// The remotes the shell composes and the names that point at their pages. Kept apart from the loading
// code, so the route table and the loaders can both name a remote without importing each other.
import type { ComponentType } from 'react';

export const REMOTE_NAMES = ['storefront', 'account', 'checkout', 'content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One federated page: the remote and the module it exposes. */
export interface RemotePageRef {
  remote: RemoteName;
  module: string;
}

/** What a remote's expose gives: its page component, and for a route module its loader and head. */
export type RemoteModuleExports = { default: ComponentType<never> } & Record<string, unknown>;
