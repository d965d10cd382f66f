/**
 * How the entry asks for the runtime config before shared-lib has loaded: the same URL and options
 * as shared-lib's loadRuntimeConfig (a test keeps them equal; the entry cannot import shared-lib,
 * which only exists once the shared libraries are negotiated).
 */
export const EARLY_RUNTIME_CONFIG = {
  url: '/runtime-config.json',
  init: { cache: 'no-store' } satisfies RequestInit,
} as const;
