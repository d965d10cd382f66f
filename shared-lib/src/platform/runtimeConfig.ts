// Where the outside world is, decided at run time: the shell fetches runtime-config.json (never cached)
// so a remote or the API can move without rebuilding any app.

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export interface RuntimeConfig {
  /** Origin of the store API, '' for the page's own origin (the shell proxies it). */
  apiBase: string;
  /** Prefix in front of every spec path, e.g. '/api'. */
  apiPrefix: string;
  /** Base for relative media paths (product pictures, article images). */
  mediaBase: string;
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Record<string, string>;
}

let current: RuntimeConfig = { apiBase: '', apiPrefix: '/api', mediaBase: '', remotes: {} };

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** Validates untrusted JSON; a broken file must fail loudly, not half-configure the site. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('runtime config is not an object');
  const raw = value as Record<string, unknown>;
  const { apiBase = '', apiPrefix = '', mediaBase = '', remotes = {} } = raw;
  if (typeof apiBase !== 'string' || typeof apiPrefix !== 'string' || typeof mediaBase !== 'string') {
    throw new Error('runtime config: apiBase, apiPrefix and mediaBase must be strings');
  }
  if (!isStringRecord(remotes)) throw new Error('runtime config: remotes must map names to URLs');
  return { apiBase, apiPrefix, mediaBase, remotes };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  const config = parseRuntimeConfig(await response.json());
  setRuntimeConfig(config);
  return config;
}
