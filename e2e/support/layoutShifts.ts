// Layout shifts as the browser reports them (the entries CLS adds up), collected from the document's
// start, with the elements that moved: a test reads them once the page has settled. The bench's sweep
// of every route (scripts/bench/layoutShiftRuns.ts) reads them the same way.
import type { BrowserContext, Page, Route } from '@playwright/test';

export interface LayoutShift {
  value: number;
  /** The moved elements, as `tag.class` of the element and its parent. */
  moved: string[];
}

/** Starts collecting in every document the page (or each page of the context) opens from now on. */
export async function watchLayoutShifts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const seen: Array<{ value: number; moved: string[] }> = [];
    Object.assign(window, { __layoutShifts: seen });
    const name = (node: Element | null) => (node ? `${node.tagName.toLowerCase()}.${node.className}` : '');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // The layout-shift entry type is Chromium's; the DOM typings do not describe it.
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null }>;
        };
        if (shift.hadRecentInput) continue;
        seen.push({
          value: shift.value,
          moved: shift.sources.map(({ node }) => {
            const element = node instanceof Element ? node : (node?.parentElement ?? null);
            return `${name(element)} in ${name(element?.parentElement ?? null)}`;
          }),
        });
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
