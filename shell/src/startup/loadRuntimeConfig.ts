// The shell's first read: the runtime config file, never cached, validated, then the page's config for
// every app (shared-lib's getRuntimeConfig) and the shell's own part (shellConfig.ts).
import { parseRuntimeConfig } from './parseRuntimeConfig';
import { setShellConfig, type ShellRuntimeConfig } from './shellConfig';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<ShellRuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  const config = parseRuntimeConfig(await response.json());
  setShellConfig(config);
  return config;
}
