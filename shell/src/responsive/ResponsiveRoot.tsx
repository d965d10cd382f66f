import { useEffect } from 'react';
import { ROOT_FONT_THROTTLE_MS, rootFontSizeFor } from './rootFontSize';
import { useClientWidth } from './useClientWidth';

export interface ResponsiveRootProps {
  /**
   * Sets `<html style="font-size">` by the spec 9 rule. Off by default: today's CSS sizes text in
   * rem against the browser's 16 px, and a 100 px root would blow it up. Turn on only with CSS
   * written for the 100 px rem base.
   */
  applyRootFontSize?: boolean;
}

/**
 * Effect-only component: tracks the client width and, when asked, scales the root font size.
 * Mount once near the top of the app; it renders nothing.
 */
export function ResponsiveRoot({ applyRootFontSize = false }: ResponsiveRootProps) {
  const { clientWidth } = useClientWidth(ROOT_FONT_THROTTLE_MS);
  useEffect(() => {
    if (!applyRootFontSize) return;
    const root = document.documentElement;
    const previous = root.style.fontSize;
    root.style.fontSize = `${rootFontSizeFor(clientWidth)}px`;
    // Leave the page as found when switched off or unmounted.
    return () => {
      root.style.fontSize = previous;
    };
  }, [applyRootFontSize, clientWidth]);
  return null;
}
