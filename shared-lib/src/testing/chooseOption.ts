// Picking from a searchable picker (shared-lib ComboboxField) as a shopper does: typing part of the
// name, then choosing the option the list shows.
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function chooseOption(
  user: UserEvent,
  combobox: HTMLElement,
  typed: string,
  option: string | RegExp,
): Promise<void> {
  await user.clear(combobox);
  await user.type(combobox, typed);
  const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('the combobox names no list (aria-controls)');
  await user.click(await within(list).findByRole('option', { name: option }));
}
