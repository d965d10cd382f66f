// Build check: poll builds/meta/{buildId}.json with a timestamp query (no cache) and call
// back once when the served build id differs from the running one. The interval is the store's own.
export const BUILD_META_PATH = 'builds/meta';
export const BUILD_POLL_INTERVAL_MS = 60_000;
/** The meta file name to poll when the caller does not know a newer id: the deployment keeps it current. */
export const LATEST_BUILD_ID = 'latest';

export interface BuildWatchOptions {
  /** Id of the build this page runs. */
  currentId: string;
  onNewVersion: (newId: string) => void;
  /** Id of the meta file to poll (default "latest"). */
  pollId?: string;
  /** Base URL the build files are served under, e.g. "/" or "https://cdn.example.com/app/". */
  base?: string;
  intervalMs?: number;
  fetchJson?: (url: string) => Promise<unknown>;
}

export function buildMetaUrl(buildId: string, base = '/', now = Date.now()): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return `${prefix}${BUILD_META_PATH}/${encodeURIComponent(buildId)}.json?t=${now}`;
}

const defaultFetchJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`build meta: HTTP ${response.status}`);
  return response.json();
};

/** Starts polling; returns the stop function. Failures are ignored until the next poll. */
export function watchBuildVersion(options: BuildWatchOptions): () => void {
  const fetchJson = options.fetchJson ?? defaultFetchJson;
  let stopped = false;
  const check = async () => {
    try {
      const meta = await fetchJson(buildMetaUrl(options.pollId ?? LATEST_BUILD_ID, options.base));
      // store-api answers `{ buildId, ... }`; `id` is kept for deployments that write that shape.
      const record =
        typeof meta === 'object' && meta !== null ? (meta as { id?: unknown; buildId?: unknown }) : {};
      const id = record.buildId ?? record.id;
      if (!stopped && typeof id === 'string' && id && id !== options.currentId) {
        stop();
        options.onNewVersion(id);
      }
    } catch {
      // offline or mid-deploy: try again next time
    }
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? BUILD_POLL_INTERVAL_MS);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}
