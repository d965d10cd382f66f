// Image URLs. Scheme:
//   1. data:, blob: URLs pass unchanged.
//   2. An absolute URL whose host is a storage host listed in `cdnAliases` gets the CDN alias host
//      (protocol-relative "//host/..." counts as absolute, served over https).
//   3. A relative path is prefixed by `defaultHost` (the default storage host), then rule 2 applies.
//   4. With a preset or explicit size, resize parameters are added to the query:
//      ?w={width*density}&h={height*density}&q={quality}&fmt={format} (fmt only when a format is set).
//      Existing query parameters of the source are kept. `srcSet` lists density 1 and 2 ("url 1x, url 2x").

export const IMAGE_DEFAULT_QUALITY = 75;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_LAZY_ROOT_MARGIN = '200px';
export const IMAGE_LAZY_THRESHOLD = 0.1;

export type ImageFormat = 'webp' | 'avif' | 'jpg' | 'png';

export interface ImagePreset {
  width: number;
  height: number;
  quality: number;
  format?: ImageFormat;
}

export const IMAGE_PRESETS = {
  avatar: { width: 50, height: 50, quality: 80, format: 'webp' },
  thumbnail: { width: 200, height: 200, quality: 75 },
  banner: { width: 1200, height: 345, quality: 95 },
} as const satisfies Record<string, ImagePreset>;

export type ImagePresetName = keyof typeof IMAGE_PRESETS;

export interface ImageHosts {
  /** Prefix for relative paths, e.g. "https://storage.example.com" ('' keeps them on the page origin). */
  defaultHost: string;
  /** Storage host -> CDN alias host, e.g. { "bucket.s3.example.com": "img.example.com" }. */
  cdnAliases: Record<string, string>;
}

export interface ImageSizing {
  width?: number;
  height?: number;
  quality?: number;
  format?: ImageFormat;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

const PASS_THROUGH = /^(data|blob):/i;
const ABSOLUTE = /^(https?:)?\/\//i;

/** Rules 1-3: the full URL of an image, with storage hosts rewritten to their CDN alias. */
export function resolveImageUrl(source: string, hosts: ImageHosts): string {
  const trimmed = source.trim();
  if (!trimmed || PASS_THROUGH.test(trimmed)) return trimmed;
  let absolute = trimmed;
  if (!ABSOLUTE.test(trimmed)) {
    const host = hosts.defaultHost.replace(/\/+$/, '');
    absolute = `${host}${trimmed.startsWith('/') ? '' : '/'}${trimmed}`;
    if (!ABSOLUTE.test(absolute)) return absolute; // no default host: stays relative to the page
  }
  const match = /^((?:https?:)?\/\/)([^/?#]+)(.*)$/i.exec(absolute);
  if (!match) return absolute;
  const [, scheme = '', host = '', rest = ''] = match;
  const alias = hosts.cdnAliases[host.toLowerCase()];
  return alias ? `${scheme === '//' ? 'https://' : scheme}${alias}${rest}` : absolute;
}

function withQuery(url: string, entries: Array<[string, string]>): string {
  if (entries.length === 0) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const query = entries.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

function sizedUrl(url: string, sizing: ImageSizing, density: number): string {
  const entries: Array<[string, string]> = [];
  if (sizing.width) entries.push(['w', String(Math.round(sizing.width * density))]);
  if (sizing.height) entries.push(['h', String(Math.round(sizing.height * density))]);
  entries.push(['q', String(sizing.quality ?? IMAGE_DEFAULT_QUALITY)]);
  if (sizing.format) entries.push(['fmt', sizing.format]);
  return withQuery(url, entries);
}

/**
 * src and srcset of an image (rule 4). Without a preset or size only the URL is resolved, since a
 * quality parameter alone would still make the CDN re-encode the original.
 */
export function buildImageSources(
  source: string,
  hosts: ImageHosts,
  sizing?: ImagePresetName | ImageSizing,
): ImageSources {
  const url = resolveImageUrl(source, hosts);
  if (!url || PASS_THROUGH.test(url) || sizing === undefined) return { src: url };
  const resolved: ImageSizing = typeof sizing === 'string' ? IMAGE_PRESETS[sizing] : sizing;
  return {
    src: sizedUrl(url, resolved, 1),
    srcSet: IMAGE_DENSITIES.map((density) => `${sizedUrl(url, resolved, density)} ${density}x`).join(', '),
  };
}
