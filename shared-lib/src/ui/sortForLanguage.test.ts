import { sortForLanguage } from './useCountries';

const options = () =>
  ['JP', 'CN', 'TW', 'AU', 'MY', 'HK', 'SG', 'MO', 'TH'].map((code) => ({
    value: code,
    label: new Intl.DisplayNames(['zh-TW'], { type: 'region' }).of(code) ?? code,
  }));

describe('sortForLanguage', () => {
  it('lists a zh-TW shopper’s likely countries first, then the rest in stroke order', () => {
    const sorted = sortForLanguage(options(), 'zh-TW', (option) => option.value).map(
      (option) => option.value,
    );
    expect(sorted.slice(0, 6)).toEqual(['TW', 'HK', 'MO', 'SG', 'MY', 'CN']);
    const rest = options().filter((option) => ['JP', 'AU', 'TH'].includes(option.value));
    const collator = new Intl.Collator('zh-TW');
    expect(sorted.slice(6)).toEqual(
      rest.sort((a, b) => collator.compare(a.label, b.label)).map((option) => option.value),
    );
  });

  it('sorts an English page by name alone', () => {
    const english = ['Japan', 'Australia', 'Taiwan'].map((label) => ({ value: label, label }));
    expect(sortForLanguage(english, 'en', () => 'TW').map((option) => option.label)).toEqual([
      'Australia',
      'Japan',
      'Taiwan',
    ]);
  });
});
