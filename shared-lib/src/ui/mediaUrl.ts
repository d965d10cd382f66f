import { getRuntimeConfig } from '../platform/runtimeConfig';

/** Relative media paths are served from the configured media base (spec 9 image rule, first part). */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${getRuntimeConfig().mediaBase}${path.startsWith('/') ? path : `/${path}`}`;
}
