// A server-rendered page shows its fields before the scripts that make them work have run. What a
// shopper types, picks or ticks in that moment stays in the field, but React hydrates the field with it
// and never sees it change: the page's state keeps the server's value (a top-up form would not look up
// the account, and would send none), and the field's next render puts that value back. Once the page's
// own area has hydrated, bootstrap announces every field that differs from what the server rendered, as
// the shopper's own change would be: React compares, sees the change and calls onChange.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the shopper left in a field: its value, or whether it is ticked. */
type Left = { field: Field; value: string } | { field: HTMLInputElement; ticked: boolean };

const isTickable = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Inputs with no value a shopper types (a file's cannot be set by script). */
const UNTYPED = new Set(['button', 'file', 'hidden', 'image', 'reset', 'submit']);

/** Whether the shopper changed the field from what the server rendered. */
function changedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (isTickable(field))
    // A radio left by the one ticked is not a change of its own.
    return field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
  return field.value !== field.defaultValue;
}

/** Sets the field's value with its own kind's setter, under the one React puts on the element itself. */
function setOwnValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/**
 * Tells React as the shopper's own change would. Each announcement re-renders the form, which puts
 * its other fields back to the page's state: each field is given what the shopper left first.
 */
function announce(left: Left): void {
  const { field } = left;
  if ('ticked' in left) {
    // React is told the other state (its own setter), then the field is ticked as the shopper did.
    (field as HTMLInputElement).checked = !left.ticked;
    field.click();
  } else if (field instanceof HTMLSelectElement) {
    field.value = left.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    // React is told another value (its own setter), the field gets the typed one behind its back.
    field.value = left.value === '' ? ' ' : '';
    setOwnValue(field, left.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Bootstrap, once a server-rendered page's own area has hydrated: tells React what changed meanwhile. */
export function announceEarlyFields(root: Element): void {
  const left: Left[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && UNTYPED.has(field.type)) continue;
    if (!changedBeforeHydration(field)) continue;
    left.push(isTickable(field) ? { field, ticked: field.checked } : { field, value: field.value });
  }
  left.forEach(announce);
}
