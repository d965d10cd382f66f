// Loads the browser's transport (axiosTransport.ts), once. axios is 16 KB gzipped that a
// server-rendered page does not need before it paints: it holds its first reads. The shell starts the
// load with main.js when the page will need it at once (a page the browser renders), otherwise once
// the page has settled; any request starts it at the latest.
import { TransportFailure } from '@topup/shared-lib/startup/transport-failure';
import type { HttpTransport } from '@topup/shared-lib';
import type * as AxiosTransport from './axiosTransport';

export type Transport = typeof AxiosTransport;

export interface TransportLoader {
  /** The transport; a failed fetch of its chunk is a connection failure, tried afresh next time. */
  load(): Promise<Transport>;
  /** Starts fetching it; a failure is silent here (the request that needs it reports it). */
  preload(): void;
  /** The transport as the api client calls it: loads it first when needed. */
  send: HttpTransport;
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
  return {
    load,
    preload: () => void load().catch(() => undefined),
    send: async (request) => (await load()).sendHttp(request),
  };
}

const pageTransport = transportLoader(
  () => import(/* webpackChunkName: "api-transport" */ './axiosTransport'),
);

/** The browser's transport: axios, fetched by the first request that needs it. */
export const browserTransport: HttpTransport = pageTransport.send;
export const preloadApiTransport = pageTransport.preload;
