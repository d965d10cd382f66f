import { useEffect, useState } from 'react';
import { DEFAULT_CLIENT_WIDTH, RESIZE_THROTTLE_MS, isMobileWidth } from './rootFontSize';
import { throttle } from './throttle';

/** The page's client width; the spec default before anything can be measured. */
export function readClientWidth(): number {
  if (typeof window === 'undefined') return DEFAULT_CLIENT_WIDTH;
  return document.documentElement.clientWidth || window.innerWidth || DEFAULT_CLIENT_WIDTH;
}

export interface ClientWidth {
  clientWidth: number;
  /** 680 px or less. */
  isMobile: boolean;
}

/** Client width tracked on resize, throttled so a drag-resize does not re-render every frame. */
export function useClientWidth(throttleMs = RESIZE_THROTTLE_MS): ClientWidth {
  const [clientWidth, setClientWidth] = useState(readClientWidth);
  useEffect(() => {
    const onResize = throttle(() => setClientWidth(readClientWidth()), throttleMs);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, [throttleMs]);
  return { clientWidth, isMobile: isMobileWidth(clientWidth) };
}
