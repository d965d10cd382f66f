// Loads the api client's transport (axiosTransport.ts), once. axios was 16 KB gzipped of every first
// load, though a guest's first page makes no request of its own: its reads are the entry's early ones
// (issue 10). The shell starts the load with main.js when the page will need it at once (a stored
// session, a page without early reads), otherwise once the page has settled; any request starts it
// at the latest. No other imports: the shell's entry bundles this file, and the one module instance
// (and chunk) is shared with the client.
import type * as AxiosTransport from './axiosTransport';
import { TransportFailure } from './transportFailure';

export type Transport = typeof AxiosTransport;

export interface TransportLoader {
  /** The transport; a failed fetch of its chunk is a connection failure, tried afresh next time. */
  load(): Promise<Transport>;
  /** Starts fetching it; a failure is silent here (the request that needs it reports it). */
  preload(): void;
}

export function transportLoader(importTransport: () => Promise<Transport>): TransportLoader {
  let loading: Promise<Transport> | null = null;
  const load = (): Promise<Transport> => {
    loading ??= importTransport().catch(() => {
      loading = null; // webpack forgets a failed chunk too, so the next call fetches it again
      throw new TransportFailure(false);
    });
    return loading;
  };
  return { load, preload: () => void load().catch(() => undefined) };
}

const pageTransport = transportLoader(
  () => import(/* webpackChunkName: "api-transport" */ './axiosTransport'),
);

export const loadTransport = pageTransport.load;
export const preloadApiTransport = pageTransport.preload;
