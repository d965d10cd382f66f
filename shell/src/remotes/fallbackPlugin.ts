// Federation runtime plugin: when a remote cannot load, hand back a module whose component and page
// loader throw RemoteUnavailableError, so the same error boundary contains a missing remote and a
// crashing one, and no page data is kept for a page that never loaded.
// It must not import React: it runs in the entry chunk, before shared modules exist.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remoteErrors';

const logged = new Set<string>();

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'topup-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = args.id.split('/')[0] ?? args.id;
      if (!logged.has(remote)) {
        logged.add(remote); // the hook fires once per attempt; the console needs it once
        console.warn(`[shell] remote ${remote} failed to load`, args.error);
      }
      const Unavailable = () => {
        throw new RemoteUnavailableError(remote, args.error);
      };
      const loader = () => Promise.reject(new RemoteUnavailableError(remote, args.error));
      const module = { __esModule: true, default: Unavailable, loader };
      return args.from === 'build' ? () => module : module;
    },
  };
}

/** Lets a later failure of the same remote be logged again (after a Retry). */
export function forgetLogged(remote: string): void {
  logged.delete(remote);
}
