import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { RESIZE_THROTTLE_MS } from '../responsive/rootFontSize';
import { throttle } from '../responsive/throttle';
import {
  HELP_BOTTOM_DEFAULT_PX,
  HELP_KEY_STEP_PX,
  clampHelpBottom,
  draggedBottom,
  exceedsDragThreshold,
} from './helpPosition';
import { readHelpBottom, saveHelpBottom } from './helpStorage';

interface DragStart {
  pointerId: number;
  startY: number;
  startBottom: number;
  moved: boolean;
}

export interface HelpPosition {
  bottom: number;
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(event: PointerEvent<HTMLElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
  /** True once after a drag ended: the click that follows the pointerup is not a press. */
  consumeDrag(): boolean;
}

const savedBottom = () => readHelpBottom() ?? HELP_BOTTOM_DEFAULT_PX;

/** The window height, so a shrinking window (mobile address bar, rotation) cannot push the button off. */
function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = throttle(() => setHeight(window.innerHeight), RESIZE_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, []);
  return height;
}

/** Vertical drag (pointer events) and ArrowUp/ArrowDown moves of the help button, saved locally. */
export function useHelpPosition(): HelpPosition {
  // The wanted spot is kept as is; only what is shown is clamped, so it comes back when the window grows.
  const [wanted, setBottom] = useState(savedBottom);
  const windowHeight = useWindowHeight();
  const bottom = clampHelpBottom(wanted, windowHeight);
  const drag = useRef<DragStart | null>(null);
  const dragged = useRef(false);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      dragged.current = false; // a drag whose click never came must not swallow this press
      drag.current = { pointerId: event.pointerId, startY: event.clientY, startBottom: bottom, moved: false };
      // Keep receiving moves when the pointer leaves the small button.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [bottom],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const deltaY = event.clientY - start.startY;
    if (!start.moved && !exceedsDragThreshold(deltaY)) return;
    start.moved = true;
    setBottom(draggedBottom(start.startBottom, start.startY, event.clientY, window.innerHeight));
  }, []);

  const finish = useCallback((event: PointerEvent<HTMLElement>, save: boolean) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!start.moved) return;
    if (!save) {
      // The browser took the pointer over: put the button back where the drag began.
      setBottom(start.startBottom);
      return;
    }
    const end = draggedBottom(start.startBottom, start.startY, event.clientY, window.innerHeight);
    setBottom(end);
    saveHelpBottom(end);
    dragged.current = true;
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      dragged.current = false; // Enter/Space after a drag is a real press
      const step =
        event.key === 'ArrowUp' ? HELP_KEY_STEP_PX : event.key === 'ArrowDown' ? -HELP_KEY_STEP_PX : 0;
      if (!step) return;
      event.preventDefault(); // the arrows move the button, not the page
      const next = clampHelpBottom(bottom + step, window.innerHeight);
      setBottom(next);
      saveHelpBottom(next);
    },
    [bottom],
  );

  const consumeDrag = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  return {
    bottom,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event) => finish(event, true),
      onPointerCancel: (event) => finish(event, false),
      onKeyDown,
    },
    consumeDrag,
  };
}
