// Choosing from a searchable picker (shared-lib ComboboxField) as a shopper does: typing part of the
// name, then clicking the option the list shows (in the list the field controls: another picker on
// the page, the header's, has options of the same names).
import type { Locator } from '@playwright/test';

export async function chooseOption(combobox: Locator, typed: string, option: string): Promise<void> {
  await combobox.fill(typed);
  const list = await combobox.getAttribute('aria-controls');
  await combobox.page().locator(`[id="${list}"]`).getByRole('option', { name: option, exact: true }).click();
}
