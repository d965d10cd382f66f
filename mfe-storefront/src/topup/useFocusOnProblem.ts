// After "Buy now" found something to fix, the focus moves to it: on a phone the form is far above the
// button, and what to fix would otherwise be off screen (or under the sticky header: the page's CSS
// keeps focused parts clear of it). First the pack, then a field marked invalid, then the account.
import { useEffect, type RefObject } from 'react';

const PROBLEMS = [
  'fieldset[aria-describedby] input',
  '[aria-invalid="true"]',
  '.sf-account input, .sf-account select',
];

/** `attempt`: counts the failed attempts; each moves the focus (0: none yet). */
export function useFocusOnProblem(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0 || !form.current) return;
    for (const selector of PROBLEMS) {
      const target = form.current.querySelector<HTMLElement>(selector);
      if (target) {
        target.focus();
        return;
      }
    }
  }, [form, attempt]);
}
