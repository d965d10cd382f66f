// Keyboard focus inside a modal panel: what can take focus, and Tab / Shift+Tab wrapping at the ends
// so keyboard users cannot wander into the page behind an aria-modal dialog.
import type { KeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable elements of `container` in tab order (hidden ones are skipped). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hidden && !element.closest('[hidden], [inert]'),
  );
}

/** Keeps Tab inside `container`: past the last element back to the first, and the reverse. */
export function wrapTabKey(event: KeyboardEvent, container: HTMLElement | null): void {
  // React events bubble through portals along the component tree: a popup nested in another
  // popup's content must not be handled twice, nor by a panel that does not hold the focus.
  if (event.key !== 'Tab' || event.defaultPrevented || !container) return;
  if (!(event.target instanceof Node) || !container.contains(event.target)) return;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    // Nothing to tab to: stay on the panel itself.
    event.preventDefault();
    container.focus();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
