// Image: loading, then loaded or error with a fallback image; no src counts as an
// error. Lazy by default: IntersectionObserver with a 200 px margin and threshold 0.1, or the native
// loading="lazy" where IntersectionObserver is missing.
import { useEffect, useMemo, useRef, useState, type ImgHTMLAttributes } from 'react';
import { buildImageSources, type ImagePresetName, type ImageSizing } from '../domain/imageUrl';
import { imageHosts } from './imageHosts';
import { useNearViewport, waitsForViewport } from './useNearViewport';

export type ImageStatus = 'loading' | 'loaded' | 'error';

/** Neutral grey placeholder, inline so the fallback itself cannot fail to load. */
export const DEFAULT_FALLBACK_IMAGE =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"%3E%3Crect width="4" height="3" fill="%23e5e7eb"/%3E%3C/svg%3E';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'onLoad' | 'onError' | 'loading'
> {
  src?: string | null;
  /** Required: the accessible name ('' only for decorative images). */
  alt: string;
  preset?: ImagePresetName;
  sizing?: ImageSizing;
  fallbackSrc?: string;
  lazy?: boolean;
  onStatusChange?: (status: ImageStatus) => void;
}

export function Image({
  src,
  alt,
  preset,
  sizing,
  fallbackSrc = DEFAULT_FALLBACK_IMAGE,
  lazy = true,
  onStatusChange,
  className,
  ...rest
}: ImageProps) {
  const sources = useMemo(
    () => buildImageSources(src ?? '', imageHosts(), preset ?? sizing),
    [src, preset, sizing],
  );
  const ref = useRef<HTMLImageElement>(null);
  const visible = useNearViewport(ref, lazy);
  // Status belongs to one source: a new src starts at 'loading' again without an effect.
  const [result, setResult] = useState<{ src: string; status: ImageStatus } | null>(null);
  const status: ImageStatus = !sources.src
    ? 'error'
    : result?.src === sources.src
      ? result.status
      : 'loading';

  useEffect(() => {
    onStatusChange?.(status);
  }, [status, onStatusChange]);

  const settle = (next: ImageStatus) => setResult({ src: sources.src, status: next });
  const failed = status === 'error';

  // A picture the server rendered may have loaded (or failed) before the page hydrated, its event
  // gone by: read its state once mounted.
  const shownSrc = failed ? null : visible ? sources.src : null;
  useEffect(() => {
    const img = ref.current;
    if (!shownSrc || !img?.complete || result?.src === shownSrc) return;
    setResult({ src: shownSrc, status: img.naturalWidth > 0 ? 'loaded' : 'error' });
    // Only on mount and when the source changes: the events report the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownSrc]);

  return (
    <img
      {...rest}
      ref={ref}
      alt={alt}
      className={['tu-image', `tu-image--${status}`, className].filter(Boolean).join(' ')}
      data-status={status}
      // A decorative picture (alt="") is presentational: an ARIA attribute on it would make assistive
      // tech expose it after all, so only a named picture says it is loading.
      aria-busy={(alt !== '' && status === 'loading') || undefined}
      src={failed ? fallbackSrc : visible ? sources.src : undefined}
      srcSet={failed || !visible ? undefined : sources.srcSet}
      loading={lazy && !waitsForViewport(lazy) ? 'lazy' : undefined}
      onLoad={failed ? undefined : () => settle('loaded')}
      onError={failed ? undefined : () => settle('error')}
    />
  );
}
