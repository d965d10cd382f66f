// The sticky header's height as --tu-header-height on the document: what the page scrolls or moves the
// focus to stops below the header (shell.css scroll-padding-top), and apps keep their own sticky parts
// under it. Measured, as the header's rows differ by width and language.
import { useLayoutEffect, type RefObject } from 'react';

export const HEADER_HEIGHT_PROPERTY = '--tu-header-height';

export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    measure();
    // Browsers without ResizeObserver keep the first measure.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}
