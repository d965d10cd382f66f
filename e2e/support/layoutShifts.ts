// Layout shifts as the browser reports them (the entries CLS adds up), collected from the document's
// start, with the elements that moved: a test reads them once the page has settled. The bench's sweep
// of every route (scripts/bench/layoutShiftRuns.ts) reads them the same way.
import type { BrowserContext, Page, Route } from '@playwright/test';

export interface LayoutShift {
  value: number;
  /** The moved elements: `tag.class` of the element and its parent, its box before -> after (x,y,w,h). */
  moved: string[];
}

/** Starts collecting in every document the page (or each page of the context) opens from now on. */
export async function watchLayoutShifts(target: Page | BrowserContext): Promise<void> {
  // No named functions inside: the bench runs this file through tsx, whose esbuild wraps them in a
  // `__name` helper that does not exist in the page (the script would throw and report nothing).
  await target.addInitScript(() => {
    const seen: Array<{ value: number; moved: string[] }> = [];
    Object.assign(window, { __layoutShifts: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // The layout-shift entry type is Chromium's; the DOM typings do not describe it.
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        if (shift.hadRecentInput) continue;
        const moved: string[] = [];
        for (const { node, previousRect: from, currentRect: to } of shift.sources) {
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          const parent = element?.parentElement ?? null;
          moved.push(
            `${element ? `${element.tagName.toLowerCase()}.${String(element.className)}` : ''} in ${
              parent ? `${parent.tagName.toLowerCase()}.${String(parent.className)}` : ''
            } (${[from.x, from.y, from.width, from.height].map(Math.round).join(',')} -> ${[to.x, to.y, to.width, to.height].map(Math.round).join(',')})`,
          );
        }
        seen.push({ value: shift.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, after two frames (a shift is reported after the frame that made it). */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
    return (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts;
  });
}

/** Holds each answer `ms` back, so the page paints what it shows while it waits. */
export function heldBack(ms: number) {
  return async (route: Route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  };
}

/**
 * A page that holds still: its shifts add up to less than a twentieth of the issue's CLS target. A
 * header's text settling by a fraction of a pixel (~0.0002) passes; any block that moves does not (the
 * smallest shift the layout tests caught was 0.007).
 */
export const STEADY_CLS = 0.001;

/** The shifts' sum: the page's CLS so far (one short visit is one session window). */
export function totalShift(shifts: readonly LayoutShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
