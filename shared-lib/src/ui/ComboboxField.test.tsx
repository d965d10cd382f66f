import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { ComboboxField, type ComboboxOption } from './ComboboxField';

const COUNTRIES: ComboboxOption[] = [
  { value: 'TW', label: '台灣', keywords: 'Taiwan' },
  { value: 'HK', label: '香港', keywords: 'Hong Kong' },
  { value: 'TH', label: '泰國', keywords: 'Thailand' },
  { value: 'JP', label: '日本', keywords: 'Japan' },
];

function Picker({ initial = 'JP' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <ComboboxField
        label="國家或地區"
        name="country"
        value={value}
        onValueChange={setValue}
        options={COUNTRIES}
      />
      <output aria-label="chosen">{value}</output>
    </I18nextProvider>
  );
}

/** A picker whose names load while it may already have focus: the code alone until then. */
function LoadingPicker({ named }: { named: boolean }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ComboboxField
        label="國家或地區"
        name="country"
        value="JP"
        onValueChange={() => undefined}
        options={named ? COUNTRIES : [{ value: 'JP', label: 'JP' }]}
      />
    </I18nextProvider>
  );
}

describe('ComboboxField', () => {
  it('replaces the chosen name with what is typed, even when the name arrived after the focus', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<LoadingPicker named={false} />);
    const combobox = screen.getByRole('combobox', { name: '國家或地區' });
    await user.click(combobox);
    rerender(<LoadingPicker named />);
    expect(combobox).toHaveValue('日本');
    await user.keyboard('台');
    expect(combobox).toHaveValue('台');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['台灣']);
  });

  it('filters by the typed name in the page language and picks with a click', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Picker />);
    const combobox = screen.getByRole('combobox', { name: '國家或地區' });
    expect(combobox).toHaveValue('日本');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.clear(combobox);
    await user.type(combobox, '台');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['台灣']);
    await user.click(screen.getByRole('option', { name: '台灣' }));
    expect(screen.getByLabelText('chosen')).toHaveTextContent('TW');
    expect(combobox).toHaveValue('台灣');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds a name by its English keywords too, whatever the case', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Picker />);
    const combobox = screen.getByRole('combobox', { name: '國家或地區' });
    await user.clear(combobox);
    await user.type(combobox, 'tai');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['台灣']);
    await user.clear(combobox);
    await user.type(combobox, 'THA');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['泰國']);
  });

  it('moves with the arrow keys, picks with Enter and leaves with Escape', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Picker />);
    const combobox = screen.getByRole('combobox', { name: '國家或地區' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    // Opens on the chosen option (日本, the fourth); up goes to the third.
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('日本');
    await user.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '泰國' }).id,
    );
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('TH');

    await user.clear(combobox);
    await user.type(combobox, '香');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('TH');
    expect(combobox).toHaveValue('泰國');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Picker />);
    const combobox = screen.getByRole('combobox', { name: '國家或地區' });
    await user.clear(combobox);
    await user.type(combobox, 'zzz');
    expect(screen.queryAllByRole('option')).toEqual([]);
    // Announced: the count line is a live region.
    expect(screen.getByText('Nothing matches. Try another spelling.')).toHaveAttribute('role', 'status');
  });
});
