// What the tracker sends to its logs and metrics endpoints (the store-api sandbox checks the same shape:
// store-api/src/sandbox/siteServiceSchemas.ts).
import type { RuntimeEnvironment } from '@topup/shared-lib';

export interface TrackerLogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  stack?: string;
  /** Where it happened: `file:line:column`. */
  source?: string;
  /** ISO 8601. */
  timestamp: string;
}

export interface TrackerMetricEntry {
  /** The page's own load, a call to the store's API, or a static asset (script, style, picture). */
  kind: 'page' | 'api' | 'asset';
  /** The address without its query (which may carry a shopper's data). */
  name: string;
  /** Milliseconds. */
  duration: number;
  /** HTTP status, where the browser tells it. */
  status?: number;
  /** Bytes transferred, where the browser tells it. */
  size?: number;
  timestamp: string;
}

export interface TrackerBatch<Entry> {
  sdkVersion: string;
  environment: RuntimeEnvironment;
  appId?: string;
  /** The visitor (the uid cookie) and the tab's session. */
  uid: string;
  sessionId: string;
  /** The page's path when the batch left. */
  page: string;
  entries: Entry[];
}
