// Whether anything stuck to the screen (position fixed or sticky: the help button, a buy bar, the
// cookie banner, the header) lies over a control the shopper can reach. Each visible button, link, field and list, in the
// page's order, is scrolled just into view, as moving the focus to it does (so one that comes from below
// lands at the screen's bottom, where a bar is stuck), and the browser is asked what is on top at its
// centre.
import type { Page } from '@playwright/test';

export interface CoveredControl {
  control: string;
  coveredBy: string;
}

export async function coveredControls(page: Page): Promise<CoveredControl[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const stuckAncestor = (element: Element | null): Element | null => {
      for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const controls = [...document.querySelectorAll('button, a[href], input, select, textarea')].filter(
      (element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Visually hidden ones (a skip link, a radio drawn by its label) are reached another way.
        return box.width > 2 && box.height > 2 && style.visibility !== 'hidden' && style.opacity !== '0';
      },
    );
    const covered: { control: string; coveredBy: string }[] = [];
    for (const control of controls) {
      // A control inside a stuck bar stays where it is: scroll only the page's own.
      const ownBar = stuckAncestor(control);
      if (!ownBar) control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const box = control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || control.contains(hit) || hit.contains(control)) continue;
      const bar = stuckAncestor(hit);
      // On top of the control sits something stuck that does not hold it.
      if (bar && !bar.contains(control))
        covered.push({ control: describe(control), coveredBy: describe(bar) });
    }
    return covered;
  });
}
