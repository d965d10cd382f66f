import type { Locator } from '@playwright/test';

/** The z-index a popup is drawn at: the first positioned ancestor's (the overlay carries it). */
export function stackZIndex(dialog: Locator): Promise<string> {
  return dialog.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const value = getComputedStyle(node).zIndex;
      if (value !== 'auto') return value;
    }
    return 'auto';
  });
}
