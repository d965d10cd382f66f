import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { StoresProvider } from '../stores/StoresContext';
import { testStores } from '../testing/testStores';
import { usePhonePrefixOptions } from './usePhonePrefixOptions';

describe('usePhonePrefixOptions', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('loads the prefixes once, one option per prefix, countries named in the language once known', async () => {
    const stores = testStores();
    const load = jest.spyOn(stores.api.sso, 'phonePrefixes').mockResolvedValue([
      { label: 'United States', value: '+1', defaultSelect: true, country: 'US' },
      { label: 'Canada', value: '+1', defaultSelect: false, country: 'CA' },
      { label: 'Taiwan', value: '+886', defaultSelect: false, country: 'TW' },
      { label: 'Elsewhere', value: '+999', defaultSelect: false },
    ]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoresProvider stores={stores}>{children}</StoresProvider>
    );
    const { result, rerender } = renderHook(() => usePhonePrefixOptions('zh-TW'), { wrapper });
    // The list is MobX state that an observer would re-render on; here the test renders again.
    await waitFor(() => {
      rerender();
      expect(result.current).toEqual([
        { value: '+1', label: '🇺🇸 +1 美國' },
        { value: '+886', label: '🇹🇼 +886 台灣' },
        { value: '+999', label: '+999 Elsewhere' },
      ]);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(stores.phonePrefix.defaultValue).toBe('+1');
  });
});
