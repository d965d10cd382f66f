// Whether an element has come near the viewport: within the lazy-load margin (200 px, threshold
// 0.1). Images load their source then, and a section below the fold asks for its data then, so the
// first render's requests are the ones the first screen needs.
import { useEffect, useState, type RefObject } from 'react';
import { IMAGE_LAZY_ROOT_MARGIN, IMAGE_LAZY_THRESHOLD } from '../domain/imageUrl';

export const hasIntersectionObserver = () =>
  typeof window !== 'undefined' && 'IntersectionObserver' in window;

/**
 * Whether a lazy element waits to come near the viewport. The store's server renders as a browser
 * that can tell (no window, but the same markup as the browser that hydrates it).
 */
export const waitsForViewport = (lazy: boolean) =>
  lazy && (typeof window === 'undefined' || hasIntersectionObserver());

/**
 * True once the element is near the viewport; true from the start when `lazy` is false or the browser
 * has no IntersectionObserver (nothing is held back that could never be released).
 */
export function useNearViewport(ref: RefObject<Element | null>, lazy = true): boolean {
  const observe = waitsForViewport(lazy);
  const [near, setNear] = useState(!observe);

  useEffect(() => {
    if (near || !observe || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: IMAGE_LAZY_ROOT_MARGIN, threshold: IMAGE_LAZY_THRESHOLD },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, observe, ref]);

  return near || !observe;
}
