// The page scroll lock (popups lock page scroll while open). The store says when; this is the
// one place that touches <body>, so popups never fight over the class.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@topup/shared-lib';
import './overlays.css';

export const SCROLL_LOCK_CLASS = 'overlays-scroll-locked';

export const ScrollLock = observer(function ScrollLock() {
  const locked = useStores().ui.scrollLocked;
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    // Hiding the scrollbar would widen the page and shift it sideways: pad by the scrollbar's width.
    const gap = Math.max(0, window.innerWidth - document.documentElement.clientWidth);
    body.style.setProperty('--overlays-scrollbar-gap', `${gap}px`);
    body.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      body.classList.remove(SCROLL_LOCK_CLASS);
      body.style.removeProperty('--overlays-scrollbar-gap');
    };
  }, [locked]);
  return null;
});
