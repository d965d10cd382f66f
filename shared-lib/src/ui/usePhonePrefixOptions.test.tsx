import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import * as countries from '../domain/countries';
import { StoresProvider } from '../stores/StoresContext';
import { testStores } from '../testing/testStores';
import { usePhonePrefixOptions } from './usePhonePrefixOptions';

jest.mock('../domain/countries', () => {
  const actual = jest.requireActual<typeof countries>('../domain/countries');
  return { ...actual, loadCountries: jest.fn(actual.loadCountries) };
});
const loadCountries = jest.mocked(countries.loadCountries);

const PREFIXES = [
  { label: 'United States', value: '+1', defaultSelect: true, country: 'US' },
  { label: 'Canada', value: '+1', defaultSelect: false, country: 'CA' },
  { label: 'Taiwan', value: '+886', defaultSelect: false, country: 'TW' },
  { label: 'Elsewhere', value: '+999', defaultSelect: false },
];

describe('usePhonePrefixOptions', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
    loadCountries.mockClear();
  });

  // First: the built-in names, once loaded, are kept for the rest of the file.
  it.each([
    // zh-TW: Taiwan first (a likely country), then by name; a code without its name yet last.
    ['zh-TW', ['🇹🇼 +886', '+999 Elsewhere', '🇺🇸 +1']],
    ['en', ['+999 Elsewhere', '🇹🇼 +886 Taiwan', '🇺🇸 +1 United States']],
  ])(
    'shows no English country name on a %s page before the built-in names have loaded',
    async (language, labels) => {
      const stores = testStores();
      jest.spyOn(stores.api.sso, 'phonePrefixes').mockResolvedValue(PREFIXES);
      // The names never arrive in this test.
      loadCountries.mockReturnValueOnce(new Promise(() => undefined));
      const wrapper = ({ children }: { children: ReactNode }) => (
        <StoresProvider stores={stores}>{children}</StoresProvider>
      );
      const { result, rerender } = renderHook(() => usePhonePrefixOptions(language), { wrapper });
      await waitFor(() => {
        rerender();
        expect(result.current.map((option) => option.label)).toEqual(labels);
      });
    },
  );

  it('loads the prefixes once, one option per prefix, countries named in the language once known, found by their English names', async () => {
    const stores = testStores();
    const load = jest.spyOn(stores.api.sso, 'phonePrefixes').mockResolvedValue(PREFIXES);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoresProvider stores={stores}>{children}</StoresProvider>
    );
    const { result, rerender } = renderHook(() => usePhonePrefixOptions('zh-TW'), { wrapper });
    // The list is MobX state that an observer would re-render on; here the test renders again.
    await waitFor(() => {
      rerender();
      expect(result.current).toEqual([
        { value: '+886', label: '🇹🇼 +886 台灣', keywords: 'Taiwan' },
        { value: '+1', label: '🇺🇸 +1 美國', keywords: 'United States' },
        { value: '+999', label: '+999 Elsewhere', keywords: 'Elsewhere' },
      ]);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(stores.phonePrefix.defaultValue).toBe('+1');
  });
});
