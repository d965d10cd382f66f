// Choosing from a searchable picker (shared-lib ComboboxField) as a shopper does: typing part of the
// name, then clicking the option the list shows.
import type { Locator } from '@playwright/test';

export async function chooseOption(combobox: Locator, typed: string, option: string): Promise<void> {
  await combobox.fill(typed);
  await combobox.page().getByRole('option', { name: option, exact: true }).click();
}
